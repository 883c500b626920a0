import { describe, expect, it } from 'vitest';
import { countAt, countGrew, STAT_ANIMATION_MS } from './count-up';

describe('stat count animation (docs/product.md#constants-and-limits: 1.2 s when counts grow)', () => {
  it('lasts 1.2 s', () => {
    expect(STAT_ANIMATION_MS).toBe(1200);
  });

  it('animates growth from a value already shown, not a first load or a drop', () => {
    expect(countGrew(1, 2)).toBe(true);
    expect(countGrew(undefined, 3)).toBe(false);
    expect(countGrew(2, 2)).toBe(false);
    expect(countGrew(3, 1)).toBe(false);
  });

  it('counts up easing out and ends on the new value', () => {
    expect(countAt(2, 12, 0)).toBe(2);
    const half = countAt(2, 12, 600);
    expect(half).toBeGreaterThan(7);
    expect(half).toBeLessThan(12);
    expect(countAt(2, 12, 1200)).toBe(12);
    expect(countAt(2, 12, 5000)).toBe(12);
    const values = [0, 200, 400, 800, 1000].map((elapsed) => countAt(0, 5, elapsed));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
