/**
 * The entries of a week summary item and how they are read (pure, no I/O; the item:
 * data/schema/week-summary-entity.ts, the writes: week-summary-store.ts, the week each entry counts in:
 * zoned-weeks.ts).
 *
 * - A note's entry, attribute `n#<noteId>`, value `<rank>|<personKey>|<flags>|<types>|<savedAt>`:
 *   the note state's rank (`<createdAt>#<version, 10 digits>`, inferred-moments.ts), the person
 *   it is about (`dr#<id>`, `boss#<id>` or ''), `A` / `R` when its agenda / reflection has text,
 *   the moment types inferred from it (comma-separated) and its last save. A deleted note's entry
 *   is its deleted rank alone (`<createdAt>#~`), a tombstone. Because the rank leads the value, a
 *   write conditional on `stored <= mine` (string order) never lets an older state of the note
 *   overwrite a newer one, and repeating a write changes nothing; a reader that meets one note in
 *   two items (one written before notes had a fixed item) keeps the higher rank.
 * - A moment captured by hand, attribute `m#<personKey>#<type>#<countsAt>`, value the capture
 *   time: `countsAt` is the instant whose week it counts in (the first capture's time, or a
 *   moment of the week a flag was set for), so every capture has its own name and none overwrites
 *   another's week; when the capture wrote a note (docs/product.md#where-the-moments-show),
 *   attribute `c#<personKey>#<type>#<countsAt>`, value that note's id, set and removed with it.
 *   Entries written before, `m#<personKey>#<type>` / `c#<personKey>#<type>`, count in their item's
 *   week (their capture time cannot tell a capture of that week from a flag set for it later).
 * - `dismissedBanners`: the banner ids dismissed, on the item of the week the id names.
 *
 * Size: about 100 bytes a note, so an item holds a few thousand notes of one week within
 * DynamoDB's 400 KB.
 */
import { MOMENT_TYPES, type MomentType } from '../../../shared/domain/moments';

/** The attribute name prefix of a note's entry. */
const NOTE_PREFIX = 'n#';
/** The attribute name prefix of a moment captured by hand. */
const MANUAL_PREFIX = 'm#';
/** The attribute name prefix of the note a capture by hand wrote. */
const CAPTURE_NOTE_PREFIX = 'c#';
const SEPARATOR = '|';
const DELETED_RANK_SUFFIX = '#~';

/** A note as its week summary entry records it. */
export interface NoteEntry {
  noteId: string;
  /** `dr#<id>`, `boss#<id>`, or '' for a note about no one. */
  personKey: string;
  hasAgenda: boolean;
  hasReflection: boolean;
  /** Moments inferred from the note (each counted once per note). */
  types: MomentType[];
  /** The note's last save (ISO 8601 UTC). */
  savedAt: string;
}

/** A moment captured by hand. */
export interface ManualEntry {
  personKey: string;
  type: MomentType;
  /** ISO 8601 UTC. */
  capturedAt: string;
}

/**
 * A zone's week as its reader sees it (zoned-weeks.ts): the live notes and moments by hand that
 * count in it (one moment by hand per person and type) and the banners dismissed that week.
 */
export interface WeekSummary {
  weekStart: string;
  notes: NoteEntry[];
  manual: ManualEntry[];
  dismissedBanners: string[];
}

/** A note's entry as stored: its rank, and whether it is a deleted note's tombstone. */
export interface StoredNoteEntry extends NoteEntry {
  /** `<createdAt>#<version>`, or `<createdAt>#~` once deleted. */
  rank: string;
  deleted: boolean;
}

/** A moment by hand as stored, with what its writers need to change it. */
export interface StoredManualEntry extends ManualEntry {
  /** The instant whose week it counts in (ISO 8601 UTC); null for an older entry (its item's week). */
  countsAt: string | null;
  /** The Monday of the item that holds it. */
  itemWeek: string;
  /** Its attribute, and that of the note its capture wrote. */
  name: string;
  noteName: string;
  /** The note its capture wrote, or null. */
  noteId: string | null;
}

/**
 * A stored week summary item as read: every note entry (tombstones too) and moment by hand it
 * holds, whichever week they count in, and the banners dismissed in its own week.
 */
export interface WeekItem {
  /** Monday 'YYYY-MM-DD' of the item (`WEEK#<itemWeek>`). */
  itemWeek: string;
  notes: StoredNoteEntry[];
  manual: StoredManualEntry[];
  dismissedBanners: string[];
}

/** The summary of a week with nothing recorded. */
export function emptyWeekSummary(weekStart: string): WeekSummary {
  return { weekStart, notes: [], manual: [], dismissedBanners: [] };
}

/** The attribute of a note's entry. */
export function noteEntryName(noteId: string): string {
  return `${NOTE_PREFIX}${noteId}`;
}

/** The attribute of a moment captured by hand that counts at `countsAt` (ISO 8601 UTC). */
export function manualEntryName(personKey: string, type: MomentType, countsAt: string): string {
  return `${MANUAL_PREFIX}${personKey}#${type}#${countsAt}`;
}

/** The attribute of the note a capture by hand wrote (value: its id), beside manualEntryName. */
export function captureNoteEntryName(
  personKey: string,
  type: MomentType,
  countsAt: string,
): string {
  return `${CAPTURE_NOTE_PREFIX}${personKey}#${type}#${countsAt}`;
}

/** The note's creation time a rank starts with (`<createdAt>#<version>` or `<createdAt>#~`). */
export function createdAtOfRank(rank: string): string {
  return rank.slice(0, rank.lastIndexOf('#'));
}

