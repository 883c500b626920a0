/**
 * When a progress ring celebrates (docs/product.md#states-and-transitions 'Progress rings': 'when a
 * ring reaches 100 from below'): only when this session saw that ring below 100 before. Loading a
 * ring that is already full, or coming back to it, is not reaching 100 and shows no celebration.
 */

/** The ring went from below 100 to 100; `before` is undefined when it was not seen yet. */
export function reachedFull(before: number | undefined, value: number): boolean {
  return before !== undefined && before < 100 && value >= 100;
}

/** The last value each ring showed, by ring. */
export interface RingMemory {
  last(ring: string): number | undefined;
  record(ring: string, value: number): void;
}

export function createRingMemory(): RingMemory {
  const seen = new Map<string, number>();
  return {
    last: (ring) => seen.get(ring),
    record: (ring, value) => void seen.set(ring, value),
  };
}

/** The rings' last values in this tab, kept across page changes until a reload. */
export const ringMemory = createRingMemory();
