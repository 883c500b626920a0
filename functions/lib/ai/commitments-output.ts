/**
 * The last check on every engine's commitments before they are answered
 * (docs/architecture.md#the-ai-layer, privacy: output validated by the schema, capped in length,
 * plain text): each text is made one line (control characters and runs of white space become one
 * space), trimmed and cut to LIMITS.commitmentText characters at a word boundary, so it is a valid
 * `POST /api/commitments` text; its due phrase likewise, at most 80 characters, blank → null.
 * Empty texts and repeats (same owner and words) are dropped; at most MAX_COMMITMENT_SUGGESTIONS
 * are kept, in the order written. Never throws.
 */
import { LIMITS, MAX_COMMITMENT_SUGGESTIONS } from '../../../shared/domain/constants';
import type { FoundCommitment } from './engine';
import { capLength } from './suggestions-output';

/** Longest due phrase kept, in characters. */
const DUE_PHRASE_MAX = 80;

const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Cs}\s]+/gu, ' ').trim();

export function checkedCommitments(found: readonly FoundCommitment[]): FoundCommitment[] {
  const seen = new Set<string>();
  const kept: FoundCommitment[] = [];
  for (const { owner, text, due } of found) {
    const action = capLength(oneLine(text), LIMITS.commitmentText);
    const key = `${owner}|${action
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()}`;
    if (!action || seen.has(key)) continue;
    seen.add(key);
    const phrase = due === null ? '' : capLength(oneLine(due), DUE_PHRASE_MAX);
    kept.push({ owner, text: action, due: phrase || null });
    if (kept.length === MAX_COMMITMENT_SUGGESTIONS) break;
  }
  return kept;
}
