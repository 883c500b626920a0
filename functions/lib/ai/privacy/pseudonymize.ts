/**
 * Names and emails never leave the machine (docs/architecture.md#the-ai-layer, privacy): before a
 * text is sent to a model, every email address and every name — the user's own people passed in,
 * and the people and other proper nouns the NLP recognises — is replaced by a placeholder
 * (`[EMAIL_1]`, `[NAME_1]`); the model's answer gets the originals back. The same value always gets
 * the same placeholder; names match case-sensitively (so the name Will leaves the verb "will"
 * alone), emails in any case.
 */
import { namesIn } from '../builtin/nlp';

/** Emails by their shape (RFC 5322's common subset). */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const PLACEHOLDER = /\[(?:NAME|EMAIL)_\d+\]/g;

export interface Pseudonymized {
  /** The text with placeholders instead of emails and names. */
  text: string;
  /** Puts the originals back into a text written with the placeholders. */
  restore(text: string): string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Candidate names: full names and their parts of at least 2 letters, longest first. */
function nameCandidates(text: string, knownNames: readonly string[]): string[] {
  const names = new Set<string>();
  for (const name of [...knownNames, ...namesIn(text)]) {
    const trimmed = name.trim();
    if (trimmed.length < 2) continue;
    names.add(trimmed);
    for (const part of trimmed.split(/\s+/)) if (part.length >= 2) names.add(part);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

export function pseudonymize(text: string, knownNames: readonly string[] = []): Pseudonymized {
  const originals = new Map<string, string>();
  const placeholderOf = new Map<string, string>();
  const counters = { NAME: 0, EMAIL: 0 };
  const placeholder = (kind: 'NAME' | 'EMAIL', value: string) => {
    const key = `${kind}:${value.toLowerCase()}`;
    let token = placeholderOf.get(key);
    if (!token) {
      counters[kind] += 1;
      token = `[${kind}_${counters[kind]}]`;
      placeholderOf.set(key, token);
      originals.set(token, value);
    }
    return token;
  };

  let result = text.replace(EMAIL, (email) => placeholder('EMAIL', email));
  for (const name of nameCandidates(result, knownNames)) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}_\\[])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`,
      'gu',
    );
    result = result.replace(pattern, (found) => placeholder('NAME', found));
  }
  return {
    text: result,
    restore: (written) => written.replace(PLACEHOLDER, (token) => originals.get(token) ?? token),
  };
}
