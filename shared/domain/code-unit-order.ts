/**
 * Orders machine strings (ISO 8601 UTC timestamps, ULIDs, ids) by their UTF-16 code units, which
 * is their natural order. `localeCompare` would order them the same, but its first call starts
 * ICU's collator: about 20 ms of CPU on a Lambda cold start (docs/performance.md#cold-starts). Text
 * people read (names, emails shown in a list) keeps `localeCompare`.
 *
 * @returns a negative number when `a` sorts first, positive when `b` does, 0 when equal.
 */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
