/**
 * How a strength, growth area or priority reads inside a prep prompt (docs/api.md#conventions,
 * Prep; shared/domain/prep-bank.ts): what kind of phrase the manager wrote — a thing ('public
 * speaking', 'Billing migration'), a role ('Team player'), a quality ('Curious',
 * 'detail-oriented', 'Calm under pressure') or an action ('Explains complex ideas simply',
 * 'Delegate more') — told by compromise's part-of-speech tags, and the forms a prompt weaves in
 * ('being curious', 'explaining complex ideas simply', 'being a team player').
 *
 * compromise ships beside the bundle of the routes that build prompts (contract `nlp: true`,
 * infra/lib/function-bundling.ts: the prebuilt copy, its model computed at build time) and is
 * loaded on the first phrase asked for, so a request with nothing to phrase never loads it. It is
 * required from its one-file build, like the builtin AI engine does
 * (docs/performance.md#cold-starts).
 */
import { createRequire } from 'node:module';
import type compromiseTwo from 'compromise/two';
import { quoted, type TraitPhrase } from '../../../shared/domain/prep-bank';

type Nlp = typeof compromiseTwo;
interface Term {
  text: string;
  /** What precedes and follows the word: spaces, a hyphen, punctuation. */
  pre: string;
  post: string;
  tags: string[];
}
interface VerbForms {
  Infinitive?: string;
  Gerund?: string;
}
interface Model {
  one: { lexicon: Record<string, string | string[] | undefined> };
  two: { switches: Record<string, string | undefined> };
}
interface Methods {
  two: {
    transform: {
      verb: {
        toInfinitive: (word: string, model: Model, tense: string) => string;
        conjugate: (infinitive: string, model: Model) => VerbForms;
      };
    };
  };
}

let loaded: { nlp: Nlp; model: Model; methods: Methods } | undefined;

/** compromise, loaded on first use. */
function compromise() {
  if (!loaded) {
    const nlp = createRequire(import.meta.url)('compromise/two') as Nlp;
    loaded = { nlp, model: nlp.model() as Model, methods: nlp.methods() as Methods };
  }
  return loaded;
}

/** 'Needs to delegate more' is about delegating more: the lead-in says nothing of the phrase. */
const LEAD_IN = /^(?:(?:needs?|has|have|wants?|ought) to|should|must)\s+/i;
/** Words that intensify or soften what follows ('more assertive', 'always delivers'). */
const INTENSIFIERS = new Set(['more', 'less', 'too', 'very', 'really', 'so', 'quite', 'highly']);
/** Words that start a prepositional phrase after a quality ('calm under pressure'). */
const PREPOSITIONS = new Set([
  'about',
  'around',
  'at',
  'by',
  'during',
  'for',
  'in',
  'of',
  'on',
  'to',
  'under',
  'when',
  'with',
  'without',
]);
/** A hyphenated quality ends in a participle or 'on': 'detail-oriented', 'hands-on'. */
const HYPHENATED_QUALITY = /-(?:[a-z]+(?:ed|en)|on)$/i;
/** Verbs of one word that read as verbs rather than nouns: 'Delegate', 'Prioritize'. */
const VERB_SUFFIX = /(?:ate|ize|ise|ify)$/i;
/** A language written as one word ('English', 'Japanese'): a thing, not a quality. */
const LANGUAGE = /^[A-Z][a-z]+(?:ish|ese)$/;
/** People nouns compromise does not mark as actors ('Python expert'). */
const ROLE_WORDS = new Set(['expert', 'advocate', 'person', 'partner', 'ally', 'coach']);

const has = (term: Term | undefined, ...tags: string[]) =>
  term !== undefined && tags.some((tag) => term.tags.includes(tag));

/** The words of some terms as written, with what separates them ('data-driven', 'by Q3'). */
const textOf = (terms: readonly Term[]) =>
  terms
    .map((term, index) => `${index ? term.pre : ''}${term.text}${term.post}`)
    .join('')
    .trim();

