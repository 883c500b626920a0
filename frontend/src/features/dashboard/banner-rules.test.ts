import { describe, expect, it } from 'vitest';
import { bannerNudgeType, bannerWanted } from './banner-rules';

const none = { feedbackGiven: 0, feedbackAsked: 0, recognition: 0 };

describe('dashboard nudge banner rules (spec §4)', () => {
  it('is wanted only while the week has no feedback and no recognition', () => {
    expect(bannerWanted(none)).toBe(true);
    expect(bannerWanted({ ...none, feedbackGiven: 1 })).toBe(false);
    expect(bannerWanted({ ...none, feedbackAsked: 1 })).toBe(false);
    expect(bannerWanted({ ...none, recognition: 2 })).toBe(false);
  });

  it('asks for reflections on a completed 1:1, else an agenda, else the onboarding banner', () => {
    const done = { id: 'a', status: 'completed' as const };
    const ahead = { id: 'b', status: 'scheduled' as const };
    const noNotes = { hasAgenda: false, hasReflection: false };
    expect(bannerNudgeType([done, ahead], { a: noNotes, b: noNotes })).toBe('add-reflections');
    expect(
      bannerNudgeType([done, ahead], { a: { hasAgenda: false, hasReflection: true }, b: noNotes }),
    ).toBe('prep-agenda');
    expect(bannerNudgeType([ahead], { b: { hasAgenda: true, hasReflection: false } })).toBe(
      'onboarding-feedback',
    );
    expect(bannerNudgeType([], {})).toBe('onboarding-feedback');
  });
});
