/**
 * How the builtin moments classifier reads a sentence of a note
 * (docs/product.md#moments-inferred-from-notes, 'How the builtin engine reads a note'): compromise
 * tags the words (part of speech, tense, negation, names) and gives each its lemma; the sentence is
 * cut into clauses at conjunctions that start a new predicate ('…, then coached her', '… and we
 * agreed'); and for an act found in a clause two questions are answered from the words around it:
 *
 * - did it happen? Not when a plan, a wish or a duty stands before it ('need to', 'should have',
 *   'next 1:1:'), nor a negation ('didn't', 'never', 'forgot to', 'no'), nor when the act is a bare
 *   imperative or present-tense verb without the writer as its subject; a clause joined by 'and'
 *   inherits this from the clause before, a 'but' clause does not;
 * - who did it? The writer when the words before the act name 'I' or 'we', or nothing but fillers,
 *   times and phrases cut off by a comma or colon (an implied 'I': notes drop their subject);
 *   someone else when another noun or pronoun stands there ('Jo gave me…', 'her peer praised…'); a
 *   passive or received act ('was praised by the VP', 'got kudos from the CEO') is the writer's only
 *   when no one else is named as its source ('was given feedback', 'got a thank-you from me').
 *
 * Pure and synchronous.
 */
import { nlp, sentencesOf } from '../builtin/nlp';
import {
  ACT_NOUNS,
  FILLER_WORDS,
  HOLD_BACK_VERBS,
  LEMMA_OVERRIDES,
  NEGATION_VERBS,
  NEGATION_VERB_REACH,
  NEGATION_WORDS,
  PARTICLE_GAP,
  PASSIVE_AUXILIARIES,
  PLAN_WORDS,
  PLAN_WORDS_BEFORE_TO,
  QUESTION_STARTERS,
  TIME_WORDS,
  WRITER_OBJECTS,
  WRITER_WORDS,
  type VerbEntry,
} from './moment-lexicon';
import { expandNoteShorthand } from './note-shorthand';
import { lexiconVerbForm } from './verb-forms';

/** A word of a sentence. */
export interface Token {
  /** Lower-case form (a contraction's implied word: "n't" → 'not'). */
  normal: string;
  /** The lemma ('thanked' → 'thank'), or the lower-case form. */
  lemma: string;
  tags: ReadonlySet<string>;
  /** Punctuation written after the word (',', ':', '–', '?'), without spaces; '' when none. */
  after: string;
}

/** A clause: its words, how it joins the clause before, and the words of the clauses after it. */
export interface Clause {
  tokens: readonly Token[];
  joiner: 'start' | 'and' | 'but';
  /** The words of the sentence after this clause ('…, we beat plan by 8%' after 'showed Theo'). */
  rest: readonly Token[];
}

/** Who did an act. */
export type Actor = 'writer' | 'other';

/** A sentence read: its clauses, and whether it asks a question. */
export interface ReadSentence {
  clauses: readonly Clause[];
  question: boolean;
}

interface CompromiseTerm {
  text: string;
  post: string;
  tags: string[];
  normal: string;
  root?: string | null;
  implicit?: string;
}

