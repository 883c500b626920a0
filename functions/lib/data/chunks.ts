/** Splitting a list for calls that take a bounded number of items (BatchGetItem, BatchWriteItem). */

/** `items` in runs of at most `size` (a positive whole number), in order; none for none. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
