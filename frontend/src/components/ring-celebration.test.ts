import { describe, expect, it } from 'vitest';
import { createRingMemory, reachedFull } from './ring-celebration';

describe('ring celebration (docs/product.md#states-and-transitions "when a ring reaches 100 from below")', () => {
  it('celebrates a ring seen below 100 that reaches 100', () => {
    expect(reachedFull(0, 100)).toBe(true);
    expect(reachedFull(99, 100)).toBe(true);
  });

  it('does not celebrate a ring first seen full, seen full again, or not full', () => {
    expect(reachedFull(undefined, 100)).toBe(false);
    expect(reachedFull(100, 100)).toBe(false);
    expect(reachedFull(20, 50)).toBe(false);
  });

  it('remembers the last value of each ring', () => {
    const memory = createRingMemory();
    expect(memory.last('notes')).toBeUndefined();
    memory.record('notes', 50);
    memory.record('1:1s', 100);
    expect(memory.last('notes')).toBe(50);
    expect(memory.last('1:1s')).toBe(100);
  });
});
