import { describe, expect, it } from 'vitest';
import {
  latestOfItem,
  NOTE_ENTRIES_KEPT,
  noteLatestName,
  noteLatestValue,
  overflowingNoteEntries,
  weekLatestName,
} from './latest-entries';

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

describe('overflowingNoteEntries', () => {
  const minute = (index: number) => new Date(Date.UTC(2026, 2, 9, 9, index)).toISOString();
  const rankAt = (at: string) => `${at}#0000000001`;

  it('keeps the newest note entries, live or not, and never a week’s entry by hand', () => {
    const item: Record<string, unknown> = { [weekLatestName('2026-03-02')]: minute(0) };
    for (let index = 0; index < NOTE_ENTRIES_KEPT + 3; index += 1) {
      // Every third note's moment was edited away: its entry orders by its note's creation.
      const live = index % 3 !== 0;
      item[noteLatestName(`note_${index}`)] = noteLatestValue(
        rankAt(minute(index)),
        live ? minute(index) : null,
      );
    }
    expect(overflowingNoteEntries(item)).toEqual([
      noteLatestName('note_2'),
      noteLatestName('note_1'),
      noteLatestName('note_0'),
    ]);
    const kept = Object.fromEntries(
      Object.entries(item).filter(([name]) => !overflowingNoteEntries(item).includes(name)),
    );
    expect(latestOfItem(kept, new Set())).toBe(latestOfItem(item, new Set()));
  });

  it('drops nothing while the item holds no more than it keeps', () => {
    expect(
      overflowingNoteEntries({ [noteLatestName('n')]: noteLatestValue(rankAt(minute(1)), null) }),
    ).toEqual([]);
    expect(overflowingNoteEntries(undefined)).toEqual([]);
  });
});
