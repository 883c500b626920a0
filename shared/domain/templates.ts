/**
 * The built-in templates (docs/product.md#entities 'Built-in templates'): conversation templates
 * for 1:1s with a direct report (Regular 1:1, Career & Growth, Difficult Conversation) and with the
 * boss (Regular 1:1, Career & Development), and general note templates (3 prompts each). Until AI
 * suggestions exist, suggested agenda topics come from the Regular 1:1 templates.
 */
import type { PersonKind } from './person-kind';

export interface ConversationTemplate {
  key: string;
  name: string;
  audience: PersonKind;
  /** Agenda prompts, one per line when applied. */
  items: readonly string[];
  /** Shown in the template preview (docs/product.md#note-editor). */
  tip: string;
}

export interface NoteTemplate {
  key: string;
  name: string;
  prompts: readonly string[];
}

/**
 * Preview tip of every template but Difficult Conversation (docs/product.md#screens-and-routes).
 */
export const DEFAULT_TEMPLATE_TIP =
  'Start here — edit freely. These are just prompts to get the conversation going.';

export const DIRECT_REPORT_TEMPLATES: readonly ConversationTemplate[] = [
  {
    key: 'regular',
    name: 'Regular 1:1',
    audience: 'directReport',
    items: [
      'What’s been on your mind since we last talked?',
      'What are you proud of from the past week?',
      'Where are you stuck, and how can I help unblock you?',
      'Is there anything you need from me or the team?',
    ],
    tip: DEFAULT_TEMPLATE_TIP,
  },
  {
    key: 'career-growth',
    name: 'Career & Growth',
    audience: 'directReport',
    items: [
      'Where do you want to be in a year, and in three?',
      'Which skills do you want to build next?',
      'What work would stretch you in the right way?',
      'How can I support your growth this quarter?',
    ],
    tip: DEFAULT_TEMPLATE_TIP,
  },
  {
    key: 'difficult-conversation',
    name: 'Difficult Conversation',
    audience: 'directReport',
    items: [
      'The specific situation I want to talk about, with facts and examples',
      'The impact it had on the team, the work or me',
      'Ask: how do you see it?',
      'What we agree to do differently, and by when',
      'How I will support you, and when we will check in',
    ],
    tip: 'Lead with curiosity and facts, not emotion. Describe what happened and its impact, then listen before proposing next steps.',
  },
];

export const BOSS_TEMPLATES: readonly ConversationTemplate[] = [
  {
    key: 'regular',
    name: 'Regular 1:1',
    audience: 'boss',
    items: [
      'Team wins from this week worth sharing',
      'Progress on your top priorities',
      'Where I need a decision or your support',
      'Risks and blockers on the horizon',
      'Feedback: what should I do more or less of?',
    ],
    tip: DEFAULT_TEMPLATE_TIP,
  },
  {
    key: 'career-development',
    name: 'Career & Development',
    audience: 'boss',
    items: [
      'How do you see my growth over the next year?',
      'Which skills would make me more effective in this role?',
      'Opportunities for more visibility or scope',
      'What would you need to see to support my next step?',
    ],
    tip: DEFAULT_TEMPLATE_TIP,
  },
];

export const NOTE_TEMPLATES: readonly NoteTemplate[] = [
  {
    key: 'team-observation',
    name: 'Team Observation',
    prompts: [
      'What did you notice?',
      'Who was involved, and what was the impact?',
      'Is there a pattern worth raising in a 1:1?',
    ],
  },
  {
    key: 'coaching-reflection',
    name: 'Coaching Reflection',
    prompts: [
      'What conversation went well or poorly?',
      'What did you learn about your coaching?',
      'What will you try next time?',
    ],
  },
  {
    key: 'idea-opportunity',
    name: 'Idea or Opportunity',
    prompts: [
      'What’s the idea?',
      'Who could own or benefit from it?',
      'What is a small first step?',
    ],
  },
  {
    key: 'recognition-reminder',
    name: 'Recognition Reminder',
    prompts: [
      'Who deserves recognition?',
      'What exactly did they do, and why did it matter?',
      'Where will you recognize them: privately or in public?',
    ],
  },
  {
    key: 'tough-moment',
    name: 'Tough Moment / Debrief',
    prompts: [
      'What happened?',
      'How did you respond, and how do you feel about it now?',
      'What follow-up is needed, and with whom?',
    ],
  },
];

/**
 * Number of suggested agenda topics shown on a page (docs/product.md#constants-and-limits: max 3
 * suggestions).
 */
export const MAX_PAGE_SUGGESTIONS = 3;

/** Templates offered for a 1:1 with this kind of person. */
export function conversationTemplatesFor(audience: PersonKind): readonly ConversationTemplate[] {
  return audience === 'boss' ? BOSS_TEMPLATES : DIRECT_REPORT_TEMPLATES;
}

/** Suggested agenda topics from the Regular 1:1 template, at most `limit`. */
export function suggestedTopics(
  audience: PersonKind,
  limit: number = MAX_PAGE_SUGGESTIONS,
): string[] {
  const regular = conversationTemplatesFor(audience).find((template) => template.key === 'regular');
  return (regular?.items ?? []).slice(0, limit);
}

/**
 * Agenda bullets the note editor falls back to when prep suggestions fail or are empty
 * (docs/product.md#error-catalogue).
 */
export const FALLBACK_EDITOR_PROMPTS: readonly string[] = [
  "Review last week's priorities and progress",
  'Discuss blockers or challenges',
  'Set goals for the upcoming week',
  'Address feedback or concerns',
];
