/** Due phrases as dates counted from the 1:1's local date (due-date.ts). */
import { describe, expect, it } from 'vitest';
import { dueDateOf } from './due-date';

// Thursday 26 November 2026.
const MEETING = '2026-11-26';
const ZONE = 'Europe/London';

describe('dueDateOf', () => {
  it.each<[string, string | null]>([
    ['by Friday', '2026-11-27'],
    ['Friday', '2026-11-27'],
    ['on Thu', '2026-12-03'],
    ['by Monday', '2026-11-30'],
    ['next Friday', '2026-12-04'],
    ['next Monday', '2026-11-30'],
    ['today', '2026-11-26'],
    ['EOD', '2026-11-26'],
    ['by end of the day', '2026-11-26'],
    ['tmrw', '2026-11-27'],
    ['tomorrow', '2026-11-27'],
    ['this week', '2026-11-27'],
    ['by the end of the week', '2026-11-27'],
    ['next week', '2026-12-04'],
    ['over the weekend', '2026-11-29'],
    ['by end of month', '2026-11-30'],
    ['EOM', '2026-11-30'],
    ['next month', '2026-12-31'],
    ['in two weeks', '2026-12-10'],
    ['within 3 days', '2026-11-29'],
    ['in a month', '2026-12-26'],
    ['in a couple of weeks', '2026-12-10'],
    ['by 3 March', '2027-03-03'],
    ['by December 1st', '2026-12-01'],
    ['by 26 Nov', '2026-11-26'],
    ['by Q3', '2027-09-30'],
    ['end of Q4', '2026-12-31'],
    ['EOY', '2026-12-31'],
    ['before the offsite', null],
    ['before our next 1:1', null],
    ['next 1:1', null],
    ['ASAP', null],
    ['after Friday', null],
    ['in the channel', null],
  ])('%s → %s', (phrase, expected) => {
    expect(dueDateOf(phrase, MEETING, ZONE)).toBe(expected);
  });

  it('counts in the user’s zone, whatever the host’s', () => {
    expect(dueDateOf('by Friday', MEETING, 'Pacific/Kiritimati')).toBe('2026-11-27');
    expect(dueDateOf('by Friday', MEETING, 'Pacific/Pago_Pago')).toBe('2026-11-27');
  });

  it('refuses a meeting date that is not YYYY-MM-DD', () => {
    expect(() => dueDateOf('by Friday', '26/11/2026', ZONE)).toThrow(RangeError);
  });
});
