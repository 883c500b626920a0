import { describe, expect, it } from 'vitest';
import {
  decodeWeekSummary,
  deletedNoteEntryValue,
  manualEntryName,
  momentsOfWeek,
  noteEntryName,
  noteEntryValue,
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
  it('read back what was written: notes, moments by hand and dismissed banners', () => {
    const item = {
      weekStart: '2026-03-09',
      [noteEntryName('n1')]: noteEntryValue(rank(2), entry),
      [noteEntryName('n2')]: deletedNoteEntryValue(`${createdAt}#~`),
      [manualEntryName('boss#b1', 'teamWins')]: '2026-03-10T09:00:00.000Z',
      dismissedBanners: new Set(['banner-onboarding-2026-03-09']),
    };
    const summary = decodeWeekSummary(item);
    expect(summary).toEqual({
      weekStart: '2026-03-09',
      notes: [{ noteId: 'n1', ...entry, types: ['feedbackGiven', 'recognition'] }],
      manual: [{ personKey: 'boss#b1', type: 'teamWins', capturedAt: '2026-03-10T09:00:00.000Z' }],
      dismissedBanners: ['banner-onboarding-2026-03-09'],
    });
    expect(momentsOfWeek(summary!)).toHaveLength(3);
    expect(weekTotals(summary!)).toEqual({
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

  it('orders a note’s values by state: later versions, then the deletion, win', () => {
    const v1 = noteEntryValue(rank(1), entry);
    const v2 = noteEntryValue(rank(2), { ...entry, types: [] });
    const v10 = noteEntryValue(rank(10), entry);
    const gone = deletedNoteEntryValue(`${createdAt}#~`);
    const recreated = noteEntryValue(`2026-03-10T08:00:00.000Z#${'1'.padStart(10, '0')}`, entry);
    expect([gone, v10, recreated, v1, v2].sort()).toEqual([v1, v2, v10, gone, recreated]);
  });

  it('is null for no item', () => {
    expect(decodeWeekSummary(undefined)).toBeNull();
  });
});
