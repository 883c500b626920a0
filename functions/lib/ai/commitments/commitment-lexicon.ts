/**
 * The words the builtin commitment detector reads (docs/product.md#commitments-suggested-from-reflections):
 * which verbs undertake an action when 'to' follows them, which words make a clause a maybe, a
 * condition or a refusal, and which verbs after 'will' predict a state rather than an action. All
 * lower case; matched against a word's form or its lemma.
 */

/** Verbs that undertake what follows 'to': 'agreed to', 'promised to', 'signed up to', 'need to'. */
export const UNDERTAKING_VERBS = new Set([
  'agree',
  'promise',
  'offer',
  'volunteer',
  'commit',
  'decide',
  'plan',
  'pledge',
  'undertake',
  'arrange',
  'sign',
  'intend',
]);

/** Verbs before 'to' that record the writer's own to-do only ('need to', 'have to', 'got to'). */
export const OWN_DUTY_VERBS = new Set(['need', 'have', 'got', 'gotta']);

/** Verbs that report an undertaking and let a 'would' after them count ('said she'd send'). */
export const REPORTING_VERBS = new Set([
  'say',
  'promise',
  'tell',
  'agree',
  'confirm',
  'commit',
  'offer',
  'mention',
  'decide',
  'assure',
  'volunteer',
]);

/** Words before the undertaking that make it a maybe, a wish or a condition. */
export const HEDGE_WORDS = new Set([
  'maybe',
  'perhaps',
  'possibly',
  'probably',
  'hopefully',
  'ideally',
  'likely',
  'potentially',
  'might',
  'may',
  'could',
  'should',
  'if',
  'unless',
  'whether',
  'wonder',
  'wondering',
  'hope',
  'hoping',
  'wish',
  'unsure',
]);

/** Words that refuse or negate the undertaking ('declined to', 'no longer'). */
export const REFUSAL_WORDS = new Set([
  'not',
  'never',
  'no',
  'nobody',
  'nothing',
  'declined',
  'refused',
  'forgot',
  'unable',
]);

/** Verbs after 'will' that predict a state or a feeling, not an action someone takes on. */
export const STATE_VERBS = new Set([
  'be',
  'love',
  'like',
  'enjoy',
  'hate',
  'feel',
  'seem',
  'struggle',
  'grow',
  'want',
  'wish',
  'hope',
  'need',
  'become',
  'remain',
  'happen',
  'appreciate',
  'understand',
  'miss',
  'fail',
  'slip',
  'quit',
  'retire',
  'leave',
  'complain',
  'worry',
  'notice',
  'mind',
  'know',
  'care',
  'prefer',
  'react',
  'panic',
  'cope',
  'travel',
]);

/** Words after 'do' that make it a prediction ('she'll do fine'). */
export const OUTCOME_WORDS = new Set([
  'fine',
  'well',
  'great',
  'ok',
  'okay',
  'good',
  'better',
  'badly',
]);

/** Adverbs that may stand between 'will' and its verb without changing the undertaking. */
export const FILLER_ADVERBS = new Set([
  'also',
  'definitely',
  'certainly',
  'then',
  'just',
  'first',
  'personally',
  'both',
  'all',
  'still',
  'really',
  'quickly',
  'now',
  'soon',
  'actually',
  'happily',
  'now',
]);

/** Words that end an action's clause: a new reason, contrast or condition starts after them. */
export const CLAUSE_ENDERS = new Set([
  'but',
  'because',
  'since',
  'although',
  'though',
  'whereas',
  'unless',
  'so',
]);

/** Subject pronouns that name the other person of the meeting. */
export const OTHER_PERSON_PRONOUNS = new Set(['he', 'she', 'they']);

/** Words that name the writer as a subject ('I', 'we', 'let us', 'me to …' in shorthand). */
export const WRITER_SUBJECTS = new Set(['i', 'we', 'me', 'us', 'myself', 'my', 'our']);
