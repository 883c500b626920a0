/**
 * Whether feedback or recognition happened lately, read from the texts of the person's recent
 * notes: a note that says someone was thanked, praised or
 * recognised counts as recognition; one that mentions giving or asking for feedback, or coaching
 * on something, counts as feedback. Words come from the runtime's own word segmenter
 * (Intl.Segmenter), not compromise: these routes read DynamoDB with ElectroDB, and compromise
 * (about 300 KB) would take their bundles over 700 KB. A small, replaceable check: once feedback moments are stored,
 * this function can read them instead and its callers stay as they are.
 */

export interface FeedbackActivity {
  feedback: boolean;
  recognition: boolean;
}

/** Words and stems that mark recognition. */
const RECOGNITION_WORDS = new Set([
  'thank',
  'prais',
  'recogniz',
  'recognis',
  'congratulat',
  'celebrat',
  'appreciat',
  'thanks',
  'praise',
  'recognize',
  'recognise',
  'recognition',
  'kudos',
  'shoutout',
  'congratulate',
  'congrats',
  'celebrate',
  'appreciate',
  'appreciation',
]);
const RECOGNITION_PHRASES = [
  'great job',
  'good job',
  'nice job',
  'great work',
  'well done',
  'shout out',
];
/** Words and stems that mark feedback given or asked for. */
const FEEDBACK_WORDS = new Set(['feedback', 'critique', 'critiqu', 'coach', 'constructive']);

/** A word without its inflection: 'thanked', 'thanking', 'thanks' → 'thank'. */
function stem(word: string): string {
  for (const suffix of ['ing', 'ed', 'es', 's', 'd']) {
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/**
 * Built on first use, not at import: Intl's first use costs a cold start 10–15 ms
 * (docs/performance.md#cold-starts).
 */
let segmenter: Intl.Segmenter | undefined;

/** The words of a text, lower case, each also as its stem. */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
    if (isWordLike) words.add(segment).add(stem(segment));
  }
  return words;
}

/** Feedback and recognition found in the texts (any of them). */
export function feedbackActivityIn(texts: readonly string[]): FeedbackActivity {
  const activity: FeedbackActivity = { feedback: false, recognition: false };
  for (const text of texts) {
    if (!text.trim()) continue;
    const words = wordsOf(text);
    const lower = text.toLowerCase();
    activity.recognition ||=
      [...words].some((word) => RECOGNITION_WORDS.has(word)) ||
      RECOGNITION_PHRASES.some((phrase) => lower.includes(phrase));
    activity.feedback ||= [...words].some((word) => FEEDBACK_WORDS.has(word));
    if (activity.feedback && activity.recognition) break;
  }
  return activity;
}
