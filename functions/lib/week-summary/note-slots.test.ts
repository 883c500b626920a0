/**
 * A note's slot (note-slots.ts): read in any zone, a slot places the note in the week it was
 * created in, in that zone — the same week as its own creation instant would.
 */
import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../../shared/domain/constants';
import { meetingId } from '../../../shared/domain/meeting-id';
import { weekStartOf } from '../../../shared/domain/week';
import { EDGE_MS, isNoteSlot, MEETING_SLOT, MID_SLOT, noteSlotOf, slotWeekIn } from './note-slots';
import { noteItemWeek } from './zoned-weeks';

/** The offered zones, and the furthest offsets any zone has (−12 h, +14 h, +12:45 h). */
const ZONES = [...TIME_ZONES, 'Etc/GMT+12', 'Pacific/Kiritimati', 'Pacific/Chatham'];
const MEETING_NOTE = meetingId('directReport', 'ann', '2026-03-11');

describe('the slot of a note', () => {
  it("is `w` for a 1:1's note, whenever it was written", () => {
    expect(noteSlotOf(MEETING_NOTE, '2026-03-09T00:05:00.000Z')).toBe(MEETING_SLOT);
    expect(noteSlotOf(MEETING_NOTE, '2026-03-12T12:00:00.000Z')).toBe(MEETING_SLOT);
  });

  it('is `m` from 14 hours after the UTC week starts until 14 hours before it ends', () => {
    expect(noteSlotOf('note_1', '2026-03-09T14:00:00.000Z')).toBe(MID_SLOT);
    expect(noteSlotOf('note_1', '2026-03-12T12:00:00.000Z')).toBe(MID_SLOT);
    expect(noteSlotOf('note_1', '2026-03-15T09:59:59.999Z')).toBe(MID_SLOT);
  });

  it('is the quarter hour of its creation near either end of the week, in base 36', () => {
    // Quarter hours from Monday 00:00 UTC: 55 (13:45), 0, 616 (Sunday 10:00), 671 (Sunday 23:45).
    expect(noteSlotOf('note_1', '2026-03-09T13:59:59.999Z')).toBe('1j');
    expect(noteSlotOf('note_1', '2026-03-09T00:00:00.000Z')).toBe('00');
    expect(noteSlotOf('note_1', '2026-03-15T10:00:00.000Z')).toBe('h4');
    expect(noteSlotOf('note_1', '2026-03-15T23:59:59.999Z')).toBe('in');
  });

  it('is one of the slots a reader knows', () => {
    for (const slot of [MEETING_SLOT, MID_SLOT, '00', 'in']) expect(isNoteSlot(slot)).toBe(true);
    for (const slot of ['', 'x', 'io', '2026-03-15T23']) expect(isNoteSlot(slot)).toBe(false);
  });
});

describe('the week a slot counts in', () => {
  it.each(ZONES)(
    '%s: the week of the note’s creation, every 7½ minutes of two weeks around each DST change',
    (timeZone) => {
      // Weeks holding the 2026 DST changes of Europe and the US, and an ordinary one.
      const weeks = ['2026-03-02', '2026-03-23', '2026-10-19', '2026-06-08'];
      for (const monday of weeks) {
        const start = Date.parse(`${monday}T00:00:00Z`) - EDGE_MS;
        for (let at = start; at < start + 14 * 86_400_000; at += 450_000) {
          const createdAt = new Date(at).toISOString();
          const slot = noteSlotOf('note_1', createdAt);
          expect(slotWeekIn(slot, noteItemWeek('note_1', createdAt), timeZone), createdAt).toBe(
            weekStartOf(new Date(at), timeZone),
          );
        }
      }
    },
  );

  it("is the item's own week for `w` and `m`", () => {
    expect(slotWeekIn(MEETING_SLOT, '2026-03-09', 'Pacific/Kiritimati')).toBe('2026-03-09');
    expect(slotWeekIn(MID_SLOT, '2026-03-09', 'Etc/GMT+12')).toBe('2026-03-09');
  });
});
