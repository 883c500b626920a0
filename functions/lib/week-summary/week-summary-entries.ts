/**
 * The entries of a week summary item and how they are read (pure, no I/O; the item:
 * data/schema/week-summary-entity.ts, the writes: week-summary-store.ts, the week each entry counts in:
 * zoned-weeks.ts; docs/data.md#week-summaries).
 *
 * - Counters of notes, attribute `k#<slot>#<personKey>#<metric>`, a number: how many notes of that
 *   slot (note-slots.ts: where the note counts, `w`, `m` or a quarter hour near the week's ends)
 *   are about that person (`dr#<id>`, `boss#<id>`, or '' for no one), metric `n`, and how many of
 *   them carry each moment type inferred from them, metric the type's one-letter code (`g`
 *   feedback given, `a` asked, `r` recognition, `t` team wins, `p` priorities, `u` updates). Written with ADD by the
 *   note-moments consumer, a note's change as the difference between its counted state and its new
 *   one (note-contribution.ts), exactly once (week-summary-store.ts `recordNoteSummary`).
 * - A 1:1 note's flags, attribute `f#<noteId>` = `A` when its agenda has text, `R` when its
 *   reflection has, both, or `-`: the dashboard's and the nudges' 'prep done' and 'reflection
 *   done'. One per 1:1 of the week, not per note.
 * - The latest moments inferred, attribute `l#<noteId>#<type>` = `<occurredAt>|<personKey>|<slot>`:
 *   the newest LATEST_KEPT of the item, the dashboard's recent insights.
 * - `applying`: a string set of the note states being counted (`<noteId>#<rank>`), which makes a
 *   repeated count a no-op; empty between writes.
 * - Older items hold one entry per note instead, attribute `n#<noteId>`, value
 *   `<rank>|<personKey>|<flags>|<types>|<savedAt>` (a deleted note's: its deleted rank alone, a
 *   tombstone). They are still read, and a note's first count in counters removes its entry.
 * - A moment captured by hand, attribute `m#<personKey>#<type>#<countsAt>`, value the capture
 *   time: `countsAt` is the instant whose week it counts in (the first capture's time, or a
 *   moment of the week a flag was set for), so every capture has its own name and none overwrites
 *   another's week; when the capture wrote a note (docs/product.md#where-the-moments-show),
 *   attribute `c#<personKey>#<type>#<countsAt>`, value that note's id, set and removed with it.
 *   Entries written before, `m#<personKey>#<type>` / `c#<personKey>#<type>`, count in their item's
 *   week (their capture time cannot tell a capture of that week from a flag set for it later).
 * - `dismissedBanners`: the banner ids dismissed, on the item of the week the id names.
 * - A commitment kept, attribute `d#<commitmentId>` = when it was ticked done (ISO 8601 UTC), on
 *   the item of that instant's UTC week; removed when it is reopened (commitments/commitment-store.ts).
 *   It counts in the week of its instant in the reader's zone, once per commitment.
 *
 * Size: the counters grow with the people and slots used, the flags with the week's 1:1s, the
 * latest moments are capped: a week of 10,000 notes about 10 people takes a few kB.
 */
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { isNoteSlot } from './note-slots';
import { MOMENT_TYPES, type MomentType } from '../../../shared/domain/moments';

/** The attribute name prefix of a note's entry (older items). */
const NOTE_PREFIX = 'n#';
/** The attribute name prefix of a counter. */
const COUNTER_PREFIX = 'k#';
/** The attribute name prefix of a 1:1 note's flags. */
const FLAGS_PREFIX = 'f#';
/** The attribute name prefix of a latest moment. */
const LATEST_PREFIX = 'l#';
/** The attribute name prefix of a moment captured by hand. */
const MANUAL_PREFIX = 'm#';
/** The attribute name prefix of the note a capture by hand wrote. */
const CAPTURE_NOTE_PREFIX = 'c#';
/** The attribute name prefix of a commitment kept (ticked done). */
const KEPT_PREFIX = 'd#';
const SEPARATOR = '|';
const DELETED_RANK_SUFFIX = '#~';
/** The counter metric of notes (the others are moment types). */
export const NOTES_METRIC = 'n';
/** The note states being counted, a string set (see the module comment). */
export const APPLYING_ATTRIBUTE = 'applying';
/** How many latest moments an item keeps (the dashboard shows 10, docs/product.md#the-weekly-picture). */
export const LATEST_KEPT = 12;

/** A note as an older item's entry records it; also what a reader counts a note from. */
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

/** A 1:1 note's flags: whether its agenda and its reflection have text. */
export interface MeetingNoteFlags {
  /** The note's id (its 1:1's id). */
  noteId: string;
  hasAgenda: boolean;
  hasReflection: boolean;
}

