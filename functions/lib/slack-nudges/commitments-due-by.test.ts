/**
 * The last due date a Slack DM names (docs/product.md#slack-nudges 'Commitments due'): today for
 * an hourly DM or a daily one followed by tomorrow's, the weekend's too on a Friday's daily DM,
 * the whole week on a weekly one, in the user's zone.
 */
import { describe, expect, it } from 'vitest';
import { commitmentsDueBy } from './commitments-due-by';

const LONDON = 'Europe/London';

describe('commitments due by the next DM', () => {
  it('today, when the next DM is later today or tomorrow', () => {
    const now = new Date('2026-03-11T09:00:00.000Z');
    expect(commitmentsDueBy(now, new Date('2026-03-11T10:00:00.000Z'), LONDON)).toBe('2026-03-11');
    expect(commitmentsDueBy(now, new Date('2026-03-12T09:00:00.000Z'), LONDON)).toBe('2026-03-11');
  });

  it("up to the day before the next DM: a Friday's daily DM names the weekend's, a weekly one the week's", () => {
    const friday = new Date('2026-03-13T09:00:00.000Z');
    expect(commitmentsDueBy(friday, new Date('2026-03-16T09:00:00.000Z'), LONDON)).toBe(
      '2026-03-15',
    );
    const monday = new Date('2026-03-09T09:00:00.000Z');
    expect(commitmentsDueBy(monday, new Date('2026-03-16T09:00:00.000Z'), LONDON)).toBe(
      '2026-03-15',
    );
  });

  it("in the user's zone", () => {
    // 20:30 UTC on Sunday is already Monday 02:00 in Kolkata.
    const now = new Date('2026-03-01T20:30:00.000Z');
    const next = new Date('2026-03-02T03:30:00.000Z');
    expect(commitmentsDueBy(now, next, 'Asia/Kolkata')).toBe('2026-03-02');
  });
});
