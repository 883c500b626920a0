/**
 * Where a sentence of a reflection undertakes an action, and who undertakes it
 * (docs/product.md#commitments-suggested-from-reflections; the rules are listed in
 * suggest-commitments.ts's module comment): the undertaking words ('will', 'going to', 'agreed
 * to', 'Priya to …', an opening imperative), the subject before them read as the writer, the other
 * person or someone else, and the words that refuse one (a negation, a maybe, a condition, a past
 * intention, a state or prediction after 'will', a question). Pure.
 */
import { lexiconTag, nlp } from '../builtin/nlp';
import {
  ACTION_NOUNS,
  AMOUNT_WORDS,
  BELIEF_VERBS,
  CONJUNCTIONS,
  CUT,
  EMBEDDING_WORDS,
  FILLER_ADVERBS,
  HABIT_WORDS,
  HEDGE_WORDS,
  NOT_TAKEN,
  NOT_TO_DOS,
  OTHER_PERSON_PRONOUNS,
  OUTCOME_WORDS,
  OWN_DUTY_VERBS,
  PAST_AS_BASE,
  PAST_PERIODS,
  PLAN_VERBS,
  PAST_AUXILIARIES,
  PROMISED_TO,
  QUESTION_OPENERS,
  REFUSAL_ACTIONS,
  REFUSAL_WORDS,
  REPORTING_VERBS,
  ROLE_WORDS,
  STATE_VERBS,
  SUBJECT_PRONOUNS,
  SUBORDINATE_OPENERS,
  UNDERTAKING_VERBS,
  VAGUE_TIMES,
  WILLING_WORDS,
  WRITER_SUBJECTS,
} from './commitment-lexicon';
import { findDuePhrase } from './due-phrase';
import { isOneOf, writtenText, type Token } from './sentence-tokens';

/** Who undertakes: the writer, the other person of the meeting, or someone else. */
export type Owner = 'me' | 'them' | 'other';

/** An undertaking found in a sentence. */
export interface Undertaking {
  /** Where the words naming its owner start (the undertaking itself when none do). */
  subjectStart: number;
  /** The owner named, or undefined when no subject is written (an implied one). */
  owner: Owner | undefined;
  /** Where the action starts. */
  actionStart: number;
  /** False for one read but refused (a maybe, a negation, a state): it only bounds the others. */
  valid: boolean;
  /** The rule that read it ('will', 'agreed to', 'imperative', …), for measuring each rule. */
  rule: string;
}

/** Whether the word is a main verb (not an auxiliary or modal). */
export const isVerb = (token: Token | undefined) =>
  token !== undefined &&
  token.tags.has('Verb') &&
  !token.tags.has('Auxiliary') &&
  !token.tags.has('Modal');
/** Whether the word may stand in a noun phrase ('the new hire', 'Jo and I'). */
const isNounish = (token: Token) =>
  token.tags.has('Noun') ||
  token.tags.has('Pronoun') ||
  token.tags.has('Determiner') ||
  token.tags.has('Adjective') ||
  token.tags.has('Possessive') ||
  token.tags.has('Value') ||
  token.tags.has('ProperNoun') ||
  token.tags.has('Expression') ||
  token.normal === 'and' ||
  token.normal === '&';
/** Whether the word makes a maybe, a wish or a condition ('may' only as a modal, not the month). */
const isHedge = (token: Token) =>
  isOneOf(token, HEDGE_WORDS) && !(token.normal === 'may' && !token.tags.has('Modal'));
/** Whether the word negates or refuses ('not', 'never', 'declined'). */
export const isRefusal = (token: Token) =>
  token.tags.has('Negative') || isOneOf(token, REFUSAL_WORDS);

/** The lower-case first names that name the other person ('Priya Shah' → 'priya', 'priya shah'). */
export function personWords(personName: string): Set<string> {
  const name = personName.trim().toLowerCase();
  return new Set([name, name.split(/\s+/)[0] ?? name].filter(Boolean));
}

