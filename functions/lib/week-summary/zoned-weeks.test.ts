/**
 * Weeks follow the zone when read (zoned-weeks.ts): the week a note, a moment by hand or an
 * inferred moment counts in is its instant's week in the reader's zone, whichever zone it was
 * written in; its item never moves, and is always within reach of that week, in any zone.
 */
import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../../shared/domain/constants';
import {
  captureNoteEntryName,
  decodeWeekItem,
  deletedNoteEntryValue,
  keptEntryName,
  manualEntryName,
  noteEntryName,
  noteEntryValue,
  type WeekItem,
} from './week-summary-entries';
import {
  ITEM_REACH,
  itemWeeksOf,
  manualCountsAt,
  manualEntriesOfWeek,
  momentWeekIn,
  noteItemWeek,
  noteWeekIn,
  zonedWeek,
  zonedWeeks,
} from './zoned-weeks';
import { weekStartOf } from '../../../shared/domain/week';

const KOLKATA = 'Asia/Kolkata';
const LOS_ANGELES = 'America/Los_Angeles';
/** Monday 2 March 2026, 02:00 in Kolkata; still Sunday 1 March, 12:30, in Los Angeles. */
const EDGE = '2026-03-01T20:30:00.000Z';
const KOLKATA_WEEK = '2026-03-02';
const LOS_ANGELES_WEEK = '2026-02-23';
const rank = (createdAt: string, version: number) =>
  `${createdAt}#${String(version).padStart(10, '0')}`;
const noteState = (types: ('recognition' | 'feedbackGiven')[] = ['recognition']) => ({
  personKey: 'dr#sam',
  hasAgenda: false,
  hasReflection: false,
  types,
  savedAt: EDGE,
});

/** A stored item holding `attributes` (entries by their attribute names). */
const item = (itemWeek: string, attributes: Record<string, unknown>): WeekItem =>
  decodeWeekItem({ weekStart: itemWeek, ...attributes })!;

describe('the item of a note', () => {
  it("is its creation's UTC week, whatever the zone, or its 1:1's week for a meeting note", () => {
    expect(noteItemWeek('note_1', EDGE)).toBe('2026-02-23');
    expect(noteItemWeek('dr-sam-20260302', EDGE)).toBe('2026-03-02');
  });
});

describe('the week a note counts in', () => {
  it("is its creation's week in the reader's zone", () => {
    expect(noteWeekIn('note_1', EDGE, KOLKATA)).toBe(KOLKATA_WEEK);
    expect(noteWeekIn('note_1', EDGE, LOS_ANGELES)).toBe(LOS_ANGELES_WEEK);
  });

  it("is its 1:1's week for a meeting note, in any zone", () => {
    expect(noteWeekIn('dr-sam-20260301', EDGE, KOLKATA)).toBe(LOS_ANGELES_WEEK);
    expect(noteWeekIn('dr-sam-20260301', EDGE, LOS_ANGELES)).toBe(LOS_ANGELES_WEEK);
  });

  it('is an inferred moment’s note’s, from its rank; the key’s week without one', () => {
    const moment = { weekStart: '2026-02-23', noteId: 'note_1', rank: rank(EDGE, 1) };
    expect(momentWeekIn(moment, KOLKATA)).toBe(KOLKATA_WEEK);
    expect(momentWeekIn(moment, LOS_ANGELES)).toBe(LOS_ANGELES_WEEK);
    expect(momentWeekIn({ weekStart: '2026-02-23' }, KOLKATA)).toBe('2026-02-23');
  });

  it('is never further from the UTC week than the items a reader reads, in any zone', () => {
    const zones = [...TIME_ZONES, 'UTC', 'Pacific/Kiritimati', 'Etc/GMT+12'];
    // Every hour of the two days around the Mondays after the US and EU clock changes of 2026.
    const instants = ['2026-03-09', '2026-03-30', '2026-11-02'].flatMap((monday) =>
      Array.from(
        { length: 48 },
        (_, hour) => new Date(Date.parse(`${monday}T00:00:00.000Z`) + (hour - 24) * 3_600_000),
      ),
    );
    const outOfReach = instants.flatMap((instant) => {
      const item = noteItemWeek('note_1', instant.toISOString());
      return zones
        .filter((zone) => !itemWeeksOf([weekStartOf(instant, zone)]).includes(item))
        .map((zone) => `${instant.toISOString()} in ${zone}`);
    });
    expect(outOfReach).toEqual([]);
    expect(ITEM_REACH).toBe(1);
  });
});

describe('the items a week is read from', () => {
  it('are each week and its neighbours, ascending, once each', () => {
    expect(itemWeeksOf(['2026-03-02'])).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(itemWeeksOf(['2026-03-09', '2026-03-02'])).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });
});

