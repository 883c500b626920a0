/**
 * Time-zone helpers that need no date library (docs/product.md#entities preferences.timeZone).
 */
import { FALLBACK_TIME_ZONE } from './constants';

/**
 * True when the runtime knows the IANA zone name (e.g. 'Europe/London', 'UTC'). 'UTC', the
 * fallback zone, is known without asking Intl (whose first DateTimeFormat costs 20–25 ms of CPU;
 * docs/performance.md#cold-starts).
 */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (zone === FALLBACK_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime's own zone (the browser's, in the frontend), else 'UTC' (docs/product.md#entities
 * default).
 */
export function detectTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}
