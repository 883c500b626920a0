import { it, expect } from 'vitest';
import { feedbackActivityIn } from './feedback-check';

it.each([
  ['I thanked Priya for the launch', { feedback: false, recognition: true }],
  ['Gave Sam feedback on the review comments', { feedback: true, recognition: false }],
  [
    'Great job on the demo. Shared some feedback about pacing',
    { feedback: true, recognition: true },
  ],
  ['Discussed the roadmap and hiring', { feedback: false, recognition: false }],
])('finds recognition and feedback in %j', (text, expected) => {
  expect(feedbackActivityIn([text])).toEqual(expected);
});
