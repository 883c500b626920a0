import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './code-unit-order';

describe('compareCodeUnits', () => {
  it('orders ISO 8601 UTC timestamps chronologically', () => {
    const times = [
      '2026-11-23T09:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-11-23T08:59:59.999Z',
    ];
    expect([...times].sort(compareCodeUnits)).toEqual([
      '2026-01-02T10:00:00.000Z',
      '2026-11-23T08:59:59.999Z',
      '2026-11-23T09:00:00.000Z',
    ]);
  });

  it('orders ULIDs by creation and is 0 only for equal strings', () => {
    expect(
      compareCodeUnits('01JAAAAAAAAAAAAAAAAAAAAAAA', '01JBAAAAAAAAAAAAAAAAAAAAAA'),
    ).toBeLessThan(0);
    expect(compareCodeUnits('01JB', '01JA')).toBeGreaterThan(0);
    expect(compareCodeUnits('same', 'same')).toBe(0);
  });
});