/** The tags compromise's lexicon gives a word ([] for a word it does not list). */
function lexiconTags(word: string): string[] {
  const entry = compromise().model.one.lexicon[word.toLowerCase()];
  return Array.isArray(entry) ? entry : entry ? [entry] : [];
}

/** Whether compromise reads a word as a verb too ('Noun|Verb', or an infinitive it lists). */
function canBeVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    lexiconTags(lower).includes('Infinitive') ||
    compromise().model.two.switches[lower]?.includes('Verb') === true
  );
}

/** Whether compromise's lexicon knows the word as a common word (so it is no name). */
function isCommonWord(word: string): boolean {
  const tags = lexiconTags(word);
  return tags.length > 0 && !tags.some((tag) => /ProperNoun|Person|Place|Organization/.test(tag));
}

/**
 * The phrase with its first word lower-cased for the middle of a sentence, unless that word is an
 * acronym, a name or a word like 'English' ('SQL', 'Python expert' keep theirs).
 */
function lowerFirst(text: string, first: Term | undefined): string {
  const word = text.split(/[\s-]/, 1)[0] ?? '';
  const plainCapital = /^[A-Z][a-z’']*$/.test(word);
  const named = has(first, 'ProperNoun', 'Person', 'Place', 'Organization', 'Demonym', 'Acronym');
  const common = has(first, 'Adjective', 'Adverb', 'Verb', 'Determiner') || isCommonWord(word);
  if (!plainCapital || (named && !isCommonWord(word)) || !common) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'a' or 'an' before a word, by how it is usually said. */
function articleFor(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|heir)/.test(lower)) return 'an';
  if (/^(?:u[bcfhjkqrst][aeiou]|eu|one|uni|use|usu)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The verb of an action as a gerund: 'explains' → 'explaining', 'be' → 'being'. */
function gerundOf(verb: Term): string {
  const { model, methods } = compromise();
  const word = verb.text.toLowerCase();
  const { toInfinitive, conjugate } = methods.two.transform.verb;
  const infinitive = has(verb, 'Infinitive')
    ? word
    : toInfinitive(word, model, has(verb, 'PastTense') ? 'PastTense' : 'PresentTense');
  return conjugate(infinitive, model).Gerund ?? `${word}ing`;
}

/** Whether a word names a person by what they do: 'listener', 'learner', 'player'. */
function isRoleNoun(term: Term | undefined): boolean {
  if (!term || has(term, 'Plural')) return false;
  const word = term.text.toLowerCase();
  if (ROLE_WORDS.has(word)) return true;
  if (!has(term, 'Noun')) return false;
  if (has(term, 'Actor')) return true;
  // 'listener' ← listen, 'solver' ← solve.
  return /(?:er|or)$/.test(word) && [word.slice(0, -2), word.slice(0, -1)].some(canBeVerb);
}

/** Whether a plural-looking word is also a verb's 3rd person ('mentors', 'runs'). */
function isThirdPersonVerb(term: Term): boolean {
  const { model, methods } = compromise();
  const word = term.text.toLowerCase();
  const infinitive = methods.two.transform.verb.toInfinitive(word, model, 'PresentTense');
  return (
    infinitive !== word && (canBeVerb(infinitive) || lexiconTags(infinitive).includes('Actor'))
  );
}

/**
 * What kind of phrase a strength, growth area or priority is, and the forms a prompt needs.
 * A thing keeps the manager's words as written (quoted by the prompt); the other kinds are
 * woven into the sentence.
 */
export function traitPhrase(item: string): TraitPhrase {
  const text = quoted(item).replace(/[.!;:,]+$/, '');
  const phrase = text.replace(LEAD_IN, '');
  // After 'should', 'needs to'…, the phrase is an action whatever its first word's tags say.
  const ledIn = phrase !== text;
  const { nlp, model } = compromise();
  const terms = (nlp(phrase).json() as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);
  const thing: TraitPhrase = { text, form: 'thing', inline: text, ing: text };
  // The head: the first word after intensifiers and adverbs ('more assertive', 'always delivers').
  const lead = terms.findIndex(
    (term) => !has(term, 'Adverb') && !INTENSIFIERS.has(term.text.toLowerCase()),
  );
  const head = terms[lead];
  if (!head) return thing;
  const next = terms[lead + 1];
  const single = !/\s/.test(phrase);
  const inline = lowerFirst(phrase, terms[0]);
  const quality = (words: string): TraitPhrase => ({
    text,
    form: 'quality',
    inline: words,
    ing: `being ${words}`,
  });

  // One hyphenated word: a quality when it ends in a participle or 'on' ('detail-oriented',
  // 'hands-on'), else a role ('self-starter') or a thing ('follow-through').
  if (single && phrase.includes('-')) {
    // A compound adjective is no name: 'Data-driven' → 'data-driven' ('AWS-certified' stays).
    if (HYPHENATED_QUALITY.test(phrase))
      return quality(phrase.replace(/^[A-Z](?=[a-z]+-)/, (c) => c.toLowerCase()));
    if (!isRoleNoun(terms.at(-1))) return thing;
  }
  if (single && LANGUAGE.test(phrase)) return thing;

  // 'Calm under pressure': an adjective compromise also knows as a verb, alone or before a
  // preposition, is a quality.
  const verbFirst = has(head, 'Verb') && !has(head, 'Gerund', 'Participle', 'PastTense');
  const adjectiveToo =
    has(head, 'Adjective') ||
    model.two.switches[head.text.toLowerCase()]?.startsWith('Adj') === true;
  if (verbFirst && adjectiveToo && (!next || PREPOSITIONS.has(next.text.toLowerCase()))) {
    return quality(inline);
  }
  // An action: its verb first ('Explains complex ideas simply', 'Delegate more', 'Be patient'),
  // also when compromise read a 3rd-person verb as a plural noun ('Mentors juniors'). One word
  // that is a noun as much as a verb stays a thing ('Focus', 'Excel'), unless it has a verb's
  // ending ('Delegate', 'Prioritize').
  const nounToo =
    single &&
    !VERB_SUFFIX.test(head.text) &&
    model.two.switches[head.text.toLowerCase()] === 'Noun|Verb';
  const pluralVerb =
    lead === 0 && !single && has(head, 'Plural') && has(next, 'Noun') && isThirdPersonVerb(head);
  if (ledIn || (verbFirst && !nounToo) || pluralVerb) {
    const doing = [textOf(terms.slice(0, lead)), gerundOf(head), textOf(terms.slice(lead + 1))]
      .filter(Boolean)
      .join(' ');
    const words = lowerFirst(doing, terms[0]);
    return { text, form: 'action', inline: words, ing: words };
  }
  // A quality: an adjective (or participle) not followed by the noun it describes ('Curious',
  // 'Impatient with juniors'); 'Strategic thinking' is a thing.
  const prepositionAt = terms.findIndex(
    (term, index) =>
      index > lead && (has(term, 'Preposition') || PREPOSITIONS.has(term.text.toLowerCase())),
  );
  const described = terms.slice(lead + 1, prepositionAt < 0 ? undefined : prepositionAt);
  if (has(head, 'Adjective', 'Participle', 'PastTense') && !described.some((t) => has(t, 'Noun'))) {
    return quality(inline);
  }
  // A role: a person by what they do ('Team player', 'Great listener', 'A natural leader').
  const headNoun = terms
    .slice(0, prepositionAt < 0 ? undefined : prepositionAt)
    .filter((term) => has(term, 'Noun'))
    .at(-1);
  if (isRoleNoun(headNoun)) {
    const role = has(terms[0], 'Determiner') ? inline : `${articleFor(inline)} ${inline}`;
    return { text, form: 'role', inline: role, ing: `being ${role}` };
  }
  return thing;
}
