import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN } from './lighthouse-cpu-slowdown';

describe("bench:web's CPU slowdown, calibrated to the host as Lighthouse's calculator does", () => {
  it('keeps Lighthouse’s 4× for the host its default was chosen for', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN, 2);
  });

  it('slows a faster host more and a slower host less, to emulate the same phone', () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1130)).toBeCloseTo(2.66, 2);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('never speeds a host up, and refuses an index that is not a positive number', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(60)).toBe(1);
    expect(() => cpuSlowdownFor(0)).toThrow(/positive number/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/positive number/);
  });
});