/** How many of a week's notes about a person carry a moment type. */
export interface InferredCount {
  personKey: string;
  type: MomentType;
  count: number;
}

/** A moment inferred from a note, as the latest moments keep it. */
export interface LatestMoment {
  noteId: string;
  personKey: string;
  type: MomentType;
  /** The note's last save (ISO 8601 UTC). */
  occurredAt: string;
}

/**
 * A zone's week as its reader sees it (zoned-weeks.ts): how many notes count in it per person,
 * the flags of its 1:1 notes, the moments inferred from its notes (counts per person and type, and
 * the newest few), the moments by hand that count in it (one per person and type) and the banners
 * dismissed that week.
 */
export interface WeekSummary {
  weekStart: string;
  /** Person key ('' for no one) → notes that count in the week. */
  notesByPerson: Record<string, number>;
  meetingNotes: MeetingNoteFlags[];
  inferred: InferredCount[];
  /** The newest moments inferred (at most LATEST_KEPT an item), newest first. */
  latest: LatestMoment[];
  manual: ManualEntry[];
  dismissedBanners: string[];
  /** Ids of the commitments ticked done in the week (each once). */
  commitmentsKept: string[];
}

/** A commitment kept, as stored: its id and when it was ticked done (ISO 8601 UTC). */
export interface StoredKeptEntry {
  commitmentId: string;
  doneAt: string;
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

/** A counter as stored: notes of a slot about a person, or those carrying a moment type. */
export interface StoredCounter {
  slot: string;
  personKey: string;
  /** NOTES_METRIC or a moment type. */
  metric: string;
  count: number;
}

/** A latest moment as stored, with the slot of its note. */
export interface StoredLatestMoment extends LatestMoment {
  slot: string;
  /** Its attribute. */
  name: string;
}

/**
 * A stored week summary item as read: its counters, 1:1 flags and latest moments, an older
 * item's note entries (tombstones too), the moments by hand it holds, whichever week they count
 * in, and the banners dismissed in its own week.
 */
export interface WeekItem {
  /** Monday 'YYYY-MM-DD' of the item (`WEEK#<itemWeek>`). */
  itemWeek: string;
  counters: StoredCounter[];
  meetingNotes: MeetingNoteFlags[];
  latest: StoredLatestMoment[];
  notes: StoredNoteEntry[];
  manual: StoredManualEntry[];
  dismissedBanners: string[];
  kept: StoredKeptEntry[];
}

/** The summary of a week with nothing recorded. */
export function emptyWeekSummary(weekStart: string): WeekSummary {
  return {
    weekStart,
    notesByPerson: {},
    meetingNotes: [],
    inferred: [],
    latest: [],
    manual: [],
    dismissedBanners: [],
    commitmentsKept: [],
  };
}

/** A counter's metric as its name carries it: one character (NOTES_METRIC, or a type's code). */
const METRIC_CODES: Record<string, string> = {
  [NOTES_METRIC]: 'n',
  feedbackGiven: 'g',
  feedbackAsked: 'a',
  recognition: 'r',
  teamWins: 't',
  prioritiesAligned: 'p',
  proactiveUpdates: 'u',
} satisfies Record<MomentType | typeof NOTES_METRIC, string>;
const METRIC_OF_CODE = new Map(
  Object.entries(METRIC_CODES).map(([metric, code]) => [code, metric]),
);

/** The attribute of a counter: `k#<slot>#<personKey>#<metric code>` (see the module comment). */
export function counterName(slot: string, personKey: string, metric: string): string {
  return `${COUNTER_PREFIX}${slot}#${personKey}#${METRIC_CODES[metric] ?? metric}`;
}

/** The attribute of a 1:1 note's flags. */
export function meetingFlagsName(noteId: string): string {
  return `${FLAGS_PREFIX}${noteId}`;
}

/** The value of a 1:1 note's flags: `A`, `R`, `AR`, or `-` for neither. */
export function meetingFlagsValue(flags: { hasAgenda: boolean; hasReflection: boolean }): string {
  return `${flags.hasAgenda ? 'A' : ''}${flags.hasReflection ? 'R' : ''}` || '-';
}

/** The attribute of a latest moment. */
export function latestMomentName(noteId: string, type: MomentType): string {
  return `${LATEST_PREFIX}${noteId}#${type}`;
}

/** The value of a latest moment: `<occurredAt>|<personKey>|<slot>`. */
export function latestMomentValue(occurredAt: string, personKey: string, slot: string): string {
  return [occurredAt, personKey, slot].join(SEPARATOR);
}

/** The token of a note state being counted (`applying`). */
export function applyingToken(noteId: string, rank: string): string {
  return `${noteId}#${rank}`;
}

/** The attribute of a note's entry (older items). */
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

/** The attribute of a commitment kept (value: when it was ticked done, ISO 8601 UTC). */
export function keptEntryName(commitmentId: string): string {
  return `${KEPT_PREFIX}${commitmentId}`;
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

/** Whether `value` names a moment type (an entry's types and names are plain strings). */
export const isMomentType = (value: string): value is MomentType =>
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

/** A counter's parts from its name (`k#<slot>#<personKey>#<metric>`); null for another name. */
function decodeCounter(name: string, value: unknown): StoredCounter | null {
  if (typeof value !== 'number' && typeof value !== 'bigint') return null;
  const parts = name.slice(COUNTER_PREFIX.length).split('#');
  if (parts.length < 3) return null;
  const slot = parts.shift()!;
  const metric = METRIC_OF_CODE.get(parts.pop()!);
  if (!metric || !isNoteSlot(slot)) return null;
  return { slot, personKey: parts.join('#'), metric, count: Number(value) };
}

function decodeLatest(name: string, value: unknown): StoredLatestMoment | null {
  if (typeof value !== 'string') return null;
  const rest = name.slice(LATEST_PREFIX.length);
  const cut = rest.lastIndexOf('#');
  const type = rest.slice(cut + 1);
  if (cut <= 0 || !isMomentType(type)) return null;
  const [occurredAt = '', personKey = '', slot = ''] = value.split(SEPARATOR);
  return { noteId: rest.slice(0, cut), type, occurredAt, personKey, slot, name };
}

/** Reads a stored week summary item (raw attributes); null when there is none. */
export function decodeWeekItem(item: Record<string, unknown> | undefined): WeekItem | null {
  if (!item || typeof item.weekStart !== 'string') return null;
  const itemWeek = item.weekStart;
  const read: WeekItem = {
    itemWeek,
    counters: [],
    meetingNotes: [],
    latest: [],
    notes: [],
    manual: [],
    dismissedBanners: [],
    kept: [],
  };
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(COUNTER_PREFIX)) {
      const counter = decodeCounter(name, value);
      if (counter && counter.count !== 0) read.counters.push(counter);
    } else if (name.startsWith(FLAGS_PREFIX)) {
      if (typeof value === 'string') {
        read.meetingNotes.push({
          noteId: name.slice(FLAGS_PREFIX.length),
          hasAgenda: value.includes('A'),
          hasReflection: value.includes('R'),
        });
      }
    } else if (name.startsWith(LATEST_PREFIX)) {
      const latest = decodeLatest(name, value);
      if (latest) read.latest.push(latest);
    } else if (name.startsWith(NOTE_PREFIX)) {
      const entry = decodeNoteEntry(name.slice(NOTE_PREFIX.length), value);
      if (entry) read.notes.push(entry);
    } else if (name.startsWith(MANUAL_PREFIX)) {
      const entry = decodeManualEntry(item, itemWeek, name, value);
      if (entry) read.manual.push(entry);
    } else if (name.startsWith(KEPT_PREFIX)) {
      if (typeof value === 'string' && INSTANT.test(value)) {
        read.kept.push({ commitmentId: name.slice(KEPT_PREFIX.length), doneAt: value });
      }
    }
  }
  const dismissed = item.dismissedBanners;
  if (dismissed instanceof Set) read.dismissedBanners = [...dismissed].map(String);
  else if (Array.isArray(dismissed)) read.dismissedBanners = dismissed.map(String);
  return read;
}

