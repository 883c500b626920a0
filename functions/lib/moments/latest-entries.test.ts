import { describe, expect, it } from 'vitest';
import { latestOfItem, noteLatestName, noteLatestValue, weekLatestName } from './latest-entries';

const rank = (version: number) => `2026-03-02T09:00:00.000Z#${String(version).padStart(10, '0')}`;

describe('latestOfItem', () => {
  it('is the latest live entry, notes and weeks by hand alike', () => {
    const item = {
      pk: 'USER#u',
      [noteLatestName('a')]: noteLatestValue(rank(1), '2026-03-02T09:00:00.000Z'),
      [noteLatestName('b')]: noteLatestValue(rank(3), '2026-03-04T10:00:00.000Z'),
      [weekLatestName('2026-02-23')]: '2026-02-25T08:00:00.000Z',
    };
    expect(latestOfItem(item, new Set())).toBe('2026-03-04T10:00:00.000Z');
  });

  it('leaves out tombstones: a note edited away or deleted no longer counts', () => {
    const item = {
      [noteLatestName('a')]: noteLatestValue(rank(1), '2026-03-02T09:00:00.000Z'),
      [noteLatestName('b')]: noteLatestValue(rank(4), null),
      [noteLatestName('c')]: noteLatestValue('2026-03-01T00:00:00.000Z#~', null),
    };
    expect(latestOfItem(item, new Set())).toBe('2026-03-02T09:00:00.000Z');
    expect(latestOfItem({ [noteLatestName('b')]: noteLatestValue(rank(4), null) }, new Set())).toBe(
      null,
    );
    expect(latestOfItem(undefined, new Set())).toBe(null);
  });

  it('leaves out the copies of the weeks the reader reads from their summaries', () => {
    const item = {
      [noteLatestName('a')]: noteLatestValue(rank(1), '2026-03-02T09:00:00.000Z'),
      [weekLatestName('2026-03-09')]: '2026-03-10T08:00:00.000Z',
    };
    expect(latestOfItem(item, new Set(['2026-03-09']))).toBe('2026-03-02T09:00:00.000Z');
    expect(latestOfItem(item, new Set(['2026-03-02']))).toBe('2026-03-10T08:00:00.000Z');
  });

  it('orders a later state of a note after an earlier one (the write condition)', () => {
    expect(
      noteLatestValue(rank(2), null) > noteLatestValue(rank(1), '2026-03-02T09:00:00.000Z'),
    ).toBe(true);
    expect(
      noteLatestValue('2026-03-02T09:00:00.000Z#~', null) > noteLatestValue(rank(99), 'x'),
    ).toBe(true);
  });
});
