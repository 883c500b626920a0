/**
 * The entries of a week summary item and how they are read (pure, no I/O; the item:
 * week-summary-entity.ts, the writes: week-summary-store.ts).
 *
 * - A note's entry, attribute `n#<noteId>`, value `<rank>|<personKey>|<flags>|<types>|<savedAt>`:
 *   the note state's rank (`<createdAt>#<version, 10 digits>`, inferred-moments.ts), the person
 *   it is about (`dr#<id>`, `boss#<id>` or ''), `A` / `R` when its agenda / reflection has text,
 *   the moment types inferred from it (comma-separated) and its last save. A deleted note's entry
 *   is its deleted rank alone (`<createdAt>#~`), a tombstone. Because the rank leads the value, a
 *   write conditional on `stored <= mine` (string order) never lets an older state of the note
 *   overwrite a newer one, and repeating a write changes nothing.
 * - A moment captured by hand, attribute `m#<personKey>#<type>`, value the capture time; when the
 *   capture wrote a note (README 'Where the moments show'), attribute `c#<personKey>#<type>`,
 *   value that note's id, set and removed in the same writes as the moment.
 * - `dismissedBanners`: the banner ids dismissed that week.
 *
 * A note counts in its week: its 1:1's week for a meeting note, else the week it was created in,
 * in the user's zone (as its moments do). Size: about 100 bytes a note, so an item holds a few
 * thousand notes of one week within DynamoDB's 400 KB.
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

/** A week summary as read: its live notes, moments captured by hand and dismissed banners. */
export interface WeekSummary {
  weekStart: string;
  notes: NoteEntry[];
  manual: ManualEntry[];
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

/** The attribute of a moment captured by hand. */
export function manualEntryName(personKey: string, type: MomentType): string {
  return `${MANUAL_PREFIX}${personKey}#${type}`;
}

/** The attribute of the note a capture by hand wrote (value: its id). */
export function captureNoteEntryName(personKey: string, type: MomentType): string {
  return `${CAPTURE_NOTE_PREFIX}${personKey}#${type}`;
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

function decodeNoteEntry(noteId: string, value: unknown): NoteEntry | null {
  if (typeof value !== 'string') return null;
  const [rank = '', personKey = '', flags = '', types = '', savedAt = ''] = value.split(SEPARATOR);
  if (rank.endsWith(DELETED_RANK_SUFFIX)) return null;
  return {
    noteId,
    personKey,
    hasAgenda: flags.includes('A'),
    hasReflection: flags.includes('R'),
    types: types.split(',').filter(isMomentType),
    savedAt,
  };
}

/** The person and type an entry by hand names (`m#<personKey>#<type>`); null for another name. */
export function parseManualEntryName(name: string): Omit<ManualEntry, 'capturedAt'> | null {
  if (!name.startsWith(MANUAL_PREFIX)) return null;
  const rest = name.slice(MANUAL_PREFIX.length);
  const cut = rest.lastIndexOf('#');
  const type = rest.slice(cut + 1);
  if (cut <= 0 || !isMomentType(type)) return null;
  return { personKey: rest.slice(0, cut), type };
}

function decodeManualEntry(name: string, value: unknown): ManualEntry | null {
  const parsed = parseManualEntryName(name);
  return parsed && typeof value === 'string' ? { ...parsed, capturedAt: value } : null;
}

/** Reads a stored week summary item (raw attributes); null when there is none. */
export function decodeWeekSummary(item: Record<string, unknown> | undefined): WeekSummary | null {
  if (!item || typeof item.weekStart !== 'string') return null;
  const summary = emptyWeekSummary(item.weekStart);
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(NOTE_PREFIX)) {
      const entry = decodeNoteEntry(name.slice(NOTE_PREFIX.length), value);
      if (entry) summary.notes.push(entry);
    } else if (name.startsWith(MANUAL_PREFIX)) {
      const entry = decodeManualEntry(name, value);
      if (entry) summary.manual.push(entry);
    }
  }
  const dismissed = item.dismissedBanners;
  if (dismissed instanceof Set) summary.dismissedBanners = [...dismissed].map(String);
  else if (Array.isArray(dismissed)) summary.dismissedBanners = dismissed.map(String);
  return summary;
}

/** One moment of a week, inferred from a note or captured by hand (a summary read as moments). */
export interface WeekMoment {
  personKey: string;
  type: MomentType;
  source: 'inferred' | 'manual';
  noteId: string | null;
  occurredAt: string;
}

/** The week's moments: one per note and type inferred, one per person and type by hand. */
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
