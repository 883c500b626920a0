/**
 * A message written about its addressee ('Priya did an amazing job', 'Jordan keeps skipping …
 * on his shifts') turned to speak to them ('you did an amazing job', 'you keep skipping … on
 * your shifts'), for 'Help me say it' (docs/architecture.md#the-ai-layer, builtin phrasing). On
 * compromise's terms and tags: the name and he/she/him/his/her become you/your, and the verb right
 * after a new 'you' agrees ('keeps' → 'keep', 'has' → 'have', 'was' → 'were', "isn't" → "aren't").
 */
import { nlp, termsOf, textOfTerms, type Term } from './nlp';

/** Third-person verb forms whose second-person form is not the infinitive. */
const AGREEMENT: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  does: 'do',
  "he's": "you're",
  "she's": "you're",
};

const SUBJECTS = new Set(['he', 'she']);
const OBJECTS = new Set(['him']);
const POSSESSIVES = new Set(['his']);
const REFLEXIVES = new Set(['himself', 'herself']);

/** `replacement` in the case of `written` ('He' → 'You'). */
function inCase(written: string, replacement: string): string {
  return /^\p{Lu}/u.test(written)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/** The second-person form of a verb that followed a third-person subject. */
function agreeing(verb: string): string {
  const lower = verb.toLowerCase();
  if (AGREEMENT[lower]) return inCase(verb, AGREEMENT[lower]);
  if (!/[^s]s$/.test(lower)) return verb;
  const { toInfinitive } = (
    nlp.methods() as {
      two: { transform: { verb: { toInfinitive: (word: string, model: unknown) => string } } };
    }
  ).two.transform.verb;
  const base = toInfinitive(lower, nlp.model());
  return base && base !== lower ? inCase(verb, base) : verb;
}

/**
 * `text` speaking to `name` instead of about them. Pronouns (he/she/him/his/her) are turned only
 * when `pronouns` is true — when the name is the only person the text speaks of.
 */
export function toSecondPerson(text: string, name: string, pronouns: boolean): string {
  const first = name.split(/\s+/)[0]!.toLowerCase();
  return termsOf(text)
    .map((terms) => {
      const out: Term[] = terms.map((term) => ({ ...term }));
      let agreeNext = false;
      out.forEach((term, index) => {
        if (!term.text) return;
        const lower = term.text.toLowerCase();
        const next = out.slice(index + 1).find((other) => other.text);
        if (agreeNext && term.tags.has('Verb')) {
          term.text = agreeing(term.text);
          agreeNext = false;
          return;
        }
        if (agreeNext && !term.tags.has('Adverb')) agreeNext = false;
        const possessiveName = lower === `${first}'s` || lower === `${first}’s`;
        if (possessiveName && !term.tags.has('Copula')) {
          term.text = 'your';
        } else if (lower === first && term.tags.has('Noun')) {
          term.text = 'you';
          agreeNext = true;
        } else if (pronouns && (lower === "he's" || lower === "she's")) {
          // "He's been" is 'he has been'; "he's late" is 'he is late'.
          const perfect = next && (next.text === 'been' || next.tags.has('PastTense'));
          term.text = inCase(term.text, perfect ? "you've" : "you're");
        } else if (pronouns && SUBJECTS.has(lower)) {
          term.text = inCase(term.text, 'you');
          agreeNext = true;
        } else if (pronouns && (OBJECTS.has(lower) || REFLEXIVES.has(lower))) {
          term.text = inCase(term.text, REFLEXIVES.has(lower) ? 'yourself' : 'you');
        } else if (pronouns && POSSESSIVES.has(lower)) {
          term.text = inCase(term.text, 'your');
        } else if (pronouns && lower === 'her') {
          const owns =
            next &&
            (next.tags.has('Noun') || next.tags.has('Adjective')) &&
            !next.tags.has('Pronoun');
          term.text = inCase(term.text, owns ? 'your' : 'you');
        }
      });
      return textOfTerms(out);
    })
    .join('');
}
