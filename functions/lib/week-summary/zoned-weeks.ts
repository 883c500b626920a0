/**
 * Weeks follow the zone when read (docs/data.md#week-summaries): which week an
 * entry of a week summary, or an inferred moment, counts in is decided by its reader, in the
 * user's time zone at that moment, from the entry's own instant or date — never from the zone it
 * was written in. The item an entry is stored in is fixed when it is first written and only tells
 * a reader where to look. Pure, no I/O:
 *
 * - a note counts in its 1:1's week (a meeting note: the Monday of the date in its id), else in
 *   the week it was created in; it is stored in the item of its 1:1's week, else of its creation's
 *   week in UTC, so every state of a note, and its moments, go to the same item whatever the zone;
 * - a moment by hand counts in the week of its `countsAt` instant and is stored in the item of the
 *   week it was captured in (or set for), in the zone of that time; an older entry, named without
 *   its instant, counts in its item's week;
 * - a commitment kept counts in the week of the instant it was ticked done, and is stored in the
 *   item of that instant's UTC week;
 * - any zone's week of an instant is its UTC week or the one next to it (offsets are under a
 *   day), so an entry counting in week W is in item W − 1, W or W + 1: a reader of a week reads
 *   those three items (itemWeeksOf) and keeps what counts in it.
 */
import { addDays, addWeeks, format, parseISO } from 'date-fns';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { zonedWallTimeToUtc } from '../../../shared/domain/schedule';
import {
  addNoteToWeek,
  addToWeek,
  createdAtOfRank,
  emptyWeekSummary,
  newestFirst,
  type ManualEntry,
  type NoteEntry,
  type StoredManualEntry,
  type StoredNoteEntry,
  type WeekItem,
  type WeekSummary,
} from './week-summary-entries';
import { mondayOf, weekStartOf } from '../../../shared/domain/week';
import { slotWeekIn } from './note-slots';

/** How many weeks an entry's item can be from the week it counts in, in any zone. */
export const ITEM_REACH = 1;

/**
 * The item (Monday 'YYYY-MM-DD') a note's entry and its inferred moments are stored in: its 1:1's
 * week for a meeting note, else the UTC week of its creation. The same for every state of the note.
 */
export function noteItemWeek(noteId: string, createdAt: string): string {
  const meeting = parseMeetingId(noteId);
  return meeting ? mondayOf(meeting.localDate) : weekStartOf(new Date(createdAt), 'UTC');
}

/**
 * The week (Monday 'YYYY-MM-DD') a note counts in, in `timeZone`: its 1:1's week for a meeting
 * note, else the week in that zone of its creation (ISO 8601 UTC).
 */
export function noteWeekIn(noteId: string, createdAt: string, timeZone: string): string {
  const meeting = parseMeetingId(noteId);
  return meeting ? mondayOf(meeting.localDate) : weekStartOf(new Date(createdAt), timeZone);
}

/**
 * The week an inferred moment item counts in, in `timeZone`: its note's (noteWeekIn, the note's
 * creation time is the start of the moment's rank); its key's week when it has no note or rank.
 */
export function momentWeekIn(
  moment: { weekStart: string; noteId?: string | undefined; rank?: string | undefined },
  timeZone: string,
): string {
  if (!moment.noteId || !moment.rank) return moment.weekStart;
  return noteWeekIn(moment.noteId, createdAtOfRank(moment.rank), timeZone);
}

/**
 * The items (Mondays, ascending, no repeats) that can hold the entries of the weeks given: each
 * week and the ITEM_REACH weeks on either side.
 */
export function itemWeeksOf(weekStarts: Iterable<string>): string[] {
  const items = new Set<string>();
  for (const weekStart of weekStarts) {
    for (let offset = -ITEM_REACH; offset <= ITEM_REACH; offset += 1) {
      items.add(format(addWeeks(parseISO(weekStart), offset), 'yyyy-MM-dd'));
    }
  }
  return [...items].sort();
}

/**
 * The instant a moment set by hand for the week `weekStart` counts at (ISO 8601 UTC): `now` when
 * it is in that week in `timeZone`, else Thursday 12:00 of that week in the zone — three and a
 * half days from either end, so it stays in that week in any zone the user moves to.
 */
export function manualCountsAt(now: Date, weekStart: string, timeZone: string): string {
  if (weekStartOf(now, timeZone) === weekStart) return now.toISOString();
  const thursday = format(addDays(parseISO(weekStart), 3), 'yyyy-MM-dd');
  return zonedWallTimeToUtc(thursday, '12:00', timeZone).toISOString();
}

/**
 * The week a moment by hand counts in, in `timeZone`: its `countsAt` instant's. An older entry,
 * named without its instant, counts in its item's week, as it always did: its capture time cannot
 * tell a capture at the edge of that week from a flag set for that week during the next one.
 */
