/**
 * The inflected forms of the moments lexicons' verbs (docs/product.md#moments-inferred-from-notes,
 * 'How the builtin engine reads a note'), conjugated by compromise's own conjugator: 'passed' →
 * pass, past; 'given' → give, participle. Notes drop their subject ('Passed on the news…', 'Updated
 * Maria…'), and compromise's tagger then often reads a sentence-initial past verb as an imperative
 * or an adjective; this table lets the reader know a past form of a lexicon verb whatever the
 * tagger guessed. Built once, on first use.
 */
import { nlp } from '../builtin/nlp';
import { LEMMA_OVERRIDES, VERB_LEXICONS } from './moment-lexicon';

export type VerbForm = 'past' | 'participle' | 'present' | 'gerund' | 'base';

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

interface VerbTransform {
  conjugate(infinitive: string, model: unknown): Conjugation;
}

let table: Map<string, { lemma: string; form: VerbForm }> | undefined;

function buildTable(): Map<string, { lemma: string; form: VerbForm }> {
  const world = nlp.world() as unknown as {
    model: unknown;
    methods: { two: { transform: { verb: VerbTransform } } };
  };
  const { verb } = world.methods.two.transform;
  const forms = new Map<string, { lemma: string; form: VerbForm }>();
  const lemmas = new Set(VERB_LEXICONS.flatMap((lexicon) => lexicon.map((entry) => entry.lemma)));
  for (const lemma of lemmas) {
    const conjugated = verb.conjugate(lemma, world.model);
    const add = (word: string | undefined, form: VerbForm) => {
      if (word && !word.includes(' ') && !forms.has(word)) forms.set(word, { lemma, form });
    };
    // A form equal to the base ('let', 'put', 'cut') is left to the tagger.
    if (conjugated.PastTense !== lemma) add(conjugated.PastTense, 'past');
    if (conjugated.Participle !== lemma) add(conjugated.Participle, 'participle');
    add(conjugated.Gerund, 'gerund');
  }
  for (const [word, lemma] of Object.entries(LEMMA_OVERRIDES)) {
    if (word !== lemma && /(?:ed|en|wn)$/.test(word) && !forms.has(word)) {
      forms.set(word, { lemma, form: 'past' });
    }
  }
  return forms;
}

/** The lexicon verb and form of a lower-case word, or undefined when it is none of theirs. */
export function lexiconVerbForm(word: string): { lemma: string; form: VerbForm } | undefined {
  table ??= buildTable();
  return table.get(word);
}
