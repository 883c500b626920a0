/**
 * What each moment is called and means on the person page and manage-up
 * (docs/product.md#direct-report-page feedback moments, 'Manage-up page' moments; #entities
 * 'Feedback stats', 'Manage-up weekly state'). `describe` takes the person's first name.
 */
import {
  FEEDBACK_MOMENT_TYPES,
  MANAGE_UP_MOMENT_TYPES,
  type MomentType,
} from '@shared/domain/moments';

export interface MomentLabel {
  label: string;
  describe: (name: string) => string;
}

export const MOMENT_LABELS: Record<MomentType, MomentLabel> = {
  feedbackGiven: {
    label: 'Feedback given',
    describe: (name) => `You gave ${name} feedback on their work.`,
  },
  feedbackAsked: {
    label: 'Feedback asked',
    describe: (name) => `You asked ${name} for feedback on how you're doing.`,
  },
  recognition: {
    label: 'Recognition',
    describe: (name) => `You praised, thanked or credited ${name}.`,
  },
  teamWins: {
    label: 'Team wins',
    describe: (name) => `You shared one of your team's wins with ${name}.`,
  },
  prioritiesAligned: {
    label: 'Priorities aligned',
    describe: (name) => `You and ${name} agreed on what matters most.`,
  },
  proactiveUpdates: {
    label: 'Proactive updates',
    describe: (name) => `You updated ${name} before they asked, or asked for their feedback.`,
  },
};

/** The moments of a direct report, in the order the page lists them. */
export const DIRECT_REPORT_MOMENTS = FEEDBACK_MOMENT_TYPES;
/** The moments with the manager, in the order manage-up lists them. */
export const MANAGE_UP_MOMENTS = MANAGE_UP_MOMENT_TYPES;