const FINITE_VERB = (token: Token) =>
  token.tags.has('Verb') &&
  !token.tags.has('Gerund') &&
  !token.tags.has('Auxiliary') &&
  !token.tags.has('Modal');
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you', "i've", "we've"]);
const QUESTION_WORDS = new Set([
  'how',
  'what',
  'when',
  'why',
  'where',
  'who',
  'which',
  'whom',
  'whose',
]);
const CLAUSE_CONJUNCTIONS = new Set(['and', 'but', 'then', 'while', 'whereas', 'though', 'so']);
const CONTRAST = new Set(['but', 'whereas', 'though']);
const CUT_PUNCTUATION = /[-,:;–—(]/;
/** Verbs whose past form is their base, read as past at the head of a note ('Let Dana know …'). */
const PAST_AS_BASE = new Set(['let', 'put', 'set']);
/** Words that open a clause of its own, whose subject is not the act's writer. */
const SUBORDINATORS = new Set(['that', 'if', 'whether', 'when', 'because', 'since', 'while', 'so']);
/** Prepositions after which a gerund is a topic ('on delegating'), not an act ('by asking'). */
const TOPIC_PREPOSITIONS = new Set([
  'on',
  'about',
  'for',
  'at',
  'with',
  'without',
  'against',
  'to',
]);
/** Words that open a phrase of time or place before a noun ('during the retro', 'after lunch'). */
const PHRASE_OPENERS = new Set([
  'in',
  'at',
  'on',
  'during',
  'after',
  'before',
  'with',
  'from',
  'for',
  'of',
  'about',
  'over',
  'since',
  'until',
  'following',
  'throughout',
  'by',
  'to',
]);

/** Tags a lexicon verb's past form as such whatever the tagger guessed ('Updated Maria …'). */
const PAST_TAGS = { past: 'PastTense', participle: 'Participle' } as const;
const NOT_PAST = ['Imperative', 'Adjective', 'Infinitive', 'PresentTense', 'Noun', 'Singular'];

function tokenOf(term: CompromiseTerm): Token {
  const normal = (term.implicit ?? term.normal ?? term.text).toLowerCase().replace(/[‘’]/g, "'");
  const tags = new Set(term.tags);
  // 'got on' / 'passed on': the particle is not a verb of its own.
  if (tags.has('Particle')) tags.delete('Verb');
  const known = lexiconVerbForm(normal);
  if (known && (known.form === 'past' || known.form === 'participle')) {
    for (const tag of NOT_PAST) tags.delete(tag);
    tags.add('Verb');
    tags.add(PAST_TAGS[known.form]);
  }
  if (known?.form === 'gerund' && !tags.has('Verb')) {
    // 'spent the 1:1 coaching Callum': the tagger may read the gerund as a noun.
    tags.add('Verb');
    tags.add('Gerund');
  }
  const lemma = LEMMA_OVERRIDES[normal] ?? known?.lemma ?? term.root ?? normal;
  return { normal, lemma, tags, after: term.post.replace(/\s+/g, '') };
}

/** Whether a conjunction at `index` starts a new predicate (a verb or subject soon after). */
function startsPredicate(tokens: readonly Token[], index: number): boolean {
  const next = tokens.slice(index + 1, index + 5);
  const first = next[0];
  if (!first) return false;
  if (SUBJECT_PRONOUNS.has(first.normal)) return true;
  if (first.normal === 'then' || first.normal === 'also') return true;
  return next.slice(0, 3).some((token) => FINITE_VERB(token) && !token.tags.has('Infinitive'));
}

/** A sentence's clauses (see the module comment). */
function clausesOf(tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  let current: Token[] = [];
  let joiner: Clause['joiner'] = 'start';
  const close = (next: Clause['joiner']) => {
    if (current.length) clauses.push({ tokens: current, joiner, rest: [] });
    current = [];
    joiner = next;
  };
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (CLAUSE_CONJUNCTIONS.has(token.normal) && current.length > 0) {
      if (startsPredicate(tokens, index)) {
        close(CONTRAST.has(token.normal) ? 'but' : 'and');
        return;
      }
    }
    if (previous?.after.includes(',') && current.length > 0) {
      // ', we agreed …' / ', suggested she …': a new predicate after a comma.
      if (SUBJECT_PRONOUNS.has(token.normal) || (token.tags.has('PastTense') && index > 1)) {
        close('and');
      }
    }
    current.push(token);
    if (token.after.includes(';')) close('and');
  });
  close('and');
  return clauses.map((clause, index) => ({
    ...clause,
    rest: clauses.slice(index + 1).flatMap((later) => later.tokens),
  }));
}

/**
 * Whether a sentence asks a question: it starts with a question word or an auxiliary and ends with
 * '?', or, without the '?', an auxiliary is followed by its subject ('did I ever thank Grace') or
 * a question word by an auxiliary ('when was the last time …').
 */
