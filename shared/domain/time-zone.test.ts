import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, TIME_ZONES } from './constants';
import { detectTimeZone, isValidTimeZone } from './time-zone';

describe('isValidTimeZone', () => {
  it('accepts every zone offered in Preferences and UTC', () => {
    for (const zone of [...TIME_ZONES, FALLBACK_TIME_ZONE]) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });

  it('rejects empty, unknown and malformed names', () => {
    for (const zone of ['', 'Mars/Olympus', 'Europe/Atlantis', 'not a zone', 'GMT+25']) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('detectTimeZone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("returns the runtime's own zone", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(detectTimeZone()).toBe('Asia/Tokyo');
  });

  it('falls back to UTC when the runtime has no usable zone', () => {
    process.env.TZ = 'Nowhere/Bogus';
    expect(detectTimeZone()).toBe('UTC');
  });

  it("returns a zone the runtime knows (the runtime's own, else UTC)", () => {
    const zone = detectTimeZone();
    expect(isValidTimeZone(zone)).toBe(true);
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBe(own && isValidTimeZone(own) ? own : FALLBACK_TIME_ZONE);
  });
});
