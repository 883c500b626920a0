/**
 * What the capture step says for each moment (docs/product.md#where-the-moments-show, capturing a
 * moment): its title naming the person, the question about what was said, and an example. The
 * person's first name is `name`.
 */
import type { MomentType } from '@shared/domain/moments';

export interface CaptureCopy {
  title: (name: string) => string;
  question: (name: string) => string;
  placeholder: string;
}

export const CAPTURE_COPY: Record<MomentType, CaptureCopy> = {
  feedbackGiven: {
    title: (name) => `Feedback given to ${name}`,
    question: () => 'What feedback did you give?',
    placeholder: 'e.g. Lead with the decision in your status updates',
  },
  feedbackAsked: {
    title: (name) => `Feedback asked of ${name}`,
    question: (name) => `What did you ask ${name}?`,
    placeholder: 'e.g. How could our 1:1s be more useful to you?',
  },
  recognition: {
    title: (name) => `Recognition for ${name}`,
    question: () => 'What did you recognize?',
    placeholder: 'e.g. Thanked them for unblocking Friday’s release',
  },
  teamWins: {
    title: (name) => `Team win shared with ${name}`,
    question: () => 'Which win did you share?',
    placeholder: 'e.g. Support tickets down 20% since the new docs',
  },
  prioritiesAligned: {
    title: (name) => `Priorities aligned with ${name}`,
    question: () => 'What did you agree on?',
    placeholder: 'e.g. The billing migration comes before the Q3 roadmap',
  },
  proactiveUpdates: {
    title: (name) => `Proactive update for ${name}`,
    question: (name) => `What did you tell ${name}?`,
    placeholder: 'e.g. The launch moves a week; here’s the new plan',
  },
};
