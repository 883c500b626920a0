/**
 * A small, stable string hash (32-bit FNV-1a) for deterministic choices that must not change
 * between requests or between the server and the frontend: the daily reflection question, the
 * wording of a nudge. Not for security. Pure.
 */

/** The unsigned 32-bit FNV-1a hash of a string. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** One of `options`, chosen by the hash of `key` (the same key always picks the same one). */
export function pickStable<T>(options: readonly T[], key: string): T {
  if (options.length === 0) throw new RangeError('Nothing to pick from');
  return options[stableHash(key) % options.length]!;
}
