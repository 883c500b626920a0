import { describe, expect, it } from 'vitest';
import {
  captureNoteEntryName,
  createdAtOfRank,
  decodeWeekItem,
  deletedNoteEntryValue,
  keptEntryName,
  manualEntryName,
  momentsOfWeek,
  noteEntryName,
  noteEntryValue,
  parseManualEntryName,
  shownMomentsOfWeek,
  weekSummaryOf,
  weekTotals,
} from './week-summary-entries';

const createdAt = '2026-03-09T10:00:00.000Z';
const rank = (version: number) => `${createdAt}#${String(version).padStart(10, '0')}`;
const entry = {
  personKey: 'dr#ann',
  hasAgenda: true,
  hasReflection: false,
  types: ['recognition' as const, 'feedbackGiven' as const],
  savedAt: '2026-03-09T11:00:00.000Z',
};

describe('week summary entries', () => {
  it('read back what was written: notes (tombstones too), moments by hand, commitments kept and dismissed banners', () => {
    const capturedAt = '2026-03-10T09:00:00.000Z';
    const item = {
      weekStart: '2026-03-09',
      [noteEntryName('n1')]: noteEntryValue(rank(2), entry),
      [noteEntryName('n2')]: deletedNoteEntryValue(`${createdAt}#~`),
      [manualEntryName('boss#b1', 'teamWins', capturedAt)]: capturedAt,
      [captureNoteEntryName('boss#b1', 'teamWins', capturedAt)]: 'note_9',
      dismissedBanners: new Set(['banner-onboarding-2026-03-09']),
      [keptEntryName('c1')]: capturedAt,
      [keptEntryName('c2')]: 'not an instant',
    };
    expect(decodeWeekItem(item)).toEqual({
      itemWeek: '2026-03-09',
      counters: [],
      meetingNotes: [],
      latest: [],
      notes: [
        {
          noteId: 'n1',
          rank: rank(2),
          deleted: false,
          ...entry,
          types: ['feedbackGiven', 'recognition'],
        },
        expect.objectContaining({ noteId: 'n2', rank: `${createdAt}#~`, deleted: true }),
      ],
      manual: [
        {
          personKey: 'boss#b1',
          type: 'teamWins',
          capturedAt,
          countsAt: capturedAt,
          itemWeek: '2026-03-09',
          name: `m#boss#b1#teamWins#${capturedAt}`,
          noteName: `c#boss#b1#teamWins#${capturedAt}`,
          noteId: 'note_9',
        },
      ],
      dismissedBanners: ['banner-onboarding-2026-03-09'],
      kept: [{ commitmentId: 'c1', doneAt: capturedAt }],
    });
  });

  it('counts a live week: its notes and moments per person and type', () => {
    const summary = weekSummaryOf('2026-03-09', {
      notes: [{ noteId: 'n1', ...entry }],
      manual: [{ personKey: 'boss#b1', type: 'teamWins' as const, capturedAt: createdAt }],
    });
    expect(momentsOfWeek(summary)).toHaveLength(3);
    expect(shownMomentsOfWeek(summary).map((moment) => [moment.type, moment.noteId])).toEqual([
      ['feedbackGiven', 'n1'],
      ['recognition', 'n1'],
      ['teamWins', null],
    ]);
    expect(weekTotals(summary)).toEqual({
      notes: 1,
      notesByPerson: { 'dr#ann': 1 },
      moments: {
        'dr#ann': {
          feedbackGiven: { inferred: 1, manual: 0 },
          recognition: { inferred: 1, manual: 0 },
        },
        'boss#b1': { teamWins: { inferred: 0, manual: 1 } },
      },
    });
  });

  it('reads the names of moments by hand, with their instant or without (older entries)', () => {
    expect(parseManualEntryName('m#dr#ann#recognition#2026-03-10T09:00:00.000Z')).toEqual({
      personKey: 'dr#ann',
      type: 'recognition',
      countsAt: '2026-03-10T09:00:00.000Z',
    });
    expect(parseManualEntryName('m#dr#ann#recognition')).toEqual({
      personKey: 'dr#ann',
      type: 'recognition',
      countsAt: null,
    });
    expect(parseManualEntryName('m#dr#ann#2026-03-10T09:00:00.000Z')).toBeNull();
    expect(parseManualEntryName('m#recognition')).toBeNull();
    expect(parseManualEntryName('n#note_1')).toBeNull();
  });

  it('links an older entry by hand to its older note attribute, with no instant of its own', () => {
    const item = {
      weekStart: '2026-03-09',
      'm#dr#ann#recognition': '2026-03-10T09:00:00.000Z',
      'c#dr#ann#recognition': 'note_1',
    };
    expect(decodeWeekItem(item)?.manual).toEqual([
      {
        personKey: 'dr#ann',
        type: 'recognition',
        capturedAt: '2026-03-10T09:00:00.000Z',
        countsAt: null,
        itemWeek: '2026-03-09',
        name: 'm#dr#ann#recognition',
        noteName: 'c#dr#ann#recognition',
        noteId: 'note_1',
      },
    ]);
  });

  it('tells a note’s creation from its rank, live or deleted', () => {
    expect(createdAtOfRank(rank(3))).toBe(createdAt);
    expect(createdAtOfRank(`${createdAt}#~`)).toBe(createdAt);
  });

  it('orders a note’s values by state: later versions, then the deletion, win', () => {
    const v1 = noteEntryValue(rank(1), entry);
    const v2 = noteEntryValue(rank(2), { ...entry, types: [] });
    const v10 = noteEntryValue(rank(10), entry);
    const gone = deletedNoteEntryValue(`${createdAt}#~`);
    const recreated = noteEntryValue(`2026-03-10T08:00:00.000Z#${'1'.padStart(10, '0')}`, entry);
    expect([gone, v10, recreated, v1, v2].sort()).toEqual([v1, v2, v10, gone, recreated]);
  });

  it('is null for no item', () => {
    expect(decodeWeekItem(undefined)).toBeNull();
  });
});