describe('the weeks of a reader', () => {
  const captureName = manualEntryName('dr#sam', 'feedbackGiven', EDGE);
  // Written in Kolkata: the note's entry in its UTC week, the capture in Kolkata's week.
  const items = [
    item('2026-02-23', { [noteEntryName('note_1')]: noteEntryValue(rank(EDGE, 1), noteState()) }),
    item(KOLKATA_WEEK, {
      [captureName]: EDGE,
      [captureNoteEntryName('dr#sam', 'feedbackGiven', EDGE)]: 'note_2',
      dismissedBanners: new Set([`banner-onboarding-${KOLKATA_WEEK}`]),
    }),
  ];

  it("place a note and a capture at Kolkata's Monday in Kolkata's new week", () => {
    const week = zonedWeek(zonedWeeks(items, KOLKATA), KOLKATA_WEEK);
    expect(week.notesByPerson).toEqual({ 'dr#sam': 1 });
    expect(week.latest.map((moment) => moment.noteId)).toEqual(['note_1']);
    expect(week.manual).toEqual([{ personKey: 'dr#sam', type: 'feedbackGiven', capturedAt: EDGE }]);
    expect(zonedWeek(zonedWeeks(items, KOLKATA), LOS_ANGELES_WEEK).notesByPerson).toEqual({});
  });

  it("place the same ones in Los Angeles's week, where it is still Sunday", () => {
    const weeks = zonedWeeks(items, LOS_ANGELES);
    const week = zonedWeek(weeks, LOS_ANGELES_WEEK);
    expect(week.notesByPerson).toEqual({ 'dr#sam': 1 });
    expect(week.inferred).toEqual([{ personKey: 'dr#sam', type: 'recognition', count: 1 }]);
    expect(week.manual).toEqual([{ personKey: 'dr#sam', type: 'feedbackGiven', capturedAt: EDGE }]);
    expect(zonedWeek(weeks, KOLKATA_WEEK).notesByPerson).toEqual({});
    expect(zonedWeek(weeks, KOLKATA_WEEK).manual).toEqual([]);
  });

  it('keep a dismissed banner in the week its item is for', () => {
    expect(zonedWeek(zonedWeeks(items, LOS_ANGELES), KOLKATA_WEEK).dismissedBanners).toEqual([
      `banner-onboarding-${KOLKATA_WEEK}`,
    ]);
  });

  it('count a note met in two items once, in its latest state; a deletion anywhere wins', () => {
    // An older entry in the week it was written in (Kolkata's), a later one in its UTC week.
    const twice = [
      item('2026-02-23', {
        [noteEntryName('note_1')]: noteEntryValue(rank(EDGE, 2), noteState(['feedbackGiven'])),
        [noteEntryName('note_3')]: deletedNoteEntryValue(`${EDGE}#~`),
      }),
      item(KOLKATA_WEEK, {
        [noteEntryName('note_1')]: noteEntryValue(rank(EDGE, 1), noteState(['recognition'])),
        [noteEntryName('note_3')]: noteEntryValue(rank(EDGE, 4), noteState()),
      }),
    ];
    for (const [zone, weekStart] of [
      [KOLKATA, KOLKATA_WEEK],
      [LOS_ANGELES, LOS_ANGELES_WEEK],
    ] as const) {
      const weeks = zonedWeeks(twice, zone);
      const counted = [...weeks.values()].flatMap((week) => week.inferred);
      expect(counted).toEqual([{ personKey: 'dr#sam', type: 'feedbackGiven', count: 1 }]);
      expect(zonedWeek(weeks, weekStart).notesByPerson).toEqual({ 'dr#sam': 1 });
      expect(zonedWeek(weeks, weekStart).latest.map((moment) => moment.noteId)).toEqual(['note_1']);
    }
  });

  it('count one moment by hand per week, person and type: the latest capture', () => {
    const later = '2026-03-03T10:00:00.000Z';
    const both = [
      ...items,
      item(KOLKATA_WEEK, { [manualEntryName('dr#sam', 'feedbackGiven', later)]: later }),
    ];
    expect(zonedWeek(zonedWeeks(both, KOLKATA), KOLKATA_WEEK).manual).toEqual([
      { personKey: 'dr#sam', type: 'feedbackGiven', capturedAt: later },
    ]);
    // In Los Angeles they are two weeks' moments.
    const weeks = zonedWeeks(both, LOS_ANGELES);
    expect(zonedWeek(weeks, LOS_ANGELES_WEEK).manual).toHaveLength(1);
    expect(zonedWeek(weeks, KOLKATA_WEEK).manual).toHaveLength(1);
  });

  it('give the writers every capture of a week, latest first, with its item and names', () => {
    const later = '2026-03-03T10:00:00.000Z';
    const both = [
      ...items,
      item(KOLKATA_WEEK, { [manualEntryName('dr#sam', 'feedbackGiven', later)]: later }),
    ];
    const found = manualEntriesOfWeek(both, KOLKATA, KOLKATA_WEEK, 'dr#sam', 'feedbackGiven');
    expect(found.map((entry) => [entry.capturedAt, entry.itemWeek, entry.noteId])).toEqual([
      [later, KOLKATA_WEEK, null],
      [EDGE, KOLKATA_WEEK, 'note_2'],
    ]);
    expect(manualEntriesOfWeek(both, LOS_ANGELES, LOS_ANGELES_WEEK, 'dr#sam')).toEqual([
      expect.objectContaining({ name: captureName, capturedAt: EDGE }),
    ]);
    expect(manualEntriesOfWeek(both, LOS_ANGELES, LOS_ANGELES_WEEK, 'dr#ann')).toEqual([]);
  });

  it('keep an older entry by hand, named without its instant, in its item’s week', () => {
    // Written before entries named their instant: a flag set on Wednesday 11 March for the week
    // of 2 March, and a capture at Kolkata's Monday 2 March.
    const flaggedLater = '2026-03-11T10:00:00.000Z';
    const older = [
      item(KOLKATA_WEEK, {
        'm#boss#b1#teamWins': flaggedLater,
        'm#dr#sam#recognition': EDGE,
        'c#dr#sam#recognition': 'note_4',
      }),
    ];
    for (const zone of [KOLKATA, LOS_ANGELES]) {
      const weeks = zonedWeeks(older, zone);
      expect(zonedWeek(weeks, KOLKATA_WEEK).manual).toEqual([
        { personKey: 'boss#b1', type: 'teamWins', capturedAt: flaggedLater },
        { personKey: 'dr#sam', type: 'recognition', capturedAt: EDGE },
      ]);
      expect(zonedWeek(weeks, '2026-03-09').manual).toEqual([]);
      expect(zonedWeek(weeks, LOS_ANGELES_WEEK).manual).toEqual([]);
    }
    expect(manualEntriesOfWeek(older, LOS_ANGELES, KOLKATA_WEEK, 'dr#sam', 'recognition')).toEqual([
      expect.objectContaining({
        name: 'm#dr#sam#recognition',
        noteName: 'c#dr#sam#recognition',
        noteId: 'note_4',
        countsAt: null,
        itemWeek: KOLKATA_WEEK,
      }),
    ]);
  });
});