export function manualWeekIn(entry: StoredManualEntry, timeZone: string): string {
  return entry.countsAt ? weekStartOf(new Date(entry.countsAt), timeZone) : entry.itemWeek;
}

/** Each note's latest state among the items (the highest rank; a tombstone beats its versions). */
function latestNoteStates(items: readonly (WeekItem | null)[]): StoredNoteEntry[] {
  const latest = new Map<string, StoredNoteEntry>();
  for (const item of items) {
    for (const note of item?.notes ?? []) {
      const known = latest.get(note.noteId);
      if (!known || note.rank > known.rank) latest.set(note.noteId, note);
    }
  }
  return [...latest.values()];
}

/** The note's entry without its bookkeeping (the version's rank, whether it was deleted). */
function asNoteEntry({ rank: _rank, deleted: _deleted, ...entry }: StoredNoteEntry): NoteEntry {
  return entry;
}

/**
 * The weeks of the user's zone from the items read: each slot's counters and latest moments in
 * the week the slot counts in (note-slots.ts), each 1:1 note's flags in its item's week, an older
 * item's live notes in the week they count in (one entry per note, its latest state), one moment
 * by hand per week, person and type (the latest capture), and each item's dismissed banners in
 * its own week. A week is complete only when all its itemWeeksOf were among the items; callers
 * read those for the weeks they use.
 */
export function zonedWeeks(
  items: readonly (WeekItem | null)[],
  timeZone: string,
): Map<string, WeekSummary> {
  const weeks = new Map<string, WeekSummary>();
  const weekOf = (weekStart: string): WeekSummary => {
    let week = weeks.get(weekStart);
    if (!week) weeks.set(weekStart, (week = emptyWeekSummary(weekStart)));
    return week;
  };
  for (const item of items) {
    if (!item) continue;
    for (const counter of item.counters) {
      const week = weekOf(slotWeekIn(counter.slot, item.itemWeek, timeZone));
      addToWeek(week, counter.personKey, counter.metric, counter.count);
    }
    for (const flags of item.meetingNotes) weekOf(item.itemWeek).meetingNotes.push(flags);
    for (const { slot, name: _name, ...moment } of item.latest) {
      weekOf(slotWeekIn(slot, item.itemWeek, timeZone)).latest.push(moment);
    }
  }
  for (const note of latestNoteStates(items)) {
    if (note.deleted) continue;
    addNoteToWeek(
      weekOf(noteWeekIn(note.noteId, createdAtOfRank(note.rank), timeZone)),
      asNoteEntry(note),
      parseMeetingId(note.noteId) !== null,
    );
  }
  for (const week of weeks.values()) week.latest.sort(newestFirst);
  const manual = new Map<string, { weekStart: string; entry: ManualEntry }>();
  for (const entry of items.flatMap((item) => item?.manual ?? [])) {
    const weekStart = manualWeekIn(entry, timeZone);
    const key = `${weekStart}|${entry.personKey}|${entry.type}`;
    const known = manual.get(key);
    if (!known || entry.capturedAt > known.entry.capturedAt) {
      const { personKey, type, capturedAt } = entry;
      manual.set(key, { weekStart, entry: { personKey, type, capturedAt } });
    }
  }
  for (const { weekStart, entry } of manual.values()) weekOf(weekStart).manual.push(entry);
  const kept = new Map<string, string>();
  for (const entry of items.flatMap((item) => item?.kept ?? [])) {
    const known = kept.get(entry.commitmentId);
    if (!known || entry.doneAt > known) kept.set(entry.commitmentId, entry.doneAt);
  }
  for (const [commitmentId, doneAt] of kept) {
    weekOf(weekStartOf(new Date(doneAt), timeZone)).commitmentsKept.push(commitmentId);
  }
  for (const item of items) {
    if (item && item.dismissedBanners.length > 0) {
      weekOf(item.itemWeek).dismissedBanners.push(...item.dismissedBanners);
    }
  }
  return weeks;
}

/** One week of zonedWeeks (empty when nothing counts in it). */
export function zonedWeek(weeks: ReadonlyMap<string, WeekSummary>, weekStart: string): WeekSummary {
  return weeks.get(weekStart) ?? emptyWeekSummary(weekStart);
}

/**
 * Every stored moment by hand of the person (and type, when given) that counts in `weekStart` in
 * `timeZone`, latest capture first: what a capture, a removal or the weekly flags change.
 */
export function manualEntriesOfWeek(
  items: readonly (WeekItem | null)[],
  timeZone: string,
  weekStart: string,
  personKey: string,
  type?: StoredManualEntry['type'],
): StoredManualEntry[] {
  return items
    .flatMap((item) => item?.manual ?? [])
    .filter(
      (entry) =>
        entry.personKey === personKey &&
        (!type || entry.type === type) &&
        manualWeekIn(entry, timeZone) === weekStart,
    )
    .sort((a, b) => compareCodeUnits(b.capturedAt, a.capturedAt));
}
