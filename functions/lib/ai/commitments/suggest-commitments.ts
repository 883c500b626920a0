/**
 * The builtin commitment detector (docs/product.md#commitments-suggested-from-reflections): the
 * commitments a 1:1 reflection or agenda records in plain words — 'I'll send Jo the budget doc
 * by Friday', 'Sam will draft the API review', 'we agreed to revisit the rota in two weeks',
 * 'Priya to write up the incident', 'me: update roadmap' — each as a checklist item: its owner
 * ('me' for the writer or a joint 'we', 'them' for the other person of the meeting), the action
 * in the writer's words with the owner and due phrase left out, and the due phrase as written.
 * Offline, deterministic, pure.
 *
 * Each line (bullets dropped, an action-item marker read: commitment-shorthand.ts) is split into
 * sentences and tagged by compromise (sentence-tokens.ts). In a sentence that is not a question
 * and does not open with 'if', an undertaking is found (undertakings.ts) at
 * - 'will' / 'shall' / 'must' / 'going to' ('I'll send', 'she's going to pair');
 * - 'would' after a verb that reports an undertaking ('said she'd send', 'agreed I would');
 * - 'to' after a verb that undertakes ('agreed to', 'promised to', 'signed up to', 'need to' and
 *   'have to' for the writer's own to-dos) or after a subject opening a clause ('Priya to write
 *   up …', 'me to talk to QA');
 * - 'owe', 'promised' with an object, 'took on' / 'taking the lead', 'let's';
 * - an imperative opening a line ('Follow up with Priya'), or any words after an owner marker.
 * The words before it name the owner: 'I', 'we' or none (notes drop the 'I') for the writer;
 * the person's name or 'he' / 'she' / 'they' for the other person; anyone else — 'Finance',
 * 'Lee', 'the team' — makes it no suggestion. No suggestion either when a negation ('won't',
 * 'didn't agree', 'declined'), a maybe or condition ('maybe', 'might', 'if', 'whether', 'hope')
 * stands in its clause before the action, for a past intention ('was going to', 'had said
 * she'd'), a promise of the past ('offered to … last year', '…, and I did') or one made over and
 * over ('keeps saying he'll'), a condition ('I'd need to', 'than I would have'), the other
 * person's plan ('he plans to'), or when what follows 'will' is a state, a prediction or a
 * comment ('will be on holiday', 'will love it', 'will do fine', 'will thrive', 'will have a lot
 * on', 'will start the new role', 'I'll admit …', 'we'll see') or one the writer vouches for as a
 * belief ('Jo will hit her targets, I'm sure', 'I expect she'll …'). The action runs to the next undertaking or a word that opens another clause ('but',
 * 'because', 'so'); 'and' before a new verb splits it in two ('draft the comms and send them').
 */
import { lowerFirst } from '../builtin/nlp';
import { expandShorthand, readMarker } from './commitment-shorthand';
import {
  CLAUSE_ENDERS,
  CLAUSE_SUBJECTS,
  EMBEDDING_WORDS,
  SUBORDINATE_OPENERS,
} from './commitment-lexicon';
import { findDuePhrase } from './due-phrase';
import { isOneOf, sentenceTokens, writtenText, type Token } from './sentence-tokens';
import {
  doneAfter,
  isQuestion,
  isRefusal,
  isRefused,
  isStateAction,
  isVerb,
  markerOwner,
  narratesDone,
  opensWithImperative,
  personWords,
  reporterOf,
  undertakingsOf,
  type Owner,
  type Undertaking,
} from './undertakings';

/** Who is to do a commitment: the writer ('me', a joint 'we' included) or the other person. */
export type CommitmentOwner = 'me' | 'them';

/** A commitment suggested as a checklist item. */
export interface SuggestedCommitment {
  owner: CommitmentOwner;
  /** The action in the writer's words, owner and due phrase left out ('send Jo the budget doc'). */
  text: string;
  /** When it is due, as written ('by Friday', 'next 1:1'), or null when the text does not say. */
  due: string | null;
}

/** Whom the text is about: a direct report (`dr`) or the writer's own manager (`boss`). */
export interface CommitmentContext {
  kind: 'dr' | 'boss';
  /** The other person's name as the manager knows it ('Jo', 'Priya Shah'). */
  personName: string;
}

