import { describe, expect, it } from 'vitest';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { madeBefore, mineFirst } from './commitment-order';

let counter = 0;
function item(overrides: Partial<Commitment>): Commitment {
  counter += 1;
  return {
    id: `c${counter}`,
    directReportId: 'ada',
    bossId: null,
    meetingId: 'dr-ada-20261116',
    meetingDate: '2026-11-16',
    section: 'prep',
    text: `Item ${counter}`,
    owner: 'me',
    due: null,
    done: false,
    doneAt: null,
    doneMeetingId: null,
    createdAt: `2026-11-16T10:00:${String(counter).padStart(2, '0')}Z`,
    updatedAt: '2026-11-16T10:00:00Z',
    version: 1,
    ...overrides,
  };
}

describe('From last time: items made in earlier 1:1s', () => {
  const twoWeeksAgo = item({ meetingDate: '2026-11-09', text: 'Two weeks ago' });
  const lastWeekSecond = item({ meetingDate: '2026-11-16', text: 'Last week, second' });
  const lastWeekFirst = item({
    meetingDate: '2026-11-16',
    text: 'Last week, first',
    createdAt: '2026-11-16T09:00:00Z',
  });
  const thisWeek = item({ meetingDate: '2026-11-23', text: 'This week' });
  const nextWeek = item({ meetingDate: '2026-11-30', text: 'Next week' });
  const doneEarlier = item({ meetingDate: '2026-11-09', text: 'Done', done: true });

  it('leaves out the 1:1 shown, later ones and done items, oldest first', () => {
    const shown = madeBefore(
      [nextWeek, thisWeek, lastWeekSecond, doneEarlier, lastWeekFirst, twoWeeksAgo],
      '2026-11-23',
    );
    expect(shown.map((entry) => entry.text)).toEqual([
      'Two weeks ago',
      'Last week, first',
      'Last week, second',
    ]);
  });

  it('is empty for the first 1:1', () => {
    expect(madeBefore([thisWeek, nextWeek], '2026-11-23')).toEqual([]);
  });
});

describe('dashboard order', () => {
  it('puts the manager’s own first, then the other people’s, each oldest 1:1 first', () => {
    const theirsOld = item({ owner: 'them', meetingDate: '2026-11-02', text: 'Theirs old' });
    const mineNew = item({ owner: 'me', meetingDate: '2026-11-16', text: 'Mine new' });
    const theirsNew = item({ owner: 'them', meetingDate: '2026-11-16', text: 'Theirs new' });
    const mineOld = item({ owner: 'me', meetingDate: '2026-11-09', text: 'Mine old' });
    expect(mineFirst([theirsNew, mineNew, theirsOld, mineOld]).map((entry) => entry.text)).toEqual([
      'Mine old',
      'Mine new',
      'Theirs old',
      'Theirs new',
    ]);
  });
});
