/**
 * The labelled corpus of the commitment detector (docs/product.md#commitments-suggested-from-reflections,
 * docs/testing.md#evaluations): reflections and prep notes as managers write them about a direct
 * report (`dr`) or their own manager (`boss`), each with the commitments a reader lists in it
 * (label definitions and the matching rule: `corpus/README.md`). Files under `corpus/`, each a
 * JSON array, one entry per line:
 *
 * - `hand-written.json` and `varied.json` to `varied-7.json`: the development set,
 *   written by the team beside the rules (the others for many ways to say each owner's undertakings, shorthand as typed after a
 *   meeting, and hard negatives); the rules are tuned on it;
 * - `blind-development.json`: also development, written by an annotator who saw only the label
 *   definitions; first-look scores before tuning: P 0.892 R 0.886;
 * - `blind-held-out.json`: the held-out set, written by an annotator who saw only the label
 *   definitions, never the rules; only measured. Until it is added (or while it is empty) the
 *   held-out set is empty and the gates on it are skipped.
 *
 * Reads the files from disk (tests and `npm run eval:commitments` only; no function ships them).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { CommitmentOwner } from './suggest-commitments';

/** A commitment as the corpus labels it. */
export interface LabelledCommitment {
  owner: CommitmentOwner;
  text: string;
  due: string | null;
}

/** A text of the corpus and the commitments it records (none for a hard negative). */
export interface LabelledText {
  kind: 'dr' | 'boss';
  /** The other person of the meeting, as the text may name them. */
  person: string;
  text: string;
  commitments: LabelledCommitment[];
}

/** The entries of a corpus file, or none when it is absent or empty. Throws on a malformed file. */
export function readCorpusFile(name: string): LabelledText[] {
  const url = new URL(`./corpus/${name}`, import.meta.url);
  if (!existsSync(url)) return [];
  const content = readFileSync(url, 'utf8').trim();
  if (!content) return [];
  const entries: unknown = JSON.parse(content);
  if (!Array.isArray(entries)) throw new Error(`corpus/${name}: expected a JSON array`);
  return entries.map((entry, index) => checkedEntry(entry, `corpus/${name}[${index}]`));
}

function checkedEntry(entry: unknown, where: string): LabelledText {
  const value = entry as Partial<LabelledText>;
  const valid =
    (value.kind === 'dr' || value.kind === 'boss') &&
    typeof value.person === 'string' &&
    typeof value.text === 'string' &&
    Array.isArray(value.commitments) &&
    value.commitments.every(
      (commitment) =>
        (commitment.owner === 'me' || commitment.owner === 'them') &&
        typeof commitment.text === 'string' &&
        (commitment.due === null || typeof commitment.due === 'string'),
    );
  if (!valid) throw new Error(`${where}: not an entry of the corpus format (corpus/README.md)`);
  return value as LabelledText;
}

/** The files of the development set. */
export const DEVELOPMENT_FILES = [
  'hand-written.json',
  'varied.json',
  'varied-2.json',
  'varied-3.json',
  'varied-4.json',
  'varied-5.json',
  'varied-6.json',
  'varied-7.json',
  'blind-development.json',
] as const;
/** The file of the held-out set. */
export const HELD_OUT_FILE = 'blind-held-out.json';

/** The development set: the rules are tuned on these. */
export const DEVELOPMENT_SET: readonly LabelledText[] = DEVELOPMENT_FILES.flatMap(readCorpusFile);
/** The held-out set: written apart from the rules, only ever measured; empty until added. */
export const HELD_OUT_SET: readonly LabelledText[] = readCorpusFile(HELD_OUT_FILE);
