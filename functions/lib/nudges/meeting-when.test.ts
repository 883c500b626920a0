import { describe, expect, it } from 'vitest';
import { meetingWhen } from './meeting-when';

describe('meetingWhen', () => {
  const now = new Date('2026-03-11T12:00:00.000Z'); // Wednesday, 12:00 in London

  it('says today, tomorrow or the weekday, with a lowercase am/pm, in the zone', () => {
    expect(meetingWhen('2026-03-11T14:30:00.000Z', 'Europe/London', now)).toBe('today at 2:30 pm');
    expect(meetingWhen('2026-03-12T09:00:00.000Z', 'Europe/London', now)).toBe(
      'tomorrow at 9:00 am',
    );
    expect(meetingWhen('2026-03-13T09:05:00.000Z', 'Europe/London', now)).toBe(
      'on Friday at 9:05 am',
    );
    // 09:00 UTC on Thursday is 14:30 in Kolkata.
    expect(meetingWhen('2026-03-12T09:00:00.000Z', 'Asia/Kolkata', now)).toBe(
      'tomorrow at 2:30 pm',
    );
  });

  it('counts tomorrow by the calendar across a DST change', () => {
    // Saturday 28 March 2026, 23:30 in London; the clocks go forward on Sunday 29th, a 23-hour day.
    const saturday = new Date('2026-03-28T23:30:00.000Z');
    expect(meetingWhen('2026-03-29T22:00:00.000Z', 'Europe/London', saturday)).toBe(
      'tomorrow at 11:00 pm',
    );
    // Less than 24 hours ahead, yet the day after tomorrow (Monday 00:15 BST).
    expect(meetingWhen('2026-03-29T23:15:00.000Z', 'Europe/London', saturday)).toBe(
      'on Monday at 12:15 am',
    );
  });
});