/** Adds `count` to a week's notes of a person (or, with `type`, to its moments of that type). */
export function addToWeek(
  summary: WeekSummary,
  personKey: string,
  metric: string,
  count: number,
): void {
  if (metric === NOTES_METRIC) {
    summary.notesByPerson[personKey] = (summary.notesByPerson[personKey] ?? 0) + count;
    return;
  }
  if (!isMomentType(metric)) return;
  const known = summary.inferred.find(
    (entry) => entry.personKey === personKey && entry.type === metric,
  );
  if (known) known.count += count;
  else summary.inferred.push({ personKey, type: metric, count });
}

/**
 * Counts one note in a week (an older item's entry, or a note given whole): its person's notes,
 * its 1:1 flags when it is a 1:1's note (`meeting`), its moments, and each as a latest moment.
 */
export function addNoteToWeek(summary: WeekSummary, note: NoteEntry, meeting: boolean): void {
  addToWeek(summary, note.personKey, NOTES_METRIC, 1);
  if (meeting) {
    const { noteId, hasAgenda, hasReflection } = note;
    summary.meetingNotes.push({ noteId, hasAgenda, hasReflection });
  }
  for (const type of note.types) {
    addToWeek(summary, note.personKey, type, 1);
    summary.latest.push({
      noteId: note.noteId,
      personKey: note.personKey,
      type,
      occurredAt: note.savedAt,
    });
  }
}

