/**
 * What a note's change does to its week summary item (note-contribution.ts): the counters move by
 * the difference between the state counted and the new one, so counting every change of a note
 * leaves exactly one note counted, with the moments of its last state.
 */
import { describe, expect, it } from 'vitest';
import {
  contributionChanges,
  decodeContribution,
  encodeContribution,
  type NoteContribution,
} from './note-contribution';
import { decodeWeekItem, weekSummaryOf } from './week-summary-entries';
import { zonedWeek, zonedWeeks } from './zoned-weeks';

const WEEK = '2026-03-09';
const state = (changes: Partial<NoteContribution> = {}): NoteContribution => ({
  slot: 'm',
  personKey: 'dr#ann',
  meeting: null,
  types: ['recognition'],
  occurredAt: '2026-03-11T10:00:00.000Z',
  ...changes,
});

/** Applies changes to a raw item as DynamoDB would (ADD, SET, REMOVE). */
function apply(
  item: Record<string, unknown>,
  changes: ReturnType<typeof contributionChanges>,
): Record<string, unknown> {
  const next = { ...item };
  for (const [name, delta] of Object.entries(changes.add)) {
    next[name] = ((next[name] as number | undefined) ?? 0) + delta;
  }
  Object.assign(next, changes.set);
  for (const name of changes.remove) delete next[name];
  return next;
}

const readWeek = (item: Record<string, unknown>) =>
  zonedWeek(zonedWeeks([decodeWeekItem(item)], 'Europe/London'), WEEK);

describe("a note's contribution", () => {
  it('reads back as written', () => {
    const meeting = state({ meeting: { hasAgenda: true, hasReflection: false }, types: [] });
    for (const written of [state(), meeting, state({ personKey: '', types: [] })]) {
      expect(decodeContribution(encodeContribution(written))).toEqual(written);
    }
    expect(decodeContribution('')).toBeNull();
    expect(decodeContribution('not|a|contribution')).toBeNull();
  });

  it('counts a note once through its edits, with the moments of its last state, and none once deleted', () => {
    const states = [
      state(),
      state({ types: ['recognition', 'feedbackGiven'], occurredAt: '2026-03-11T11:00:00.000Z' }),
      state({ types: ['feedbackGiven'], occurredAt: '2026-03-11T12:00:00.000Z' }),
    ];
    let item: Record<string, unknown> = { weekStart: WEEK };
    let counted: NoteContribution | null = null;
    for (const next of states) {
      item = apply(item, contributionChanges('note_1', counted, next));
      counted = next;
    }
    const week = readWeek(item);
    expect(week.notesByPerson).toEqual({ 'dr#ann': 1 });
    expect(week.inferred.filter((entry) => entry.count > 0)).toEqual([
      { personKey: 'dr#ann', type: 'feedbackGiven', count: 1 },
    ]);
    expect(week.latest).toEqual([
      {
        noteId: 'note_1',
        personKey: 'dr#ann',
        type: 'feedbackGiven',
        occurredAt: '2026-03-11T12:00:00.000Z',
      },
    ]);

    item = apply(item, contributionChanges('note_1', counted, null));
    const gone = readWeek(item);
    expect(gone.notesByPerson).toEqual({});
    expect(gone.inferred).toEqual([]);
    expect(gone.latest).toEqual([]);
  });

  it("keeps a 1:1 note's flags, and drops them with the note", () => {
    const prep = state({
      meeting: { hasAgenda: true, hasReflection: false },
      slot: 'w',
      types: [],
    });
    const reflected = { ...prep, meeting: { hasAgenda: true, hasReflection: true } };
    let item = apply({ weekStart: WEEK }, contributionChanges('dr-ann-20260311', null, prep));
    item = apply(item, contributionChanges('dr-ann-20260311', prep, reflected));
    expect(readWeek(item).meetingNotes).toEqual([
      { noteId: 'dr-ann-20260311', hasAgenda: true, hasReflection: true },
    ]);
    item = apply(item, contributionChanges('dr-ann-20260311', reflected, null));
    expect(readWeek(item).meetingNotes).toEqual([]);
  });

  it("replaces an older item's entry of the note the first time the note is counted", () => {
    const older = weekSummaryOf(WEEK, {
      notes: [
        {
          noteId: 'note_1',
          personKey: 'dr#ann',
          hasAgenda: false,
          hasReflection: false,
          types: ['recognition'],
          savedAt: '2026-03-11T09:00:00.000Z',
        },
      ],
    });
    const changes = contributionChanges('note_1', null, state());
    expect(changes.remove).toContain('n#note_1');
    const item = apply(
      {
        weekStart: WEEK,
        'n#note_1': `2026-03-11T09:00:00.000Z#0000000001|dr#ann||recognition|2026-03-11T09:00:00.000Z`,
      },
      changes,
    );
    expect(readWeek(item).notesByPerson).toEqual(older.notesByPerson);
    expect(readWeek(item).inferred).toEqual(older.inferred);
  });
});
