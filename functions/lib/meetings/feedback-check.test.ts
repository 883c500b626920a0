import { it, expect } from 'vitest';
import { feedbackActivityIn } from './feedback-check';
it('finds recognition and feedback in note texts', () => {
  expect(feedbackActivityIn(['I thanked Priya for the launch'])).toEqual({
    feedback: false,
    recognition: true,
  });
  expect(feedbackActivityIn(['Gave Sam feedback on the review comments'])).toEqual({
    feedback: true,
    recognition: false,
  });
  expect(feedbackActivityIn(['Great job on the demo. Shared some feedback about pacing'])).toEqual({
    feedback: true,
    recognition: true,
  });
  expect(feedbackActivityIn(['Discussed the roadmap and hiring'])).toEqual({
    feedback: false,
    recognition: false,
  });
});
