/**
 * The labelled corpus of the moments classifier (docs/product.md#moments-inferred-from-notes,
 * docs/testing.md#evaluations): sentences as managers write them in notes about a direct report
 * (`dr`) or their own manager (`boss`), each with the moments it carries, or none for a hard
 * negative (a plan, a negation, a question, someone else's act) or an unrelated sentence. Three
 * files under `corpus/`, one entry per line:
 *
 * - `hand-written.json`: written by the team beside the first patterns (231 sentences);
 * - `blind-development.json`, `-2`, `-3`, `-4`: each written by an annotator who saw only the label
 *   definitions (`corpus/README.md`), never the rules (384, 335, 320 and 369 sentences; the second
 *   was asked for many ways to say each act, the third for notes as typed after a meeting, the
 *   fourth for feedback, feedback asked and team wins said without their usual words);
 * - `blind-held-out.json`: written the same way by another annotator, apart from the others and
 *   from the rules (365 sentences).
 *
 * The development set is all but the last: the lexicons and patterns are tuned on it. The
 * held-out set is the last alone: it is only measured (classify-moments.eval.test.ts gates on it,
 * `npm run eval:inference` prints it), never read to write a rule.
 */
import type { MomentType } from '../../../../shared/domain/moments';
import blindDevelopment from './corpus/blind-development.json' with { type: 'json' };
import blindDevelopment2 from './corpus/blind-development-2.json' with { type: 'json' };
import blindDevelopment3 from './corpus/blind-development-3.json' with { type: 'json' };
import blindDevelopment4 from './corpus/blind-development-4.json' with { type: 'json' };
import blindHeldOut from './corpus/blind-held-out.json' with { type: 'json' };
import handWritten from './corpus/hand-written.json' with { type: 'json' };

export type LabelledKind = 'dr' | 'boss';
export type HardNegativeKind = 'plan' | 'negation' | 'question' | 'other-actor' | 'unrelated';

export interface LabelledSentence {
  kind: LabelledKind;
  text: string;
  labels: MomentType[];
  /** For sentences without moments: which kind of hard negative it is. */
  negative?: HardNegativeKind;
}

const rows = (entries: unknown): readonly LabelledSentence[] => entries as LabelledSentence[];

/** The development set: the lexicons and patterns are tuned on these. */
export const DEVELOPMENT_SET: readonly LabelledSentence[] = [
  ...rows(handWritten),
  ...rows(blindDevelopment),
  ...rows(blindDevelopment2),
  ...rows(blindDevelopment3),
  ...rows(blindDevelopment4),
];
/** The held-out set: written apart from the rules, only ever measured. */
export const HELD_OUT_SET: readonly LabelledSentence[] = rows(blindHeldOut);
/** Every labelled sentence. */
export const LABELLED_SENTENCES: readonly LabelledSentence[] = [
  ...DEVELOPMENT_SET,
  ...HELD_OUT_SET,
];
