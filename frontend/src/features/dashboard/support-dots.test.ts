import { describe, expect, it } from 'vitest';
import type { DashboardDirectReport, DashboardInsight } from '@shared/contract/schemas/dashboard';
import { isFilled, MOMENT_DOTS, momentTooltip, supportRows } from './support-dots';

describe('the weekly dot row (docs/product.md#dashboard)', () => {
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

describe('the rows of the dashboard read', () => {
  const jo: DashboardDirectReport = {
    id: 'JO',
    name: 'Jo Li',
    firstName: 'Jo',
    lastName: 'Li',
    role: 'Engineer',
    email: '',
    status: 'active',
    avatar: null,
    avatarColorPastel: null,
    avatarColorDark: null,
    feedbackGiven: true,
    feedbackAsked: true,
    recognition: false,
    aiInferred: { feedbackGiven: 1, feedbackAsked: 0, recognition: 0 },
    notesThisWeek: 1,
    nextOneOnOneAt: null,
  };
  const byHand: DashboardInsight = {
    id: 'dr#JO:feedbackGiven:manual',
    type: 'feedbackGiven',
    source: 'manual',
    directReportId: 'JO',
    bossId: null,
    personName: 'Jo Li',
    noteId: null,
    occurredAt: '2026-11-18T10:00:00.000Z',
    text: 'Feedback given to Jo',
  };

  it('tells inferred moments from those captured by hand', () => {
    const [row] = supportRows([jo], [byHand]);
    expect(row?.person).toBe(jo);
    expect(row?.moments).toEqual({
      feedbackGiven: { inferred: true, captured: true },
      feedbackAsked: { inferred: false, captured: true },
      recognition: { inferred: false, captured: false },
    });
    expect(supportRows([jo], [])[0]?.moments.feedbackGiven).toEqual({
      inferred: true,
      captured: false,
    });
  });
});