/** The value of a live note's entry; `rank` leads it (see the module comment). */
export function noteEntryValue(rank: string, entry: Omit<NoteEntry, 'noteId'>): string {
  const flags = `${entry.hasAgenda ? 'A' : ''}${entry.hasReflection ? 'R' : ''}`;
  return [rank, entry.personKey, flags, [...entry.types].sort().join(','), entry.savedAt].join(
    SEPARATOR,
  );
}

/** The value of a deleted note's entry: its deleted rank alone. */
export function deletedNoteEntryValue(deletedRank: string): string {
  return deletedRank;
}

const isMomentType = (value: string): value is MomentType =>
  (MOMENT_TYPES as readonly string[]).includes(value);

function decodeNoteEntry(noteId: string, value: unknown): StoredNoteEntry | null {
  if (typeof value !== 'string') return null;
  const [rank = '', personKey = '', flags = '', types = '', savedAt = ''] = value.split(SEPARATOR);
  return {
    noteId,
    rank,
    deleted: rank.endsWith(DELETED_RANK_SUFFIX),
    personKey,
    hasAgenda: flags.includes('A'),
    hasReflection: flags.includes('R'),
    types: types.split(',').filter(isMomentType),
    savedAt,
  };
}

/** An ISO 8601 UTC instant as the entries' names carry it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** A moment by hand's name: `m#<personKey>#<type>#<countsAt>`, or without `#<countsAt>` (older). */
interface ManualEntryNameParts {
  personKey: string;
  type: MomentType;
  /** Null for an older entry, which counts at its capture time. */
  countsAt: string | null;
}

/**
 * The person, type and instant an entry by hand names (`m#…`); null for another name.
 */
export function parseManualEntryName(name: string): ManualEntryNameParts | null {
  if (!name.startsWith(MANUAL_PREFIX)) return null;
  const parts = name.slice(MANUAL_PREFIX.length).split('#');
  const last = parts.at(-1) ?? '';
  const countsAt = INSTANT.test(last) ? last : null;
  if (countsAt) parts.pop();
  const type = parts.pop() ?? '';
  const personKey = parts.join('#');
  if (!personKey || !isMomentType(type)) return null;
  return { personKey, type, countsAt };
}

function decodeManualEntry(
  item: Record<string, unknown>,
  itemWeek: string,
  name: string,
  value: unknown,
): StoredManualEntry | null {
  const parsed = parseManualEntryName(name);
  if (!parsed || typeof value !== 'string') return null;
  const { personKey, type, countsAt } = parsed;
  const noteName = countsAt
    ? captureNoteEntryName(personKey, type, countsAt)
    : `${CAPTURE_NOTE_PREFIX}${personKey}#${type}`;
  const noteId = item[noteName];
  return {
    personKey,
    type,
    capturedAt: value,
    countsAt,
    itemWeek,
    name,
    noteName,
    noteId: typeof noteId === 'string' ? noteId : null,
  };
}

/** Reads a stored week summary item (raw attributes); null when there is none. */
export function decodeWeekItem(item: Record<string, unknown> | undefined): WeekItem | null {
  if (!item || typeof item.weekStart !== 'string') return null;
  const itemWeek = item.weekStart;
  const read: WeekItem = { itemWeek, notes: [], manual: [], dismissedBanners: [] };
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(NOTE_PREFIX)) {
      const entry = decodeNoteEntry(name.slice(NOTE_PREFIX.length), value);
      if (entry) read.notes.push(entry);
    } else if (name.startsWith(MANUAL_PREFIX)) {
      const entry = decodeManualEntry(item, itemWeek, name, value);
      if (entry) read.manual.push(entry);
    }
  }
  const dismissed = item.dismissedBanners;
  if (dismissed instanceof Set) read.dismissedBanners = [...dismissed].map(String);
  else if (Array.isArray(dismissed)) read.dismissedBanners = dismissed.map(String);
  return read;
}

/** One moment of a week, inferred from a note or captured by hand (a summary read as moments). */
export interface WeekMoment {
  personKey: string;
  type: MomentType;
  source: 'inferred' | 'manual';
  noteId: string | null;
  occurredAt: string;
}

/**
 * The week's moments: one per note and type inferred, one per entry by hand (a zone's week holds
 * one per person and type: zoned-weeks.ts).
 */
export function momentsOfWeek(summary: WeekSummary): WeekMoment[] {
  const inferred = summary.notes.flatMap((note) =>
    note.types.map((type): WeekMoment => ({
      personKey: note.personKey,
      type,
      source: 'inferred',
      noteId: note.noteId,
      occurredAt: note.savedAt,
    })),
  );
  const manual = summary.manual.map((entry): WeekMoment => ({
    personKey: entry.personKey,
    type: entry.type,
    source: 'manual',
    noteId: null,
    occurredAt: entry.capturedAt,
  }));
  return [...inferred, ...manual];
}

/** A closed week's totals (closeWeekSummary): notes and moments per person and type. */
export interface WeekTotals {
  notes: number;
  notesByPerson: Record<string, number>;
  moments: Record<string, Partial<Record<MomentType, { inferred: number; manual: number }>>>;
}

/** Counts a week's notes and moments per person (what a rollover keeps when it closes a week). */
export function weekTotals(summary: WeekSummary): WeekTotals {
  const totals: WeekTotals = { notes: summary.notes.length, notesByPerson: {}, moments: {} };
  for (const note of summary.notes) {
    if (note.personKey) {
      totals.notesByPerson[note.personKey] = (totals.notesByPerson[note.personKey] ?? 0) + 1;
    }
  }
  for (const moment of momentsOfWeek(summary)) {
    const person = (totals.moments[moment.personKey] ??= {});
    const counts = (person[moment.type] ??= { inferred: 0, manual: 0 });
    counts[moment.source] += 1;
  }
  return totals;
}
