/**
 * What a celebration banner says (docs/product.md#states-and-transitions 'Celebration banners for
 * captured moments'): a text chosen at random from a few per moment type, naming the person, and an
 * emoji from five that are shuffled once, then taken in turn (so two banners in a row never share
 * one). `random` is injectable (a value in [0, 1), like Math.random) for tests.
 */
import type { MomentType } from '@shared/domain/moments';

export const CELEBRATION_EMOJIS = ['🎉', '🙌', '🌟', '👏', '🚀'] as const;

type Text = (name: string) => string;

/** Three texts per moment type; `name` is the person's first name. */
export const CELEBRATION_TEXTS: Record<MomentType, readonly Text[]> = {
  feedbackGiven: [
    (name) => `Clear, kind feedback is how ${name} grows. Nicely done.`,
    (name) => `You didn't leave ${name} guessing. That's real support.`,
    () => 'Feedback this week keeps small things small. Well done.',
  ],
  feedbackAsked: [
    (name) => `Asking ${name} for feedback takes courage, and it builds trust.`,
    (name) => `You showed ${name} that their view matters.`,
    () => 'Managers who ask for feedback get better, faster. Great move.',
  ],
  recognition: [
    (name) => `${name} will remember that you noticed.`,
    (name) => `You made ${name}'s work visible. That's how trust grows.`,
    () => 'Specific praise is one of the best things a manager can give.',
  ],
  teamWins: [
    (name) => `Your team's win is on ${name}'s radar now.`,
    () => 'Sharing wins upward gets your team the credit it deserves.',
    () => 'Leadership sees what your team delivers. Nice work.',
  ],
  prioritiesAligned: [
    (name) => `You and ${name} are on the same page. Fewer surprises ahead.`,
    () => 'Aligned on priorities: your team knows what matters most.',
    () => 'Alignment done. Now your team can focus.',
  ],
  proactiveUpdates: [
    (name) => `${name} heard it from you first. That's managing up.`,
    () => 'A proactive update builds trust before you need it.',
    (name) => `No surprises for ${name} this week. Nicely done.`,
  ],
};

/** A Fisher–Yates shuffle of a copy of `items`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

export interface CelebrationWords {
  text: string;
  emoji: string;
}

/** Picks the words of each banner: a random text of the type, the next of the shuffled emojis. */
export function createCelebrationCopy(random: () => number = Math.random) {
  const emojis = shuffled(CELEBRATION_EMOJIS, random);
  let turn = 0;
  return {
    words(type: MomentType, name: string): CelebrationWords {
      const texts = CELEBRATION_TEXTS[type];
      const text = texts[Math.floor(random() * texts.length)] ?? texts[0]!;
      const emoji = emojis[turn % emojis.length]!;
      turn += 1;
      return { text: text(name), emoji };
    },
  };
}

export type CelebrationCopy = ReturnType<typeof createCelebrationCopy>;