describe('the instant a flag set by hand counts at', () => {
  it('is now in the current week', () => {
    expect(manualCountsAt(new Date(EDGE), KOLKATA_WEEK, KOLKATA)).toBe(EDGE);
  });

  it('is Thursday 12:00 in the zone for another week, which stays that week in any zone', () => {
    const countsAt = manualCountsAt(new Date(EDGE), '2026-02-16', KOLKATA);
    expect(countsAt).toBe('2026-02-19T06:30:00.000Z');
    for (const zone of [...TIME_ZONES, 'Pacific/Kiritimati', 'Etc/GMT+12']) {
      expect(weekStartOf(new Date(countsAt), zone)).toBe('2026-02-16');
    }
  });
});

describe('commitments kept', () => {
  it('count in the week of their tick in the reader’s zone, once each', () => {
    // Monday 2026-03-09 03:00 UTC: still Sunday in Los Angeles, Monday in Kolkata.
    const edge = '2026-03-09T03:00:00.000Z';
    const items = [
      decodeWeekItem({ weekStart: '2026-03-09', [keptEntryName('c1')]: edge }),
      decodeWeekItem({
        weekStart: '2026-03-09',
        [keptEntryName('c2')]: '2026-03-11T12:00:00.000Z',
        [keptEntryName('c3')]: '2026-03-11T13:00:00.000Z',
      }),
      // The same commitment in two items (ticked again after a reopen that failed to remove it).
      decodeWeekItem({
        weekStart: '2026-03-02',
        [keptEntryName('c2')]: '2026-03-04T12:00:00.000Z',
      }),
    ];
    const kolkata = zonedWeeks(items, 'Asia/Kolkata');
    expect(zonedWeek(kolkata, '2026-03-09').commitmentsKept.sort()).toEqual(['c1', 'c2', 'c3']);
    const losAngeles = zonedWeeks(items, 'America/Los_Angeles');
    expect(zonedWeek(losAngeles, '2026-03-09').commitmentsKept.sort()).toEqual(['c2', 'c3']);
    expect(zonedWeek(losAngeles, '2026-03-02').commitmentsKept).toEqual(['c1']);
  });
});