/**
 * A week made of whole notes, moments by hand and dismissals, as a reader sees it: a note whose
 * id is a 1:1's keeps its flags.
 */
export function weekSummaryOf(
  weekStart: string,
  parts: {
    notes?: readonly NoteEntry[];
    manual?: readonly ManualEntry[];
    dismissedBanners?: readonly string[];
  } = {},
): WeekSummary {
  const summary = emptyWeekSummary(weekStart);
  for (const note of parts.notes ?? []) {
    addNoteToWeek(summary, note, parseMeetingId(note.noteId) !== null);
  }
  summary.latest.sort(newestFirst);
  summary.manual = [...(parts.manual ?? [])];
  summary.dismissedBanners = [...(parts.dismissedBanners ?? [])];
  return summary;
}

/** Orders latest moments newest first (then by note id and type, so the order is stable). */
export function newestFirst(a: LatestMoment, b: LatestMoment): number {
  if (a.occurredAt !== b.occurredAt) return a.occurredAt < b.occurredAt ? 1 : -1;
  if (a.noteId !== b.noteId) return a.noteId < b.noteId ? -1 : 1;
  return a.type < b.type ? -1 : a.type > b.type ? 1 : 0;
}

/** How many notes count in the week. */
export function notesOfWeek(summary: WeekSummary): number {
  return Object.values(summary.notesByPerson).reduce((sum, count) => sum + count, 0);
}

/**
 * One moment of a week, inferred from notes or captured by hand (a summary read as moments):
 * `count` moments of one person and type, `noteId` and `occurredAt` those of the one moment it
 * stands for (a latest moment, or one by hand) or null and the week's start for a count.
 */
export interface WeekMoment {
  personKey: string;
  type: MomentType;
  source: 'inferred' | 'manual';
  noteId: string | null;
  occurredAt: string;
  count: number;
}

/** The instant a week's counts stand at: its Monday 00:00 UTC (ISO 8601). */
function countedAt(weekStart: string): string {
  return `${weekStart}T00:00:00.000Z`;
}

/**
 * The week's moments: the inferred ones counted per person and type, one per entry by hand (a
 * zone's week holds one per person and type: zoned-weeks.ts).
 */
export function momentsOfWeek(summary: WeekSummary): WeekMoment[] {
  const inferred = summary.inferred
    .filter((entry) => entry.count > 0)
    .map((entry): WeekMoment => ({
      personKey: entry.personKey,
      type: entry.type,
      source: 'inferred',
      noteId: null,
      occurredAt: countedAt(summary.weekStart),
      count: entry.count,
    }));
  return [...inferred, ...manualMoments(summary)];
}

function manualMoments(summary: WeekSummary): WeekMoment[] {
  return summary.manual.map((entry): WeekMoment => ({
    personKey: entry.personKey,
    type: entry.type,
    source: 'manual',
    noteId: null,
    occurredAt: entry.capturedAt,
    count: 1,
  }));
}

/**
 * The week's moments one by one, as a list shows them: its newest inferred ones (the latest
 * moments) and its moments by hand.
 */
export function shownMomentsOfWeek(summary: WeekSummary): WeekMoment[] {
  const inferred = summary.latest.map((moment): WeekMoment => ({
    personKey: moment.personKey,
    type: moment.type,
    source: 'inferred',
    noteId: moment.noteId,
    occurredAt: moment.occurredAt,
    count: 1,
  }));
  return [...inferred, ...manualMoments(summary)];
}

/** A closed week's totals (closeWeekSummary): notes and moments per person and type. */
export interface WeekTotals {
  notes: number;
  notesByPerson: Record<string, number>;
  moments: Record<string, Partial<Record<MomentType, { inferred: number; manual: number }>>>;
}

/** Counts a week's notes and moments per person (what a rollover keeps when it closes a week). */
export function weekTotals(summary: WeekSummary): WeekTotals {
  const totals: WeekTotals = { notes: notesOfWeek(summary), notesByPerson: {}, moments: {} };
  for (const [personKey, count] of Object.entries(summary.notesByPerson)) {
    if (personKey && count > 0) totals.notesByPerson[personKey] = count;
  }
  for (const moment of momentsOfWeek(summary)) {
    const person = (totals.moments[moment.personKey] ??= {});
    const counts = (person[moment.type] ??= { inferred: 0, manual: 0 });
    counts[moment.source] += moment.count;
  }
  return totals;
}