function isQuestion(tokens: readonly Token[], text: string): boolean {
  const words = tokens.filter((token) => /\w/.test(token.normal));
  const [first, second] = words;
  if (!first || !QUESTION_STARTERS.has(first.normal)) return false;
  if (/\?\s*["')\]]*\s*$/.test(text)) return true;
  if (!second) return false;
  if (QUESTION_WORDS.has(first.normal)) return QUESTION_STARTERS.has(second.normal);
  return SUBJECT_PRONOUNS.has(second.normal) || second.normal === 'anyone';
}

/** A sentence's terms read from its compromise JSON. */
function readTerms(terms: readonly CompromiseTerm[], text: string): ReadSentence {
  const tokens = terms
    .filter((term) => (term.implicit ?? term.text).trim() !== '' || term.tags.includes('Negative'))
    .map(tokenOf);
  return { clauses: clausesOf(tokens), question: isQuestion(tokens, text) };
}

/** The sentences of a text as compromise tags them, shorthand spelt out first. */
function taggedSentences(text: string): { text: string; terms: CompromiseTerm[] }[] {
  const doc = nlp(expandNoteShorthand(text));
  doc.compute('root');
  // compromise's JSON options do not type `root`, which `compute('root')` adds.
  const options = { terms: { normal: true, root: true } } as Parameters<typeof doc.json>[0];
  return doc.json(options) as {
    text: string;
    terms: CompromiseTerm[];
  }[];
}

/** Reads one sentence (as written; shorthand is spelt out first). */
export function readSentence(sentence: string): ReadSentence {
  const parts = taggedSentences(sentence);
  return readTerms(
    parts.flatMap((part) => part.terms),
    parts.map((part) => part.text).join(' '),
  );
}

/**
 * The sentences of a note's text, each read, and as written: lines and bullets first (notes are
 * often lists without full stops), then compromise's sentences. One tagging per line; the words as
 * written of a line of several sentences are split out only when a sentence's `sentence` is read
 * (a moment found in it), so a long note is tagged once.
 */
export function readText(text: string): { readonly sentence: string; read: ReadSentence }[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean)
    .flatMap((line) => {
      const parts = taggedSentences(line).filter((part) => part.terms.length > 0);
      if (parts.length === 1) return [{ sentence: line, read: readTerms(parts[0]!.terms, line) }];
      let written: string[] | undefined;
      return parts.map((part, index) => ({
        read: readTerms(part.terms, part.text),
        get sentence() {
          written ??= sentencesOf(line);
          // Shorthand can move a sentence boundary: then the sentence as read stands in.
          return written.length === parts.length ? written[index]! : part.text;
        },
      }));
    });
}

/** Whether the token's lemma or form is one of `set`. */
export const isIn = (token: Token | undefined, set: ReadonlySet<string>): boolean =>
  token !== undefined && (set.has(token.lemma) || set.has(token.normal));

/** The indexes in `tokens` where one of `entries` stands, its particle following when it has one. */
export function verbIndexes(tokens: readonly Token[], entries: readonly VerbEntry[]): number[] {
  const found: number[] = [];
  tokens.forEach((token, index) => {
    const hit = entries.some((entry) => {
      if (token.lemma !== entry.lemma && token.normal !== entry.lemma) return false;
      if (!entry.particles) return true;
      return tokens
        .slice(index + 1, index + 2 + PARTICLE_GAP)
        .some((next) => entry.particles!.includes(next.normal));
    });
    if (hit) found.push(index);
  });
  return found;
}

/** Whether any token in `tokens` from `from` (inclusive) to `to` (exclusive) is one of `set`. */
export function anyIn(
  tokens: readonly Token[],
  set: ReadonlySet<string>,
  from = 0,
  to = tokens.length,
): boolean {
  return tokens.slice(Math.max(0, from), Math.max(0, to)).some((token) => isIn(token, set));
}

/**
 * Whether a word that blocks the act (a plan or a negation) stands in `prefix`, after its last
 * comma or semicolon ('Because I didn't want her caught off guard, I gave her a rundown' happened),
 * or the clause opens with a plan ('Plan: shout-out for Wei', 'Next 1:1 – ask Ben').
 */
function blockedBy(prefix: readonly Token[]): boolean {
  const first = prefix[0]?.normal ?? '';
  if (PLAN_WORDS.has(first) && !PLAN_WORDS_BEFORE_TO.has(first)) return true;
  if (PLAN_WORDS_BEFORE_TO.has(first) && prefix[0]!.after.includes(':')) return true;
  const region = prefix.slice(prefix.findLastIndex((token) => /[,;]/.test(token.after)) + 1);
  if (region.some((token) => token.tags.has('Negative') || isIn(token, NEGATION_WORDS))) {
    return true;
  }
  // 'plan', 'going', 'have' plan only before 'to' or ':' ('going to thank', not 'lesson plan').
  const plan = (token: Token, at: number) =>
    PLAN_WORDS_BEFORE_TO.has(token.normal)
      ? region[at + 1]?.normal === 'to' || token.after.includes(':')
      : PLAN_WORDS.has(token.normal);
  if (region.some(plan)) return true;
  // 'forgot to thank', 'skipped the feedback talk' — but not 'after his missed handoff, I …'.
  const near = region.slice(-NEGATION_VERB_REACH);
  if (near.some((token) => NEGATION_VERBS.has(token.normal) && !token.after)) return true;
  // 'held off', 'ran out of time to', 'put off'.
  return verbIndexes(region, HOLD_BACK_VERBS).length > 0;
}

/** Whether the clause's words before `index` hold a plan or negation (see the module comment). */
export function isBlocked(clause: Clause, index: number): boolean {
  return blockedBy(clause.tokens.slice(0, index));
}

/** Whether any word of the clause blocks what follows it (for the clauses joined after it). */
export function blocksFollowing(clause: Clause): boolean {
  return blockedBy(clause.tokens);
}

/** The words that may name an act's subject: after the last comma, colon or dash before it. */
function subjectWords(prefix: readonly Token[]): Token[] {
  let start = 0;
  prefix.forEach((token, index) => {
    if (CUT_PUNCTUATION.test(token.after)) start = index + 1;
  });
  return prefix.slice(start);
}

/**
 * Whether the verb at `index` is passive: after 'was', 'got' and the like ('was given'), or a
 * participle right after a noun of the lexicons with no object of its own ('feedback given to
 * Tariq', 'weekly recap sent', 'roadmap confirmed with Dana').
 */
export function isPassive(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token?.tags.has('Verb')) return false;
  const before = tokens.slice(Math.max(0, index - 2), index);
  if (before.some((previous) => PASSIVE_AUXILIARIES.has(previous.normal))) {
    return token.tags.has('Participle') || token.tags.has('PastTense');
  }
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  // 'the firmware update shipped to every device' is active: only the lexicons' verbs are passive.
  return (
    token.tags.has('PastTense') &&
    lexiconVerbForm(token.normal) !== undefined &&
    isIn(previous, ACT_NOUNS) &&
    (next === undefined ||
      token.after !== '' ||
      next.tags.has('Preposition') ||
      next.normal === 'to')
  );
}

