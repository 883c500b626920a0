/**
 * The words of nudges and banners (issue 9 item 3: 'texts well written and varied'). Each rule
 * has a few wordings; one is chosen by a stable hash of the rule, the subject and the day, so a
 * nudge reads the same on every refresh of a day and changes from day to day and person to person.
 * `{name}` is the person's first name, `{when}` the 1:1's time ('today at 2:30 pm'). Pure.
 */
import type { NudgeRule } from '../../../shared/domain/nudge-kinds';
import type { BannerType } from '../../../shared/domain/nudge-kinds';
import { pickStable } from '../../../shared/domain/stable-hash';

export interface Wording {
  title: string;
  content: string;
  emoji: string;
}

const NUDGE_WORDINGS: Record<NudgeRule, readonly Wording[]> = {
  'prep-agenda': [
    {
      title: 'Prep your 1:1 with {name}',
      content: 'You meet {when}. Jot down two or three topics so the time goes to what matters.',
      emoji: '📝',
    },
    {
      title: '{name}’s 1:1 needs an agenda',
      content:
        'Your 1:1 is {when}. A few lines of prep now make it a conversation, not a status update.',
      emoji: '🗒️',
    },
    {
      title: 'Five minutes for {name}',
      content: 'Before your 1:1 {when}: what do you want {name} to walk away with?',
      emoji: '⏱️',
    },
  ],
  'add-reflections': [
    {
      title: 'How did it go with {name}?',
      content: 'Capture what you heard in your 1:1 while it is fresh: a decision, a worry, a win.',
      emoji: '💭',
    },
    {
      title: 'Reflect on your 1:1 with {name}',
      content: 'Two sentences now will make your next prep with {name} much easier.',
      emoji: '🪞',
    },
    {
      title: 'Close the loop with {name}',
      content: 'Note what you agreed in your 1:1 and anything you promised to follow up on.',
      emoji: '🔁',
    },
  ],
  recognize: [
    {
      title: 'Recognise {name}',
      content:
        'No recognition for {name} in two weeks. Name one specific thing they did well, and why it mattered.',
      emoji: '🎉',
    },
    {
      title: 'Catch {name} doing something right',
      content: 'It has been two weeks. Specific praise, given soon, is the kind people remember.',
      emoji: '🌟',
    },
    {
      title: 'A thank-you for {name}?',
      content: 'Two weeks without recognition. What has {name} done lately that deserves a word?',
      emoji: '🙌',
    },
  ],
  'ask-feedback': [
    {
      title: 'Ask your team for feedback',
      content:
        'You have not asked for feedback in four weeks. Try: “What is one thing I could do to help you more?”',
      emoji: '👂',
    },
    {
      title: 'How are you doing as their manager?',
      content: 'Invite feedback in your next 1:1. One open question is enough to start.',
      emoji: '🔍',
    },
    {
      title: 'Turn the feedback around',
      content:
        'A month without asking for feedback. Ask what you should start, stop or keep doing.',
      emoji: '🔄',
    },
  ],
  'give-feedback': [
    {
      title: 'Feedback for {name}',
      content:
        'You met {name} this week but no feedback is noted yet. What is one thing to keep or change?',
      emoji: '💬',
    },
    {
      title: 'Share an observation with {name}',
      content:
        'Timely feedback beats perfect feedback. Note what you told {name}, or plan what to say.',
      emoji: '🎯',
    },
  ],
  'share-team-win': [
    {
      title: 'Bring a team win to {name}',
      content:
        'You meet your manager {when} and have no win noted this week. Which result should they hear about?',
      emoji: '🏆',
    },
    {
      title: 'Make your team’s work visible',
      content:
        'Your 1:1 with {name} is {when}. Add one team win to the agenda, with who made it happen.',
      emoji: '📣',
    },
  ],
  'ask-priorities': [
    {
      title: 'What matters most to {name}?',
      content:
        'No priorities are written down for your manager. Ask about their top three this quarter.',
      emoji: '🧭',
    },
    {
      title: 'Align on priorities with {name}',
      content:
        'Knowing your manager’s priorities helps you pick which wins to share. Note them here.',
      emoji: '🎯',
    },
  ],
  'note-person': [
    {
      title: 'A note about {name}',
      content: 'Nothing written about {name} this week. What have you noticed, good or worrying?',
      emoji: '✍️',
    },
    {
      title: 'Keep {name} in view',
      content: 'The aim is one note a week per person. A sentence about {name}’s week is enough.',
      emoji: '👀',
    },
  ],
  'capture-strength': [
    {
      title: 'What is {name} great at?',
      content: 'Naming strengths makes recognition specific and helps you hand out the right work.',
      emoji: '💪',
    },
  ],
  'capture-growth-area': [
    {
      title: 'Where could {name} grow next?',
      content: 'One focus area gives your coaching conversations a direction.',
      emoji: '🌱',
    },
  ],
};

const BANNER_WORDINGS: Record<BannerType, readonly Wording[]> = {
  onboarding: [
    {
      title: 'Start your feedback habit this week',
      content:
        'Give one piece of feedback or recognition to someone on your team. Mention it in a note and it counts here.',
      emoji: '🌱',
    },
    {
      title: 'Small moments build great teams',
      content:
        'Thank someone for something specific, or ask how you could support them better. Note it and watch your week fill up.',
      emoji: '✨',
    },
    {
      title: 'Your week of feedback starts here',
      content:
        'Recognition, feedback given, feedback asked: one of each this week is a great start.',
      emoji: '🚀',
    },
  ],
  'prep-agenda': [
    {
      title: 'Your 1:1 with {name} is {when}',
      content: 'It has no agenda yet. Prep a few topics so you both get the most out of it.',
      emoji: '📝',
    },
    {
      title: 'Get ready for {name}',
      content: 'You meet {when}. What do you want to learn, decide or celebrate together?',
      emoji: '🗓️',
    },
  ],
  'add-reflections': [
    {
      title: 'Reflect on your 1:1 with {name}',
      content: 'Capture what you discussed while it is fresh: it makes your next prep easy.',
      emoji: '💭',
    },
    {
      title: 'How did your 1:1 with {name} go?',
      content: 'A few lines on what went well and what could be better is all it takes.',
      emoji: '🪞',
    },
  ],
};

function fill(wording: Wording, values: Record<string, string>): Wording {
  const apply = (text: string) =>
    text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
  return { title: apply(wording.title), content: apply(wording.content), emoji: wording.emoji };
}

/** One of `kind`'s wordings, stable for `key`, with `values` filling its placeholders. */
const wordingOf =
  <K extends string>(bank: Record<K, readonly Wording[]>) =>
  (kind: K, key: string, values: Record<string, string>): Wording =>
    fill(pickStable(bank[kind], `${kind}|${key}`), values);

/** The wording of a nudge: `key` names the subject and day, `values` fill the placeholders. */
export const nudgeWording: (
  rule: NudgeRule,
  key: string,
  values: Record<string, string>,
) => Wording = wordingOf(NUDGE_WORDINGS);

/** The wording of a banner. */
export const bannerWording: (
  bannerType: BannerType,
  key: string,
  values: Record<string, string>,
) => Wording = wordingOf(BANNER_WORDINGS);
