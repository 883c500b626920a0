/**
 * Smarter prep (docs/api.md#conventions): agenda prompts chosen from a curated bank
 * by what happened with the person in the last weeks. Pure and deterministic: the same signals
 * and the same person and week give the same prompts (a PRNG seeded by person id + week start
 * picks among growth areas, priorities and the filler prompts).
 *
 * Order of precedence (the page shows the first 3, the editor up to 5):
 * 1. an open topic from the last agenda ('Follow up: …'),
 * 2. a growth area (direct report) or one of the manager's priorities,
 * 3. feedback or recognition when none happened lately,
 * 4. a strength or goal (direct report), a second priority (manager),
 * 5. a check-in when nothing was written lately, then the Regular 1:1 template and the bank.
 *
 * A strength, growth area or priority is woven in by the kind of phrase the manager wrote
 * (`TraitPhrase`, told on the server by compromise's part-of-speech tags:
 * functions/lib/one-on-ones/trait-phrases.ts), so every prompt reads as a sentence: a thing is
 * quoted as written ('your strength in “public speaking”'), a quality, role or action becomes
 * what the person is or does ('being curious', 'being a team player', 'explaining complex ideas
 * simply').
 */
import type { PersonKind } from './person-kind';
import { conversationTemplatesFor } from './templates';

export interface PrepSignals {
  audience: PersonKind;
  personId: string;
  /** Local date 'YYYY-MM-DD' of the Monday of the week the prompts are for. */
  weekStart: string;
  /** Direct report: growth areas (opportunities), strengths and goals. */
  growthAreas: readonly string[];
  strengths: readonly string[];
  goals: readonly string[];
  /** The manager's priorities. */
  priorities: readonly string[];
  /** Agenda items of the last 1:1 not marked done, newest meeting first. */
  openTopics: readonly string[];
  /** Notes or reflections about the person in the last weeks. */
  recentNotes: number;
  feedbackLately: boolean;
  recognitionLately: boolean;
}

/**
 * A strength, growth area or priority as a prompt weaves it in: `form` is what kind of phrase it
 * is; `text` the manager's words on one line (quoted as written for a thing); `inline` the phrase
 * for the middle of a sentence ('curious', 'a team player', 'explaining complex ideas simply');
 * `ing` what the person is or does ('being curious', 'explaining complex ideas simply').
 */
export interface TraitPhrase {
  form: 'thing' | 'role' | 'quality' | 'action';
  text: string;
  inline: string;
  ing: string;
}

/** Tells the kind of phrase of a strength, growth area or priority (the server's, with compromise). */
export type PhraseOf = (item: string) => TraitPhrase;

/** 'being curious' → 'Being curious' (a sentence's start). */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The prompt about one of the person's strengths. */
export function strengthPrompt(strength: TraitPhrase): string {
  return strength.form === 'thing'
    ? `Where could you use your strength in “${strength.text}” more?`
    : `${capitalized(strength.ing)} is one of your strengths: where could you use it more?`;
}

/** The prompt about one of the person's growth areas. */
export function growthPrompt(growth: TraitPhrase): string {
  const subject = growth.form === 'thing' ? `“${growth.text}”` : growth.ing;
  return `Check in on ${subject}: what’s working, and what would help?`;
}

/** What a priority is about, in a prompt: the thing as written, else what it takes ('shipping…'). */
function priorityPhrase(priority: TraitPhrase): string {
  if (priority.form === 'thing') return `“${priority.text}”`;
  return priority.form === 'action' ? priority.ing : priority.ing.replace(/^being /, 'becoming ');
}

/** The prompt about the manager's first priority. */
export function priorityPrompt(priority: TraitPhrase): string {
  return priority.form === 'thing'
    ? `Progress on your priority ${priorityPhrase(priority)}, and where I can help`
    : `Progress on ${priorityPhrase(priority)}, and where I can help`;
}

/** The prompt about another of the manager's priorities. */
export function secondPriorityPrompt(priority: TraitPhrase): string {
  return `Where ${priorityPhrase(priority)} stands, and what matters most next`;
}