/** Whom a word names: the writer, the other person, someone else, or undefined for no one. */
export function ownerOfWord(word: string, person: ReadonlySet<string>): Owner | undefined {
  const normal = word.toLowerCase().replace(/'s$/, '');
  if (WRITER_SUBJECTS.has(normal)) return 'me';
  if (OTHER_PERSON_PRONOUNS.has(normal) || person.has(normal)) return 'them';
  return undefined;
}

/**
 * Whom a subject's words name: split at 'and', each part named by its last word — the writer
 * when any part is 'I' / 'we' ('Jo and I'), the other person when any part is them, else someone
 * else ('Finance', "Jo's team", 'her manager').
 */
function ownerOfSubject(words: readonly Token[], person: ReadonlySet<string>): Owner {
  const owners: (Owner | undefined)[] = [];
  let part: Token[] = [];
  const close = () => {
    const head = part.at(-1);
    if (head) owners.push(ownerOfWord(head.normal, person) ?? 'other');
    part = [];
  };
  for (const word of words) {
    if (word.normal === 'and' || word.normal === '&') close();
    else part.push(word);
  }
  close();
  if (owners.includes('me')) return 'me';
  return owners.includes('them') ? 'them' : 'other';
}

/**
 * The subject of an undertaking at `at`: the noun phrase right before it (fillers, auxiliaries
 * and negations skipped), or undefined when a clause opens there (an implied subject).
 */
function subjectBefore(
  tokens: readonly Token[],
  at: number,
  person: ReadonlySet<string>,
): { start: number; owner: Owner | undefined } {
  let end = at - 1;
  const skip = (token: Token) =>
    isOneOf(token, FILLER_ADVERBS) ||
    token.tags.has('Auxiliary') ||
    token.tags.has('Negative') ||
    token.tags.has('Copula') ||
    (token.tags.has('Adverb') && !isHedge(token));
  while (end >= 0 && !CUT.test(tokens[end]!.post) && skip(tokens[end]!)) end -= 1;
  const opensClause = (index: number) =>
    index < 0 || CUT.test(tokens[index]!.post) || CONJUNCTIONS.has(tokens[index]!.normal);
  if (opensClause(end)) return { start: end + 1, owner: undefined };
  // A name compromise reads as a verb ('Grace to confirm …') is still a name.
  const nounish = (token: Token) =>
    isNounish(token) || ownerOfWord(token.normal, person) !== undefined;
  if (!nounish(tokens[end]!)) {
    // 'Promised Jo I'd …' reads its subject below; a verb here means a dropped 'I' ('agreed, will …').
    return { start: end + 1, owner: isVerb(tokens[end]) ? undefined : 'other' };
  }
  let start = end;
  // 'Next 1:1 we'll …': a subject pronoun is the whole subject.
  if (SUBJECT_PRONOUNS.has(tokens[end]!.normal)) {
    return { start, owner: ownerOfSubject([tokens[end]!], person) };
  }
  const extends_ = (at: number) => {
    const token = tokens[at]!;
    if (CUT.test(token.post) || !nounish(token) || token.tags.has('Date')) return false;
    // 'Jo and I', not 'by Wednesday and I'.
    if (token.normal !== 'and' && token.normal !== '&') return true;
    const before = tokens[at - 1];
    return (
      before !== undefined &&
      !before.tags.has('Date') &&
      (before.tags.has('Person') || before.tags.has('ProperNoun') || before.tags.has('Pronoun'))
    );
  };
  while (start > 0 && extends_(start - 1)) start -= 1;
  const owner = ownerOfSubject(tokens.slice(start, end + 1), person);
  // 'me' is a subject only opening a clause ('me to talk to QA'), not after 'before me'.
  const before = tokens[start - 1];
  const objectOnly =
    isOneOf(tokens[end], new Set(['me', 'us'])) &&
    before !== undefined &&
    !CUT.test(before.post) &&
    !CONJUNCTIONS.has(before.normal) &&
    // 'on me to …', 'plan is for me to …'.
    !(isOneOf(before, new Set(['on', 'for'])) && tokens[end + 1]?.normal === 'to');
  return { start, owner: objectOnly ? 'other' : owner };
}

/** Where the action after `at` starts: fillers and 'be' before a gerund skipped. */
function actionAfter(tokens: readonly Token[], at: number): number {
  let start = at;
  const skipped = (token: Token | undefined) =>
    token !== undefined &&
    (isOneOf(token, FILLER_ADVERBS) ||
      isHedge(token) ||
      token.tags.has('Negative') ||
      (token.tags.has('Adverb') && !token.tags.has('Verb')));
  while (skipped(tokens[start])) start += 1;
  if (tokens[start]?.normal === 'be' && tokens[start + 1]?.tags.has('Gerund')) start += 1;
  // 'I'll be sure to mention …'.
  if (tokens[start]?.normal === 'be' && tokens[start + 1]?.normal === 'sure') {
    if (tokens[start + 2]?.normal === 'to') start += 3;
  }
  return start;
}

/** Whether 'would' at `at` opens a past that did not happen ('would have sent'). */
function wouldHaveDone(tokens: readonly Token[], at: number): boolean {
  const after = tokens[at + 2];
  return (
    tokens[at + 1]?.normal === 'have' &&
    after !== undefined &&
    (after.tags.has('PastTense') || after.tags.has('Participle'))
  );
}

/** Whether the action at `start` is a state or a prediction, not something someone does. */
export function isStateAction(tokens: readonly Token[], start: number): boolean {
  const verb = tokens[start];
  if (!verb) return true;
  if (verb.normal !== 'need' && isOneOf(verb, STATE_VERBS)) return true;
  if (verb.normal === 'need' && tokens[start + 1]?.normal !== 'to') return true;
  const next = tokens[start + 1];
  if (verb.lemma === 'do' && isOneOf(next, OUTCOME_WORDS)) return true;
  // 'we'll see how it goes'.
  if (
    verb.lemma === 'see' &&
    (next === undefined || isOneOf(next, new Set(['how', 'what', 'where'])))
  ) {
    return true;
  }
  // 'I'll think about it' (and no time said): a decision put off.
  const about = tokens[start + 2];
  if (
    verb.lemma === 'think' &&
    next?.normal === 'about' &&
    isOneOf(about, new Set(['it', 'that'])) &&
    tokens[start + 3] === undefined
  ) {
    return true;
  }
  // 'will get promoted', 'will get better'.
  if (verb.lemma === 'have' && next?.normal === 'been') return true;
  // 'is going to have a lot on his plate'.
  const amount = next?.normal === 'a' ? tokens[start + 2] : next;
  if (verb.lemma === 'have' && isOneOf(amount, AMOUNT_WORDS)) return true;
  // 'I'll say this: …': a comment.
  if (verb.lemma === 'say' && isOneOf(next, new Set(['this', 'that']))) return true;
  // 'He'll start the new role on the 1st', 'will join the team': a change of state.
  const role = tokens.slice(start + 1, start + 4).some((token) => isOneOf(token, ROLE_WORDS));
  if ((verb.lemma === 'start' || verb.lemma === 'join') && role) return true;
  // 'will turn down the offer', 'will decline', 'will resign'.
  if (isOneOf(verb, REFUSAL_ACTIONS) || (verb.lemma === 'turn' && next?.normal === 'down')) {
    return true;
  }
  const after = tokens[start + 2];
  return (
    verb.lemma === 'get' &&
    next !== undefined &&
    (next.tags.has('Participle') ||
      next.tags.has('PastTense') ||
      next.tags.has('Comparative') ||
      (next.tags.has('Adjective') && !(after?.tags.has('Noun') || after?.normal === 'to')))
  );
}

/** The undertakings of a sentence, in order (see the module comment). */
export function undertakingsOf(
  tokens: readonly Token[],
  person: ReadonlySet<string>,
  listed: boolean,
): Undertaking[] {
  const found: Undertaking[] = [];
  let rule = '';
  const add = (at: number, actionStart: number, valid = true, subjectAt = at) => {
    const subject = subjectBefore(tokens, subjectAt, person);
    found.push({ subjectStart: subject.start, owner: subject.owner, actionStart, valid, rule });
  };
  tokens.forEach((token, at) => {
    const next = tokens[at + 1];
    const previous = tokens[at - 1];
    if (
      (token.normal === 'will' || token.normal === 'shall' || token.normal === 'must') &&
      token.tags.has('Modal')
    ) {
      if (at === 0 && next && !isVerb(next) && !isOneOf(next, FILLER_ADVERBS)) return;
      rule = token.normal;
      const start = actionAfter(tokens, at + 1);
      add(at, start, !isStateAction(tokens, start));
    } else if ((token.normal === 'going' && next?.normal === 'to') || token.normal === 'gonna') {
      const auxiliary = tokens
        .slice(Math.max(0, at - 2), at)
        .find((word) => word.tags.has('Auxiliary') || word.tags.has('Copula'));
      const start = actionAfter(tokens, at + (token.normal === 'gonna' ? 1 : 2));
      const past = auxiliary !== undefined && PAST_AUXILIARIES.has(auxiliary.normal);
      rule = 'going to';
      // 'going to Berlin', 'going to the summit': a place, not an action.
      const target = tokens[start];
      const place =
        target === undefined ||
        ['ProperNoun', 'Determiner', 'Possessive', 'Pronoun'].some((tag) => target.tags.has(tag));
      add(at, start, !past && !place && !isStateAction(tokens, start));
    } else if (token.normal === 'would' && token.tags.has('Modal')) {
      const subject = subjectBefore(tokens, at, person);
      const reporter = tokens
        .slice(0, subject.start)
        .findLastIndex((word) => isVerb(word) && REPORTING_VERBS.has(word.lemma));
      // 'She had said she'd write the doc': a past intention.
      const reported = reporter >= 0 && tokens[reporter - 1]?.normal !== 'had';
      const start = actionAfter(tokens, at + 1);
      rule = 'would';
      // 'better than I would have', 'I'd need to see numbers first': a counterfactual, a condition.
      const conditional = tokens[start]?.lemma === 'have' && tokens[start + 1] === undefined;
      add(
        at,
        start,
        reported && !conditional && !wouldHaveDone(tokens, at) && !isStateAction(tokens, start),
      );
    } else if (
      token.normal === 'to' &&
      next &&
      !isOneOf(next, new Set(['the', 'a', 'an', 'me', 'him', 'her', 'them', 'us']))
    ) {
      const verbAt = previous?.normal === 'up' ? at - 2 : at - 1;
      const verb = tokens[verbAt];
      if (
        verb &&
        verb.tags.has('Verb') &&
        (UNDERTAKING_VERBS.has(verb.lemma) || OWN_DUTY_VERBS.has(verb.lemma))
      ) {
        if (verb.lemma === 'sign' && previous?.normal !== 'up') return;
        const start = actionAfter(tokens, at + 1);
        const duty = OWN_DUTY_VERBS.has(verb.lemma);
        const subject = subjectBefore(tokens, verbAt, person);
        found.push({
          subjectStart: subject.start,
          owner: duty && subject.owner === 'them' ? 'other' : subject.owner,
          actionStart: start,
          rule: `${verb.lemma} to`,
          // 'had promised to review the plan' (and did not): a past intention.
          valid:
            !isStateAction(tokens, start) &&
            !(verb.lemma === 'have' && previous?.tags.has('Modal')) &&
            tokens[verbAt - 1]?.normal !== 'had' &&
            // 'He plans to take leave in spring': the other person's plan, not an undertaking.
            !(PLAN_VERBS.has(verb.lemma) && subject.owner === 'them') &&
            // 'I'd need to see numbers first', 'we'd have to …': a condition.
            tokens[verbAt - 1]?.normal !== 'would',
        });
        return;
      }
      // 'Lena is to send …'.
      if (previous?.tags.has('Copula') && tokens[at - 2] && isNounish(tokens[at - 2]!)) {
        rule = 'is to';
        add(at, actionAfter(tokens, at + 1), true, at - 1);
        return;
      }
      // 'Marcus has the action to clean up the flags'.
      if (isOneOf(previous, ACTION_NOUNS) && tokens[at - 2]?.normal === 'the') {
        const holder = tokens[at - 3];
        if (holder && isOneOf(holder, new Set(['have', 'get', 'own', 'take']))) {
          rule = 'has the action to';
          add(at - 3, actionAfter(tokens, at + 1));
          return;
        }
      }
      // 'He's happy to take the lead', 'glad to help'.
      if (isOneOf(previous, WILLING_WORDS) && tokens[at - 2]?.tags.has('Copula')) {
        rule = 'happy to';
        add(at - 2, actionAfter(tokens, at + 1));
        return;
      }
      // 'Priya to write up the incident', 'me to talk to QA', 'on me to …', 'plan is for me to …'.
      const subject = subjectBefore(tokens, at, person);
      const opener = tokens[subject.start - 1];
      const opens =
        previous !== undefined &&
        (isNounish(previous) || ownerOfWord(previous.normal, person) !== undefined) &&
        subject.owner !== undefined &&
        (opener === undefined ||
          CUT.test(opener.post) ||
          (isOneOf(opener, new Set(['on', 'for'])) && subject.owner !== 'other'));
      rule = 'X to';
      if (opens && (isVerb(next) || next.tags.has('Noun'))) add(at, actionAfter(tokens, at + 1));
    } else if (token.lemma === 'owe' && isVerb(token) && !token.tags.has('PastTense')) {
      rule = 'owe';
      add(at, at);
    } else if (token.lemma === 'promise' && isVerb(token) && next?.normal !== 'to') {
      const reported = tokens
        .slice(at + 1)
        .some((word) => word.normal === 'would' || word.normal === 'will');
      const toPerson =
        next !== undefined &&
        (next.tags.has('Person') ||
          next.tags.has('ProperNoun') ||
          isOneOf(next, PROMISED_TO) ||
          person.has(next.normal));
      rule = 'promised X';
      if (!reported && toPerson) add(at, at + 1);
    } else if (
      token.lemma === 'take' &&
      isVerb(token) &&
      !token.tags.has('Infinitive') &&
      (next?.normal === 'on' ||
        next?.normal === 'over' ||
        (next?.normal === 'the' &&
          tokens[at + 2]?.normal === 'lead' &&
          !token.tags.has('PastTense')))
    ) {
      rule = 'take on';
      if (!isOneOf(tokens[at + 2], NOT_TAKEN)) add(at, at);
    } else if (
      ((token.normal === 'hook' && previous?.normal === 'the' && tokens[at - 2]?.normal === 'on') ||
        (token.normal === 'point' && previous?.normal === 'on')) &&
      (next?.normal === 'for' || next?.normal === 'to')
    ) {
      // 'I'm on the hook for the promo write-up', 'Lena's on point for the demo'.
      const on = previous?.normal === 'on' ? at - 1 : at - 2;
      rule = 'on the hook';
      add(on, actionAfter(tokens, at + 2));
    } else if (
      token.lemma === 'forget' &&
      previous?.tags.has('Negative') &&
      next?.normal === 'to' &&
      subjectBefore(tokens, at, person).owner === undefined
    ) {
      // 'Don't forget to book the room': a to-do.
      rule = 'remember';
      add(at, actionAfter(tokens, at + 2));
    } else if (
      token.lemma === 'remember' &&
      next?.normal === 'to' &&
      subjectBefore(tokens, at, person).owner === undefined
    ) {
      // 'Remember to send Helen the agenda': a to-do.
      rule = 'remember';
      add(at, actionAfter(tokens, at + 2));
    } else if (token.normal === 'let' && next?.normal === 'us') {
      if (subjectBefore(tokens, at, person).owner === undefined && previous?.normal !== 'to') {
        rule = "let's";
        add(at, at + 2);
      }
    } else if (
      listed &&
      isVerb(token) &&
      token.tags.has('PresentTense') &&
      !token.tags.has('Gerund') &&
      previous !== undefined &&
      isNounish(previous)
    ) {
      // In a list of action items, 'Ravi drafts the runbook, I review it Friday'.
      const subject = subjectBefore(tokens, at, person);
      const opener = tokens[subject.start - 1];
      if (subject.owner !== undefined && (opener === undefined || CUT.test(opener.post))) {
        rule = 'listed';
        add(at, at);
      }
    }
  });
  return found;
}

/** Whether a sentence asks a question: a '?' at its end, or an auxiliary and its subject opening it. */
export function isQuestion(tokens: readonly Token[]): boolean {
  if (tokens.at(-1)?.post.includes('?')) return true;
  const [first, second] = tokens;
  if (!first || !second || !QUESTION_OPENERS.has(first.normal)) return false;
  return isNounish(second) && !second.tags.has('Adjective');
}

/** The rules of a future tense, which may predict rather than undertake. */
const PREDICTING_RULES = new Set(['will', 'shall', 'going to']);

/** Whether the writer states a belief in the sentence ('I'm sure', 'no doubt', 'I expect'). */
function vouches(tokens: readonly Token[]): boolean {
  return tokens.some((token, at) => {
    const next = tokens[at + 1];
    if (token.normal === 'no' && next?.normal === 'doubt') return true;
    if (token.normal !== 'i') return false;
    if (isOneOf(next, BELIEF_VERBS)) return true;
    return (
      next?.tags.has('Copula') === true && isOneOf(tokens[at + 2], new Set(['sure', 'confident']))
    );
  });
}

/** Whether a negation, maybe or past intention stands in the undertaking's clause before its action. */
export function isRefused(tokens: readonly Token[], undertaking: Undertaking): boolean {
  let start = undertaking.subjectStart;
  while (start > 0 && !CUT.test(tokens[start - 1]!.post)) start -= 1;
  // 'Don't forget to …' is a reminder, not a refusal.
  const before = tokens
    .slice(start, undertaking.actionStart)
    .filter(
      (token, at, words) => !(token.tags.has('Negative') && words[at + 1]?.lemma === 'forget'),
    );
  // 'Jo will hit her targets, I'm sure': a 'will' the writer vouches for is a prediction.
  if (PREDICTING_RULES.has(undertaking.rule) && vouches(tokens)) return true;
  // 'owes me nothing'.
  const action = tokens.slice(undertaking.actionStart, undertaking.actionStart + 3);
  if (action.some((token) => token.normal === 'nothing')) return true;
  // 'at some point', 'eventually'.
  const rest = tokens.slice(undertaking.actionStart);
  const vague = rest.some(
    (token, at) =>
      isOneOf(token, VAGUE_TIMES) ||
      (token.normal === 'some' && isOneOf(rest[at + 1], new Set(['point', 'stage', 'day']))),
  );
  if (vague) return true;
  // 'offered to sponsor me last year', 'promised Margot the roadmap last month': a past act.
  const cut = rest.findIndex((token) => CUT.test(token.post));
  const clause = cut < 0 ? rest : rest.slice(0, cut + 1);
  const past = clause.some(
    (token, at) =>
      token.normal === 'yesterday' ||
      token.normal === 'ago' ||
      (token.normal === 'last' && isOneOf(clause[at + 1], PAST_PERIODS)),
  );
  if (past) return true;
  // 'keeps saying he'll fix …', 'always says he'll …': a promise made over and over, not one
  // undertaken now.
  const habitual = tokens
    .slice(start, undertaking.subjectStart)
    .some(
      (token, at, words) =>
        (token.lemma === 'keep' || isOneOf(token, HABIT_WORDS)) &&
        isVerb(words[at + 1]) &&
        REPORTING_VERBS.has(words[at + 1]!.lemma),
    );
  if (habitual) return true;
  if (before.some((token) => isRefusal(token) || isHedge(token))) return true;
  if (
    before.some((token) => token.normal === 'like' || token.normal === 'love') &&
    before.some((token) => token.normal === 'would')
  )
    return true;
  return tokens
    .slice(start, undertaking.subjectStart)
    .some((token) => SUBORDINATE_OPENERS.has(token.normal));
}

/** Whether an imperative opens the sentence: a to-do written without its 'I' ('Follow up with Jo'). */
export function opensWithImperative(
  tokens: readonly Token[],
  person: ReadonlySet<string>,
): boolean {
  const first = tokens[0];
  if (!first || first.tags.has('Person') || person.has(first.normal)) return false;
  const notImperative = [
    'PastTense',
    'Gerund',
    'Copula',
    'Modal',
    'Auxiliary',
    'Negative',
    'Hyphenated',
  ];
  if (notImperative.some((tag) => first.tags.has(tag))) return false;
  if (isOneOf(first, NOT_TO_DOS) || readsAsPast(first)) return false;
  // 'Haven't updated Maria …'.
  if (tokens[1]?.tags.has('Negative')) return false;
  // 'Update to Dana: …', 'Feedback both ways with Tomás: …': a heading, not an imperative.
  if (tokens.slice(0, 7).some((token) => token.post.includes(':'))) return false;
  // 'let Bill know we hit 98% … and warned him …': a line of what was done.
  if (narratesDone(tokens)) return false;
  // 'Let Victor know …', 'Put in a word …': a note of what was done unless a due date says when.
  if (isOneOf(first, PAST_AS_BASE) && (!findDuePhrase(tokens) || tellsPast(tokens))) return false;
  const imperative =
    isVerb(first) && (first.tags.has('Imperative') || first.tags.has('Infinitive'));
  return (imperative || readsAsVerb(tokens)) && !isStateAction(tokens, 0) && !isStatement(tokens);
}

/** Whether what the writer lets someone know is past news ('let Janet know we got a 9.4'). */
function tellsPast(tokens: readonly Token[]): boolean {
  const know = tokens.findIndex((token) => token.normal === 'know');
  return (
    know >= 0 &&
    tokens.slice(know + 1).some((token) => isVerb(token) && token.tags.has('PastTense'))
  );
}

/** Whether the sentence goes on with 'and' and a past tense ('… and warned him'). */
export function narratesDone(tokens: readonly Token[]): boolean {
  return tokens.some((token, at) => {
    if (token.normal !== 'and' && token.normal !== 'then') return false;
    const next = tokens[at + 1]?.normal === 'then' ? tokens[at + 2] : tokens[at + 1];
    return next !== undefined && next.tags.has('PastTense') && isVerb(next);
  });
}

/** Whether a word opening a note line is a past tense compromise took for an imperative ('Pointed out …'). */
function readsAsPast(token: Token): boolean {
  const known = lexiconTag(token.normal);
  return known === 'PastTense' || known === 'Participle' || /[^e]ed$/.test(token.normal);
}

/**
 * Whether the words after an opening word make it a statement's subject, not an imperative: a
 * finite verb follows before any clause of its own ('Budget for the desk is flat', 'Olu and I
 * talked'); 'Ask Jo whether she is free' and 'Let Jo know the plan is late' stay imperatives.
 */
function isStatement(tokens: readonly Token[]): boolean {
  for (const token of tokens.slice(1)) {
    if (isOneOf(token, EMBEDDING_WORDS) || CUT.test(token.post)) return false;
    if (token.tags.has('Copula') || token.tags.has('PastTense')) return true;
    if (token.tags.has('PresentTense') && !token.tags.has('Infinitive') && isVerb(token))
      return true;
  }
  return false;
}

/**
 * Whether the word opening a sentence reads as a verb after 'we will': compromise tags some verbs
 * opening a line as nouns ('Ask finance about …', 'Intro Marcus to …').
 */
function readsAsVerb(tokens: readonly Token[]): boolean {
  const first = tokens[0]!;
  const noun =
    first.tags.has('Noun') &&
    !first.tags.has('ProperNoun') &&
    !first.tags.has('Plural') &&
    !first.tags.has('Pronoun');
  const second = tokens[1];
  // 'Rota is uneven': a noun before a verb is its subject.
  const predicate =
    second !== undefined &&
    (['Copula', 'Auxiliary', 'Modal', 'PastTense'].some((tag) => second.tags.has(tag)) ||
      (second.tags.has('PresentTense') && !second.tags.has('Infinitive')));
  if (!noun || !second || predicate) return false;
  // A word compromise does not know must be followed by its object ('Intro Marcus to …'), not
  // by more of a noun phrase ('Feedback convo with …', 'PIP conversation').
  const objectFollows = ['Person', 'ProperNoun', 'Determiner', 'Possessive'].some((tag) =>
    second.tags.has(tag),
  );
  if (lexiconTag(first.normal) === undefined && !objectFollows) return false;
  const text = writtenText(tokens);
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  return nlp(`we will ${lowered}`).terms().eq(2).has('#Infinitive');
}

/** Whom a marker's owner word names: the writer, the other person, another person, or no one. */
export function markerOwner(
  word: string | undefined,
  person: ReadonlySet<string>,
): Owner | undefined {
  if (!word) return undefined;
  const owner = ownerOfWord(word, person);
  if (owner) return owner;
  // 'Lee: …' names someone else; 'Agreed: …', 'Wins: …' is a heading.
  const known = lexiconTag(word);
  const named =
    known === undefined
      ? /^\p{Lu}/u.test(word)
      : /Name|Person/.test(known) || nlp(word).has('#Person');
  return named ? 'other' : undefined;
}

/**
 * 'Her tech lead said he'll give her more ownership', 'her skip said Jo would lead …': an
 * undertaking of a pronoun or the person reported by someone else is that someone's word, not
 * the person's. 'other' when the reporting verb before such a subject has another subject;
 * undefined otherwise.
 */
export function reporterOf(
  tokens: readonly Token[],
  undertaking: Undertaking,
  person: ReadonlySet<string>,
): Owner | undefined {
  const subject = tokens[undertaking.subjectStart];
  // 'Her skip said Jo would lead the next project': the person by name, too.
  const named = subject !== undefined && person.has(subject.normal);
  if (!subject || !(OTHER_PERSON_PRONOUNS.has(subject.normal) || named)) return undefined;
  for (let at = undertaking.subjectStart - 1; at >= 0; at -= 1) {
    const token = tokens[at]!;
    if (CUT.test(token.post)) return undefined;
    if (isVerb(token) && REPORTING_VERBS.has(token.lemma)) {
      return subjectBefore(tokens, at, person).owner === 'other' ? 'other' : undefined;
    }
  }
  return undefined;
}

/** Whether the sentence says the undertaking was kept ('…, and he did'). */
export function doneAfter(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => /\w/.test(token.text));
  // '…, and he did', '…, and I did, the same afternoon'.
  return words.some((and, at) => {
    const who = words[at + 1];
    const did = words[at + 2];
    return (
      and.normal === 'and' &&
      who !== undefined &&
      (OTHER_PERSON_PRONOUNS.has(who.normal) || WRITER_SUBJECTS.has(who.normal)) &&
      isOneOf(did, new Set(['did', 'has', 'have'])) &&
      (at + 3 === words.length || CUT.test(did!.post))
    );
  });
}
