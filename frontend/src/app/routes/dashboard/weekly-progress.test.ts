import { describe, expect, it } from 'vitest';
import { ringPercent } from './weekly-progress';

describe('ring values (docs/product.md#constants-and-limits Progress)', () => {
  it('is done over the aim as a percent', () => {
    expect(ringPercent(2, 3)).toBe((2 / 3) * 100);
    expect(ringPercent(1, 2)).toBe(50);
  });

  it('is 0 with nothing to aim for and never above 100', () => {
    expect(ringPercent(0, 0)).toBe(0);
    expect(ringPercent(3, 0)).toBe(0);
    expect(ringPercent(5, 2)).toBe(100);
  });
});
