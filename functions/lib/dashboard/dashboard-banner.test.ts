import { describe, expect, it } from 'vitest';
import { bannerNudgeType, bannerWanted } from './dashboard-banner';

const none = { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 };

describe('dashboard nudge banner rules (docs/product.md#states-and-transitions)', () => {
  it('is wanted only while the week has no feedback and no recognition', () => {
    expect(bannerWanted(none)).toBe(true);
    expect(bannerWanted({ ...none, feedbackGiven: 1 })).toBe(false);
    expect(bannerWanted({ ...none, feedbackAsked: 1 })).toBe(false);
    expect(bannerWanted({ ...none, recognition: 2 })).toBe(false);
  });

  it('asks for reflections on a completed 1:1, else an agenda, else the onboarding banner', () => {
    const noNotes = { hasAgenda: false, hasReflection: false };
    const done = { status: 'completed' as const, ...noNotes };
    const ahead = { status: 'scheduled' as const, ...noNotes };
    expect(bannerNudgeType([done, ahead])).toBe('add-reflections');
    expect(bannerNudgeType([{ ...done, hasReflection: true }, ahead])).toBe('prep-agenda');
    expect(bannerNudgeType([{ ...ahead, hasAgenda: true }])).toBe('onboarding-feedback');
    expect(bannerNudgeType([])).toBe('onboarding-feedback');
  });
});
