import { describe, expect, it } from 'vitest';
import { isFilled, MOMENT_DOTS, momentTooltip } from './support-dots';

describe('the weekly dot row (spec §2 Dashboard)', () => {
  it('has three dots: feedback given, feedback asked, recognition', () => {
    expect(MOMENT_DOTS).toEqual(['feedbackGiven', 'feedbackAsked', 'recognition']);
  });

  it('fills a dot when the moment was inferred or captured', () => {
    expect(isFilled({ inferred: true, captured: false })).toBe(true);
    expect(isFilled({ inferred: false, captured: true })).toBe(true);
    expect(isFilled({ inferred: false, captured: false })).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });

  it('names the person and the moment in the tooltip', () => {
    expect(momentTooltip('Jo Li', 'recognition', { inferred: true, captured: false })).toBe(
      'Jo Li · Recognition: noticed in your notes this week',
    );
    expect(momentTooltip('Jo Li', 'feedbackAsked', { inferred: false, captured: true })).toBe(
      'Jo Li · Feedback asked: captured by you this week',
    );
    expect(momentTooltip('Jo Li', 'feedbackGiven', undefined)).toBe(
      'Jo Li · Feedback given: not yet this week',
    );
  });
});
