/**
 * The prompts a manager reads about a person's strengths and growth areas and their own manager's
 * priorities, for real-looking items: nouns, adjectives, verb phrases and longer items each read
 * as a sentence (docs/api.md#conventions, Prep).
 */
import { describe, expect, it } from 'vitest';
import {
  growthPrompt,
  priorityPrompt,
  secondPriorityPrompt,
  strengthPrompt,
} from '../../../shared/domain/prep-bank';
import { traitPhrase } from './trait-phrases';

const STRENGTHS: [string, string][] = [
  ['Curious', 'Being curious is one of your strengths: where could you use it more?'],
  [
    'detail-oriented',
    'Being detail-oriented is one of your strengths: where could you use it more?',
  ],
  ['Data-driven', 'Being data-driven is one of your strengths: where could you use it more?'],
  [
    'Calm under pressure',
    'Being calm under pressure is one of your strengths: where could you use it more?',
  ],
  [
    'Open to feedback',
    'Being open to feedback is one of your strengths: where could you use it more?',
  ],
  [
    'Good at prioritizing',
    'Being good at prioritizing is one of your strengths: where could you use it more?',
  ],
  [
    'Fluent in Spanish',
    'Being fluent in Spanish is one of your strengths: where could you use it more?',
  ],
  ['public speaking', 'Where could you use your strength in “public speaking” more?'],
  ['Stakeholder management', 'Where could you use your strength in “Stakeholder management” more?'],
  ['Attention to detail', 'Where could you use your strength in “Attention to detail” more?'],
  ['Giving feedback', 'Where could you use your strength in “Giving feedback” more?'],
  ['SQL', 'Where could you use your strength in “SQL” more?'],
  ['English', 'Where could you use your strength in “English” more?'],
  ['Follow-through', 'Where could you use your strength in “Follow-through” more?'],
  ['Team player', 'Being a team player is one of your strengths: where could you use it more?'],
  [
    'Great listener',
    'Being a great listener is one of your strengths: where could you use it more?',
  ],
  ['Self-starter', 'Being a self-starter is one of your strengths: where could you use it more?'],
  ['Python expert', 'Being a Python expert is one of your strengths: where could you use it more?'],
  [
    'Explains complex ideas simply',
    'Explaining complex ideas simply is one of your strengths: where could you use it more?',
  ],
  ['Mentors juniors', 'Mentoring juniors is one of your strengths: where could you use it more?'],
  [
    'Runs great meetings',
    'Running great meetings is one of your strengths: where could you use it more?',
  ],
  [
    'Always delivers on time',
    'Always delivering on time is one of your strengths: where could you use it more?',
  ],
  ['Follows through.', 'Following through is one of your strengths: where could you use it more?'],
];

const GROWTH_AREAS: [string, string][] = [
  ['Delegation', 'Check in on “Delegation”: what’s working, and what would help?'],
  ['Time management', 'Check in on “Time management”: what’s working, and what would help?'],
  ['Presentations', 'Check in on “Presentations”: what’s working, and what would help?'],
  ['Asking for help', 'Check in on “Asking for help”: what’s working, and what would help?'],
  ['More assertive', 'Check in on being more assertive: what’s working, and what would help?'],
  [
    'Impatient with juniors',
    'Check in on being impatient with juniors: what’s working, and what would help?',
  ],
  [
    'Too detail-oriented',
    'Check in on being too detail-oriented: what’s working, and what would help?',
  ],
  ['Delegate more', 'Check in on delegating more: what’s working, and what would help?'],
  ['Needs to delegate more', 'Check in on delegating more: what’s working, and what would help?'],
  [
    'Should document decisions',
    'Check in on documenting decisions: what’s working, and what would help?',
  ],
  ['Say no more often', 'Check in on saying no more often: what’s working, and what would help?'],
  [
    'Speak up in meetings',
    'Check in on speaking up in meetings: what’s working, and what would help?',
  ],
  ['Be more assertive', 'Check in on being more assertive: what’s working, and what would help?'],
  ['Overcommits', 'Check in on overcommitting: what’s working, and what would help?'],
];

const PRIORITIES: [string, string, string][] = [
  [
    'Billing migration',
    'Progress on your priority “Billing migration”, and where I can help',
    'Where “Billing migration” stands, and what matters most next',
  ],
  [
    'SOC 2 certification',
    'Progress on your priority “SOC 2 certification”, and where I can help',
    'Where “SOC 2 certification” stands, and what matters most next',
  ],
  [
    'Ship the billing migration by Q3',
    'Progress on shipping the billing migration by Q3, and where I can help',
    'Where shipping the billing migration by Q3 stands, and what matters most next',
  ],
  [
    'Reduce churn',
    'Progress on reducing churn, and where I can help',
    'Where reducing churn stands, and what matters most next',
  ],
  [
    'Launch in Europe',
    'Progress on launching in Europe, and where I can help',
    'Where launching in Europe stands, and what matters most next',
  ],
  [
    'Profitable by Q4',
    'Progress on becoming profitable by Q4, and where I can help',
    'Where becoming profitable by Q4 stands, and what matters most next',
  ],
];

describe('prep prompts read as sentences whatever kind of phrase the manager wrote', () => {
  it.each(STRENGTHS)('strength %j', (item, prompt) => {
    expect(strengthPrompt(traitPhrase(item))).toBe(prompt);
  });

  it.each(GROWTH_AREAS)('growth area %j', (item, prompt) => {
    expect(growthPrompt(traitPhrase(item))).toBe(prompt);
  });

  it.each(PRIORITIES)("manager's priority %j", (item, first, second) => {
    expect(priorityPrompt(traitPhrase(item))).toBe(first);
    expect(secondPriorityPrompt(traitPhrase(item))).toBe(second);
  });

  it('keeps a list mark and extra spaces out, and quotes a long item cut to one line', () => {
    expect(strengthPrompt(traitPhrase('-  Team   player'))).toBe(
      'Being a team player is one of your strengths: where could you use it more?',
    );
    const long = traitPhrase(`Cross-functional ${'roadmap planning '.repeat(8)}`);
    expect(long.form).toBe('thing');
    expect(long.text.length).toBeLessThanOrEqual(80);
    expect(long.text.endsWith('…')).toBe(true);
  });
});