/** Who is named as the source after the act: 'by me', 'from the VP'. Undefined when no one. */
export function namedSource(tokens: readonly Token[], index: number): Actor | undefined {
  for (let at = index + 1; at < tokens.length - 1; at += 1) {
    const token = tokens[at]!;
    if (token.normal !== 'by' && token.normal !== 'from') continue;
    const next = tokens[at + 1]!;
    if (WRITER_OBJECTS.has(next.normal)) return 'writer';
    if (next.tags.has('Person') || next.tags.has('ProperNoun') || next.normal === 'the') {
      return 'other';
    }
    if (next.tags.has('Pronoun') || next.tags.has('Noun')) return 'other';
  }
  return undefined;
}

/** Whether 'from me' or 'by me' follows the act. */
export const fromWriter = (tokens: readonly Token[], index: number): boolean =>
  namedSource(tokens, index) === 'writer';

/**
 * Who did the act at `index` (see the module comment); `inherited` is the actor of the clause
 * before, for a clause without words before its act.
 */
export function actorOf(clause: Clause, index: number, inherited: Actor | undefined): Actor {
  const tokens = clause.tokens;
  const source = namedSource(tokens, index);
  if (isPassive(tokens, index)) return source ?? 'writer';
  const prefix = tokens.slice(0, index);
  if (source === 'writer' && !prefix.some((token) => WRITER_WORDS.has(token.normal))) {
    return 'writer';
  }
  if (prefix.length === 0) return inherited ?? 'writer';
  return subjectActor(prefix);
}

/**
 * Who gave a noun act received through `verb` ('got kudos from me', 'got a shout-out from the
 * VP', 'got feedback from Jo'): the writer only when named as its source.
 */
export function receivedActor(tokens: readonly Token[], index: number): Actor {
  return namedSource(tokens, index) === 'writer' ? 'writer' : 'other';
}

/** Words inside a noun phrase, between its first word and its head. */
const inNounPhrase = (token: Token) =>
  token.tags.has('Determiner') ||
  token.tags.has('Adjective') ||
  token.tags.has('Possessive') ||
  token.tags.has('Value') ||
  token.tags.has('Noun') ||
  token.normal === 'and';

/**
 * The actor named by the words before an act, read from the act leftwards: the nearest noun
 * phrase that is not the object of a preposition ('at standup', 'after the retro') is the
 * subject; it is the writer when it holds 'I' or 'we' ('Jo and I', 'ezra and me'), someone else
 * otherwise ('The CEO thanked', 'the head chef pushes back'). Fillers, times and adverbs are
 * skipped; the writer's own earlier verb ('ended the 1:1 by asking') or the start of the clause
 * with no subject found means an implied 'I'.
 */
