import { addMinutes, addSeconds } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  CELEBRATION_MS,
  celebrate,
  celebrationEndsAt,
  dismissCelebration,
  enterPerson,
  noCelebrations,
  releaseCelebration,
  visibleCelebration,
  type CelebrationState,
} from './celebration-rules';

type Type = 'recognition' | 'feedbackGiven';
const start = new Date('2026-03-02T09:00:00Z');
let said = 0;
const words = () => ({ text: `text ${(said += 1)}`, emoji: '🎉' });
const capture = (state: CelebrationState<Type>, type: Type, now: Date, personId = 'jo') =>
  celebrate(state, { type, personId, now, words });

describe('celebration banners', () => {
  it('show for 10 minutes from the capture', () => {
    const state = capture(noCelebrations(), 'recognition', start);
    expect(CELEBRATION_MS).toBe(600_000);
    expect(celebrationEndsAt(state.current!)).toEqual(addMinutes(start, 10));
    expect(visibleCelebration(state, 'jo', start)?.type).toBe('recognition');
    expect(visibleCelebration(state, 'jo', addSeconds(addMinutes(start, 10), -1))).not.toBeNull();
    expect(visibleCelebration(state, 'jo', addMinutes(start, 10))).toBeNull();
  });

  it('a different type replaces the banner at once', () => {
    const first = capture(noCelebrations(), 'recognition', start);
    const second = capture(first, 'feedbackGiven', addSeconds(start, 5));
    expect(visibleCelebration(second, 'jo', addSeconds(start, 5))).toMatchObject({
      type: 'feedbackGiven',
      shownAt: addSeconds(start, 5),
    });
  });

  it('the same type stays quiet for 10 minutes after it showed, even when dismissed', () => {
    const shown = capture(noCelebrations(), 'recognition', start);
    const dismissed = dismissCelebration(shown);
    expect(visibleCelebration(dismissed, 'jo', addSeconds(start, 1))).toBeNull();
    const again = capture(dismissed, 'recognition', addMinutes(start, 9));
    expect(again).toBe(dismissed);
    // Another person's same moment within the 10 minutes is quiet too.
    expect(capture(dismissed, 'recognition', addMinutes(start, 9), 'sam')).toBe(dismissed);
    const later = capture(dismissed, 'recognition', addMinutes(start, 10));
    expect(visibleCelebration(later, 'jo', addMinutes(start, 10))?.shownAt).toEqual(
      addMinutes(start, 10),
    );
  });

  it('a quiet type leaves the current banner of another type alone', () => {
    const state = capture(
      capture(noCelebrations(), 'recognition', start),
      'feedbackGiven',
      addMinutes(start, 1),
    );
    const after = capture(state, 'recognition', addMinutes(start, 2));
    expect(after).toBe(state);
    expect(visibleCelebration(after, 'jo', addMinutes(start, 2))?.type).toBe('feedbackGiven');
  });

  it('asks for words only when a banner shows', () => {
    let asked = 0;
    const counting = () => ((asked += 1), { text: 't', emoji: '🙌' });
    const state = celebrate(noCelebrations<Type>(), {
      type: 'recognition',
      personId: 'jo',
      now: start,
      words: counting,
    });
    celebrate(state, { type: 'recognition', personId: 'jo', now: start, words: counting });
    expect(asked).toBe(1);
  });

  it("switching person clears the banner; it shows only on its person's page", () => {
    const state = capture(noCelebrations(), 'recognition', start, 'jo');
    expect(visibleCelebration(state, 'sam', start)).toBeNull();
    expect(enterPerson(state, 'jo')).toBe(state);
    const switched = enterPerson(state, 'sam');
    expect(switched.current).toBeNull();
    expect(visibleCelebration(enterPerson(switched, 'jo'), 'jo', start)).toBeNull();
  });

  it('a moment switched off takes its own banner away, and only its own', () => {
    const shown = capture(noCelebrations(), 'feedbackGiven', start);
    const off = releaseCelebration(shown, { type: 'feedbackGiven', personId: 'jo' });
    expect(visibleCelebration(off, 'jo', addSeconds(start, 1))).toBeNull();
    // Capturing it again within 10 minutes: still quiet, so no banner comes back.
    expect(
      visibleCelebration(capture(off, 'feedbackGiven', addSeconds(start, 2)), 'jo', start),
    ).toBeNull();
    // Another type, or the same type with someone else, leaves the banner.
    expect(releaseCelebration(shown, { type: 'recognition', personId: 'jo' })).toBe(shown);
    expect(releaseCelebration(shown, { type: 'feedbackGiven', personId: 'sam' })).toBe(shown);
  });
});