/** Longest piece of the user's own text quoted in a prompt. */
export const MAX_QUOTED_LENGTH = 80;

/**
 * Prompts written for this bank, beyond the templates (docs/product.md#entities), by audience and
 * purpose.
 */
export const PREP_BANK = {
  directReport: {
    feedback: [
      'What’s one thing I could do differently to support you better?',
      'Share specific feedback from the past weeks: what went well, and one thing to adjust',
    ],
    recognition: [
      'A recent win worth recognizing, and how you’d like it recognized',
      'Who on the team helped you lately, and should we call it out?',
    ],
    quiet: ['We haven’t caught up in a while: what has changed for you?'],
    filler: [
      'What’s energizing you at work right now, and what’s draining you?',
      'Which priority would you drop if you had to, and why?',
      'Anything you’re hearing from the team that I should know?',
      'What’s one decision you’d like more say in?',
      'How sustainable does your workload feel on a scale of 1 to 5?',
    ],
  },
  boss: {
    feedback: [
      'Feedback: what should I do more or less of?',
      'How do you see my team’s work lately, and what would you change?',
    ],
    recognition: [
      'Team wins from this week worth sharing',
      'Someone on my team who deserves recognition from you',
    ],
    quiet: ['What has changed in your priorities since we last talked?'],
    filler: [
      'A decision I need from you, and by when',
      'What’s changing in the wider organisation that my team should know?',
      'How I can make your week easier',
      'Risks and blockers on the horizon',
    ],
  },
} as const;

/** FNV-1a hash of a string, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** The user's text as quoted in a prompt: one line, without list marks, at most 80 characters. */
export function quoted(text: string): string {
  const line = text
    .replace(/\s+/g, ' ')
    .replace(/^[-*•\d.)\s]+/, '')
    .trim();
  return line.length > MAX_QUOTED_LENGTH
    ? `${line.slice(0, MAX_QUOTED_LENGTH - 1).trimEnd()}…`
    : line;
}

/**
 * Up to `limit` prompts for the person's next 1:1 (different texts, in order of precedence);
 * `phraseOf` tells the kind of phrase of each strength, growth area or priority picked.
 */
export function choosePrepPrompts(
  signals: PrepSignals,
  limit: number,
  phraseOf: PhraseOf,
): string[] {
  const random = seeded(hash(`${signals.personId}|${signals.weekStart}`));
  const bank = PREP_BANK[signals.audience];
  const pick = <T>(items: readonly T[]): T[] => shuffled(items, random);
  const candidates: string[] = [];
  const [openTopic, secondTopic] = signals.openTopics.map(quoted).filter(Boolean);
  if (openTopic) candidates.push(`Follow up from last time: ${openTopic}`);

  const gap = (): string[] => [
    ...(signals.feedbackLately ? [] : pick(bank.feedback).slice(0, 1)),
    ...(signals.recognitionLately ? [] : pick(bank.recognition).slice(0, 1)),
  ];
  if (signals.audience === 'boss') {
    const [first, second] = pick(signals.priorities.map(quoted).filter(Boolean));
    if (first) candidates.push(priorityPrompt(phraseOf(first)));
    candidates.push(...gap());
    if (second) candidates.push(secondPriorityPrompt(phraseOf(second)));
  } else {
    const [growth] = pick(signals.growthAreas.map(quoted).filter(Boolean));
    if (growth) candidates.push(growthPrompt(phraseOf(growth)));
    candidates.push(...gap());
    const [strength] = pick(signals.strengths.map(quoted).filter(Boolean));
    if (strength) candidates.push(strengthPrompt(phraseOf(strength)));
    const [goal] = pick(signals.goals.map(quoted).filter(Boolean));
    if (goal) candidates.push(`Progress check on your goal: ${goal}`);
  }
  if (secondTopic) candidates.push(`Follow up from last time: ${secondTopic}`);
  if (signals.recentNotes === 0) candidates.push(...bank.quiet);
  const regular = conversationTemplatesFor(signals.audience).find((t) => t.key === 'regular');
  candidates.push(...pick([...(regular?.items ?? []), ...bank.filler]));
  return [...new Set(candidates)].slice(0, limit);
}