/** The first verb of a part in its base form ('took on' → 'take on', 'owns' → 'own'). */
function baseFirst(tokens: readonly Token[]): Token[] {
  const [first, ...rest] = tokens;
  if (!first || !isVerb(first) || first.tags.has('Infinitive') || first.lemma === first.normal) {
    return [...tokens];
  }
  if (!/^[a-z]+$/.test(first.lemma)) return [...tokens];
  return [{ ...first, text: first.lemma }, ...rest];
}

/** The checklist text of an action's words: trimmed of joining words and end punctuation. */
function cleanText(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (;;) {
    const next = out
      .replace(/^(?:to|also|then|and)\s+/i, '')
      .replace(/[\s,;:.!?…\-–—"')\]]+$/u, '')
      .replace(/\s+(?:and|then|or|due|with|so)$/i, '');
    if (next === out) return out;
    out = next;
  }
}

/** Where the action starting at `start` may end: before the next undertaking or a clause word. */
function actionEnd(tokens: readonly Token[], start: number, limit: number): number {
  for (let at = start; at < limit; at += 1) {
    const token = tokens[at]!;
    if (at > start && CLAUSE_ENDERS.has(token.normal)) return at;
    // '… and then hashed out the plan': a done act follows.
    if (at > start && narratesDone([token, ...tokens.slice(at + 1, at + 3)])) return at;
    if (token.post.includes(';')) return at + 1;
    // 'rethink Lena's on-call load, she's doing twice …': a new clause after a comma.
    const subject = tokens[at + 1];
    const verb = tokens[at + 2];
    const finite =
      verb !== undefined &&
      ['Copula', 'Auxiliary', 'Modal', 'PastTense', 'PresentTense'].some((tag) =>
        verb.tags.has(tag),
      ) &&
      !verb.tags.has('Infinitive');
    if (token.post.includes(',') && isOneOf(subject, CLAUSE_SUBJECTS) && finite) return at + 1;
  }
  return limit;
}

/**
 * The action's words split at 'and' or a comma before a new verb ('draft the comms and send
 * them', 'draft agenda, send to Dana').
 */
function actionParts(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [];
  let part: Token[] = [];
  tokens.forEach((token, at) => {
    let verb = tokens[at + 1];
    if (verb?.normal === 'then' || verb?.normal === 'also') verb = tokens[at + 2];
    const splits =
      (token.normal === 'and' || token.normal === '&') &&
      !token.tags.has('Hyphenated') &&
      part.length > 1 &&
      verb !== undefined &&
      isVerb(verb) &&
      !verb.tags.has('Gerund') &&
      !verb.tags.has('Noun') &&
      !verb.tags.has('PastTense') &&
      !isStateAction(tokens, tokens.indexOf(verb));
    if (splits) {
      parts.push(part);
      part = [];
      return;
    }
    part.push(token);
    // 'draft agenda, send to Dana by Tues'.
    const following = tokens[at + 1];
    const listed =
      token.post.includes(',') &&
      following !== undefined &&
      isVerb(following) &&
      following.tags.has('Infinitive') &&
      !following.tags.has('Noun') &&
      !isStateAction(tokens, at + 1);
    if (listed) {
      parts.push(part);
      part = [];
    }
  });
  if (part.length) parts.push(part);
  return parts;
}

/** A part of an action as a suggestion: its due phrase found and taken out of its text. */
function suggestionOf(
  owner: CommitmentOwner,
  words: readonly Token[],
  openingDue: readonly Token[],
): SuggestedCommitment | undefined {
  const due = findDuePhrase(words);
  const kept = due ? [...words.slice(0, due.start), ...words.slice(due.end)] : [...words];
  const text = cleanText(writtenText(baseFirst(kept)));
  if (!/\p{L}/u.test(text)) return undefined;
  const dueWords = due ? words.slice(due.start, due.end) : openingDue;
  const dueText = cleanText(writtenText(dueWords));
  return { owner, text: lowerFirst(text), due: dueText || null };
}

/**
 * Where the action of the undertaking at `at` ends: at the next undertaking, unless that one is
 * refused inside a clause the action embeds ('let Ahmed know that we'll miss the deadline').
 */
function nextBoundary(
  tokens: readonly Token[],
  undertakings: readonly Undertaking[],
  at: number,
): number {
  for (const next of undertakings.slice(at + 1)) {
    const embedded = isOneOf(tokens[next.subjectStart - 1], EMBEDDING_WORDS);
    if (next.valid || !embedded) return next.subjectStart;
  }
  return tokens.length;
}

/** A suggestion with the rule that read it, for measuring each rule (`traceCommitments`). */
export interface TracedCommitment extends SuggestedCommitment {
  rule: string;
}

/** The suggestions of one line (see the module comment). */
function suggestionsOfLine(line: string, person: ReadonlySet<string>): TracedCommitment[] {
  const marker = readMarker(line);
  const marked = markerOwner(marker.ownerWord, person);
  if (marked === 'other') return [];
  const heading = marker.ownerWord !== undefined && marked === undefined;
  const isMarked = marker.marked && !heading;
  const suggestions: TracedCommitment[] = [];
  sentenceTokens(expandShorthand(marker.body)).forEach((tokens, index) => {
    if (isQuestion(tokens) || SUBORDINATE_OPENERS.has(tokens[0]?.normal ?? '')) return;
    const undertakings = undertakingsOf(tokens, person, isMarked);
    const first = tokens[0]!;
    const bare =
      undertakings.every((undertaking) => undertaking.subjectStart > 0) &&
      (opensWithImperative(tokens, person) ||
        (index === 0 &&
          isMarked &&
          !first.tags.has('PastTense') &&
          !first.tags.has('Adjective') &&
          !first.tags.has('Adverb') &&
          !isRefusal(first)));
    if (bare)
      undertakings.unshift({
        subjectStart: 0,
        owner: undefined,
        actionStart: 0,
        valid: true,
        rule: opensWithImperative(tokens, person) ? 'imperative' : 'marked',
      });
    if (doneAfter(tokens)) return;
    let inherited: Owner | undefined = index === 0 ? marked : undefined;
    undertakings.forEach((undertaking, at) => {
      const owner =
        reporterOf(tokens, undertaking, person) ?? undertaking.owner ?? inherited ?? 'me';
      if (undertaking.valid) inherited = owner;
      if (!undertaking.valid || owner === 'other' || isRefused(tokens, undertaking)) return;
      const limit = nextBoundary(tokens, undertakings, at);
      const end = actionEnd(
        tokens,
        undertaking.actionStart,
        Math.max(limit, undertaking.actionStart),
      );
      // 'Next 1:1 we'll go over …': a due phrase may open the sentence.
      const opening = at === 0 ? tokens.slice(0, undertaking.subjectStart) : [];
      const openingDue = findDuePhrase(opening);
      const parts = actionParts(tokens.slice(undertaking.actionStart, end));
      parts.forEach((part, index) => {
        // '…, review together next 1:1': a joint action goes on the writer's list.
        const joint = part.some((token) => token.normal === 'together') && index > 0;
        const fallback =
          index === 0 && openingDue ? opening.slice(openingDue.start, openingDue.end) : [];
        const suggestion = suggestionOf(joint ? 'me' : owner, part, fallback);
        const rule = `${undertaking.rule}${isMarked ? ' (marked line)' : ''}${index > 0 ? ' (split)' : ''}`;
        if (suggestion) suggestions.push({ ...suggestion, rule });
      });
    });
  });
  return suggestions;
}

const sameKey = ({ owner, text }: SuggestedCommitment) =>
  `${owner}|${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;

/**
 * The commitments a reflection (or agenda) records, in the order written, each once (see the
 * module comment). `context.personName` is the other person of the meeting; their name, 'he',
 * 'she' or 'they' make them the owner. Never throws; an empty text gives no suggestions.
 */
export function suggestCommitments(
  text: string,
  context: CommitmentContext,
): SuggestedCommitment[] {
  return traceCommitments(text, context).map(({ owner, text, due }) => ({ owner, text, due }));
}

/** `suggestCommitments` with the rule that read each suggestion kept (to measure each rule). */
export function traceCommitments(text: string, context: CommitmentContext): TracedCommitment[] {
  const person = personWords(context.personName);
  const seen = new Set<string>();
  const suggestions: TracedCommitment[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw.replace(/^\s*(?:[-*•]|\d+[.)]|\[[ xX]?\])\s+/, '').trim();
    if (!line) continue;
    for (const suggestion of suggestionsOfLine(line, person)) {
      const key = sameKey(suggestion);
      if (seen.has(key)) continue;
      seen.add(key);
      suggestions.push(suggestion);
    }
  }
  return suggestions;
}
