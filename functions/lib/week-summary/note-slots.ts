/**
 * Where a note is counted inside its week summary item (docs/data.md#week-summaries): its slot.
 * The item keeps counters per slot, person and kind instead of one entry per note, and a reader
 * places each slot in the week of the user's zone when it reads (zoned-weeks.ts). Pure, no I/O.
 *
 * - A 1:1's note counts in its 1:1's week in every zone: slot `w` (the item's own week).
 * - Any other note counts in the week it was created in, in the reader's zone. Created at least
 *   14 hours from both ends of its UTC week (the item's week), it is in that week in every zone
 *   (offsets run from −12 to +14 hours): slot `m`.
 * - Created within 14 hours of either end, its week depends on the zone: its slot is the quarter
 *   hour it was created in, numbered from the item's week's start (Monday 00:00 UTC) in base 36,
 *   two characters. Every zone's offset is a whole number of quarter hours, so a zone's week
 *   starts on a quarter hour's edge and a whole slot is in one week of any zone. At most 112 such
 *   slots a week, so the item's size is bounded whatever the number of notes.
 */
import { parseMeetingId } from '../../../shared/domain/meeting-id';
import { weekStartOf } from '../../../shared/domain/week';

/** The slot of 1:1 notes: the item's own week in every zone. */
export const MEETING_SLOT = 'w';
/** The slot of the notes created far enough from the week's ends to be in it in every zone. */
export const MID_SLOT = 'm';
/** How near either end of its UTC week a note's week depends on the zone (ms): 14 hours. */
export const EDGE_MS = 14 * 3_600_000;
/** The width of an edge slot (ms): a quarter hour, the unit of every zone's offset. */
export const SLOT_MS = 15 * 60_000;
const WEEK_MS = 7 * 86_400_000;
const EDGE_SLOT = /^[0-9a-z]{2}$/;
const SLOTS_PER_WEEK = WEEK_MS / SLOT_MS;

/** The UTC instant (ms) of a Monday 'YYYY-MM-DD' at 00:00 UTC. */
function mondayMs(weekStart: string): number {
  return Date.parse(`${weekStart}T00:00:00Z`);
}

/**
 * The slot of a note (`noteId`, `createdAt` ISO 8601 UTC) in its item (see the module comment).
 * The same for every state of the note.
 */
export function noteSlotOf(noteId: string, createdAt: string): string {
  if (parseMeetingId(noteId)) return MEETING_SLOT;
  const created = Date.parse(createdAt);
  const start = mondayMs(weekStartOf(new Date(created), 'UTC'));
  if (created - start >= EDGE_MS && start + WEEK_MS - created > EDGE_MS) return MID_SLOT;
  return Math.floor((created - start) / SLOT_MS)
    .toString(36)
    .padStart(2, '0');
}

/** Whether `slot` is one noteSlotOf can answer. */
export function isNoteSlot(slot: string): boolean {
  return (
    slot === MEETING_SLOT ||
    slot === MID_SLOT ||
    (EDGE_SLOT.test(slot) && parseInt(slot, 36) < SLOTS_PER_WEEK)
  );
}

/**
 * The week (Monday 'YYYY-MM-DD') the notes of `slot` in the item of `itemWeek` count in, in
 * `timeZone`: the item's week for `w` and `m`, the week of the quarter hour's start otherwise.
 */
export function slotWeekIn(slot: string, itemWeek: string, timeZone: string): string {
  if (slot === MEETING_SLOT || slot === MID_SLOT) return itemWeek;
  return weekStartOf(new Date(mondayMs(itemWeek) + parseInt(slot, 36) * SLOT_MS), timeZone);
}
