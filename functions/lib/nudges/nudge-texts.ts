/**
 * The words of nudges and banners (docs/product.md#nudges: 'texts well written and varied'). Each
 * rule has a bank of wordings; one is chosen by a stable hash of the rule, the subject and the day,
 * so a nudge reads the same on every refresh of a day and changes from day to day and person to
 * person. Within one list (today's nudges, a page's, a Slack DM) no title or content line is
 * repeated: `nudgeListWordings` moves a nudge whose chosen wording would repeat a line of an
 * earlier one on to the next wording of its bank, so every rule that can appear for several people
 * in one list has at least MAX_NUDGES wordings. `{name}` is the person's first name, `{when}` the
 * 1:1's time ('today at 2:30 pm'). Claims of time ('in two weeks', 'in four weeks') are the ones
 * the engine checks (nudge-engine.ts). Pure.
 */
import type { NudgeRule } from '../../../shared/domain/nudge-kinds';
import type { BannerType } from '../../../shared/domain/nudge-kinds';
import { pickStable, stableHash } from '../../../shared/domain/stable-hash';

export interface Wording {
  title: string;
  content: string;
  emoji: string;
}

/**
 * The banks of nudge wordings: one per rule, and 'ask-feedback-person' for the ask-feedback
 * nudge of one direct report's page (it names them, and claims only what is known of them).
 */
export type NudgeWordingBank = NudgeRule | 'ask-feedback-person';

const NUDGE_WORDINGS: Record<NudgeWordingBank, readonly Wording[]> = {
  // The commitment nudges' words are the item's own (commitment-words.ts): no title repeats.
  'keep-commitment': [{ title: '{title}', content: '{content}', emoji: '🤝' }],
  'ask-commitment': [{ title: '{title}', content: '{content}', emoji: '💬' }],
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
    {
      title: 'Set up a good talk with {name}',
      content: 'You meet {when}. Note one thing to celebrate and one question you want to ask.',
      emoji: '🗓️',
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
    {
      title: 'Your takeaways from {name}’s 1:1',
      content:
        'What stood out, and what happens next? A few words now keep your follow-ups in view.',
      emoji: '✅',
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
      content:
        'It has been two weeks without recognition. Specific praise, given soon, is the kind people remember.',
      emoji: '🌟',
    },
    {
      title: 'A thank-you for {name}?',
      content: 'Two weeks without recognition. What has {name} done lately that deserves a word?',
      emoji: '🙌',
    },
    {
      title: 'Notice {name}’s good work',
      content:
        '{name} has had no recognition in two weeks. A short, specific thank-you in your next 1:1 goes a long way.',
      emoji: '👏',
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
      content:
        'Four weeks without asking your team for feedback. One open question in your next 1:1 is enough to start.',
      emoji: '🔍',
    },
    {
      title: 'Turn the feedback around',
      content:
        'A month without asking for feedback. Ask what you should start, stop or keep doing.',
      emoji: '🔄',
    },
  ],
  'ask-feedback-person': [
    {
      title: 'Ask {name} for feedback',
      content:
        'You have not asked {name} for feedback in four weeks. Try: “What is one thing I could do to help you more?”',
      emoji: '👂',
    },
    {
      title: 'How are you doing as {name}’s manager?',
      content:
        'Four weeks without asking {name} for feedback. One open question in your next 1:1 is enough to start.',
      emoji: '🔍',
    },
    {
      title: 'Turn the feedback around with {name}',
      content:
        'A month without asking {name} for feedback. Ask what you should start, stop or keep doing.',
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
    {
      title: 'What should {name} keep doing?',
      content:
        'You met {name} this week. Name one behaviour to keep and one to adjust, with an example of each.',
      emoji: '🪴',
    },
    {
      title: 'Help {name} grow this week',
      content:
        'A specific observation from your 1:1 is worth more than a general “good job”. Note it while you remember.',
      emoji: '💡',
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
    {
      title: 'A win to share with {name}',
      content:
        'You meet {when} and no team win is noted this week. Which result deserves your manager’s attention?',
      emoji: '🥇',
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
    {
      title: 'What is on {name}’s plate?',
      content: 'Jot down what {name} is working on and how they seem. Your next prep starts here.',
      emoji: '📓',
    },
    {
      title: 'A line on {name}’s week',
      content: 'A quick note on a win, a worry or a question keeps your picture of {name} current.',
      emoji: '🗂️',
    },
  ],
  'capture-strength': [
    {
      title: 'What is {name} great at?',
      content: 'Naming strengths makes recognition specific and helps you hand out the right work.',
      emoji: '💪',
    },
    {
      title: 'Name {name}’s strengths',
      content:
        'Write down what {name} does best: your praise gets specific and work finds its fit.',
      emoji: '⭐',
    },
  ],
  'capture-growth-area': [
    {
      title: 'Where could {name} grow next?',
      content: 'One focus area gives your coaching conversations a direction.',
      emoji: '🌱',
    },
    {
      title: 'A growth area for {name}',
      content: 'Note one skill {name} is building, so your coaching and feedback share a thread.',
      emoji: '📈',
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

/** What one nudge of a list needs for its words. */
export interface WordingRequest {
  bank: NudgeWordingBank;
  /** Names the subject and the day: the same key prefers the same wording. */
  key: string;
  /** Fill the placeholders. */
  values: Record<string, string>;
}

/**
 * The words of one list of nudges, in its order (see the module comment): each nudge takes the
 * wording its bank and key hash to, unless its title or content is already in the list — then
 * the next wording of its bank, in turn, that repeats no line. Deterministic: the same list on the
 * same day reads the same.
 */
export function nudgeListWordings(requests: readonly WordingRequest[]): Wording[] {
  const used = new Set<string>();
  return requests.map(({ bank, key, values }) => {
    const options = NUDGE_WORDINGS[bank];
    const start = stableHash(`${bank}|${key}`) % options.length;
    const filled = options.map((_, offset) =>
      fill(options[(start + offset) % options.length]!, values),
    );
    const words =
      filled.find((option) => !used.has(option.title) && !used.has(option.content)) ?? filled[0]!;
    used.add(words.title);
    used.add(words.content);
    return words;
  });
}

/** The wordings of a bank (for tests and for checking the banks' sizes). */
export function nudgeBank(bank: NudgeWordingBank): readonly Wording[] {
  return NUDGE_WORDINGS[bank];
}

/** The wording of a banner: one of its type's, stable for `key`, placeholders filled. */
export function bannerWording(
  bannerType: BannerType,
  key: string,
  values: Record<string, string>,
): Wording {
  return fill(pickStable(BANNER_WORDINGS[bannerType], `${bannerType}|${key}`), values);
}
