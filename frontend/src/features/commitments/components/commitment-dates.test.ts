import { describe, expect, it } from 'vitest';
import { dueLabel, isOverdue, madeLabel, todayIn } from './commitment-dates';

describe('today and overdue in the user’s zone', () => {
  // 04:30 UTC on 24 Nov is still 23 Nov in New York (UTC-5) and already 24 Nov in Tokyo.
  const instant = new Date('2026-11-24T04:30:00Z');

  it('takes today from the user’s zone, not UTC', () => {
    expect(todayIn('America/New_York', instant)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-24');
  });

  it('marks an item due 23 Nov overdue in Tokyo but not yet in New York at the same instant', () => {
    expect(isOverdue('2026-11-23', todayIn('Asia/Tokyo', instant))).toBe(true);
    expect(isOverdue('2026-11-23', todayIn('America/New_York', instant))).toBe(false);
  });

  it('turns overdue at local midnight, across a daylight-saving change', () => {
    // New York leaves daylight time on 1 Nov 2026: midnight of 2 Nov is 05:00 UTC.
    expect(todayIn('America/New_York', new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    expect(
      isOverdue('2026-11-01', todayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))),
    ).toBe(true);
  });

  it('never marks an item without a due date overdue', () => {
    expect(isOverdue(null, '2026-11-24')).toBe(false);
  });
});

describe('labels', () => {
  it('says overdue in words, and today and tomorrow', () => {
    expect(dueLabel('2026-11-20', '2026-11-24')).toBe('Overdue · due Fri 20 Nov');
    expect(dueLabel('2026-11-24', '2026-11-24')).toBe('Due today');
    expect(dueLabel('2026-11-30', '2026-11-24')).toBe('Due Mon 30 Nov');
    expect(dueLabel('2027-01-04', '2026-11-24')).toBe('Due Mon 4 Jan 2027');
  });

  it('names the 1:1 an item was made in', () => {
    expect(madeLabel('2026-11-12', '2026-11-24')).toBe('From 12 Nov 1:1');
    expect(madeLabel('2025-12-30', '2026-01-05')).toBe('From 30 Dec 2025 1:1');
  });
});