export function subjectActor(prefix: readonly Token[]): Actor {
  const words = subjectWords(prefix);
  let at = words.length - 1;
  while (at >= 0) {
    const token = words[at]!;
    if (WRITER_WORDS.has(token.normal)) return 'writer';
    const skip =
      !/\w/.test(token.normal) ||
      FILLER_WORDS.has(token.normal) ||
      TIME_WORDS.has(token.normal) ||
      token.tags.has('Adverb') ||
      token.tags.has('Auxiliary') ||
      token.tags.has('Negative') ||
      token.tags.has('Modal');
    if (skip) {
      at -= 1;
      continue;
    }
    if (!token.tags.has('Noun') && !token.tags.has('Pronoun') && !token.tags.has('Date')) {
      // A verb shares the act's subject ('Luis prefers written updates', 'ended … by asking');
      // a preposition or conjunction with no subject after it: keep looking left.
      at -= 1;
      continue;
    }
    // The noun phrase ending here, and the word before it.
    let start = at;
    while (start > 0 && inNounPhrase(words[start - 1]!)) start -= 1;
    const phrase = words.slice(start, at + 1);
    const before = words[start - 1];
    // The subject of a clause after 'that', 'if', 'when' ('the news that the inspector signed').
    if (before && SUBORDINATORS.has(before.normal)) return 'other';
    // The object of a preposition ('at standup') or of an earlier verb ('ended the 1:1 by …'):
    // the subject, if any, stands further left.
    const object =
      before &&
      (before.tags.has('Preposition') ||
        PHRASE_OPENERS.has(before.normal) ||
        (before.tags.has('Verb') && !before.tags.has('Auxiliary')));
    if (object) {
      at = start - 2;
      continue;
    }
    if (phrase.some((word) => WRITER_WORDS.has(word.normal) || WRITER_OBJECTS.has(word.normal))) {
      return 'writer';
    }
    if (phrase.every((word) => TIME_WORDS.has(word.normal) || word.tags.has('Value'))) {
      at = start - 1;
      continue;
    }
    return 'other';
  }
  return 'writer';
}

/**
 * Whether the verb at `index` reports a done act: a past tense or participle, a gerund after a
 * done verb or 'been' ('ended by thanking', 'have been asking'), or a present tense with the writer
 * as subject ('we agree'); never a bare imperative ('Thank Raj').
 */
export function isDoneVerb(clause: Clause, index: number): boolean {
  const tokens = clause.tokens;
  const token = tokens[index];
  if (!token) return false;
  const prefix = tokens.slice(0, index);
  if (token.tags.has('Gerund')) {
    // 'coached her on calling out roles': the gerund after a preposition is a topic, not an act.
    if (TOPIC_PREPOSITIONS.has(tokens[index - 1]?.normal ?? '')) return false;
    return prefix.some(
      (previous) =>
        previous.normal === 'been' ||
        (previous.tags.has('PastTense') && !previous.tags.has('Auxiliary')),
    );
  }
  if (token.tags.has('PastTense') || token.tags.has('Participle')) return true;
  // Verbs whose past is their base: notes record what was done ('Let Dana know', 'Set expectations').
  if (PAST_AS_BASE.has(token.normal) && !prefix.some((word) => word.normal === 'to')) return true;
  if (token.tags.has('Infinitive') && index === 0) return false;
  const previous = tokens[index - 1];
  if (previous?.normal === 'to') {
    // 'agreed with Dana to deprioritise', 'made sure Ingrid and I agree'.
    return prefix.some((word) => word.tags.has('PastTense') && !word.tags.has('Auxiliary'));
  }
  return prefix.some((word) => WRITER_WORDS.has(word.normal)) && !token.tags.has('Modal');
}

/**
 * The verb governing the word at `index`: the last verb before it, up to an 'and' or a comma,
 * colon or dash that starts a new fragment ('Kudos to Jo and feedback on …'), skipping an
 * infinitive after 'to' ('lunch to say thanks' is governed by 'bought'); undefined when none.
 */
export function governingVerb(tokens: readonly Token[], index: number): Token | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const token = tokens[at]!;
    if (token.normal === 'and' || /[,:;–—]/.test(token.after)) return undefined;
    if (!token.tags.has('Verb') || token.tags.has('Auxiliary')) continue;
    // 'written updates': a participle right before the noun describes it.
    if (at === index - 1 && token.tags.has('Participle') && !token.tags.has('PastTense')) continue;
    if (token.tags.has('Infinitive') && tokens[at - 1]?.normal === 'to') continue;
    return token;
  }
  return undefined;
}

/**
 * Whether a noun act at `index` ('kudos', 'feedback') was done: governed by a done verb, or
 * standing alone as a note fragment ('Kudos to Raj', 'Feedback to Jo about her estimates').
 */
export function isDoneNoun(clause: Clause, index: number): boolean {
  const governing = governingVerb(clause.tokens, index);
  return governing === undefined || isDoneVerb(clause, clause.tokens.indexOf(governing));
}

export { FINITE_VERB as isFiniteVerb };
