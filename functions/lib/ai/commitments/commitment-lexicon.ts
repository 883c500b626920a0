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

/** Undertaking verbs that state only a plan when the other person is their subject ('he plans to'). */
export const PLAN_VERBS = new Set(['plan', 'intend']);

/** Verbs after 'I' that state a belief and make a 'will' in the sentence a prediction ('I expect'). */
export const BELIEF_VERBS = new Set([
  'think',
  'expect',
  'reckon',
  'bet',
  'suspect',
  'guess',
  'doubt',
]);

/** Words before a reporting verb that make it a habit ('always says he'll …'). */
export const HABIT_WORDS = new Set(['always', 'usually', 'often', 'constantly', 'forever']);

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
  // How someone will do, not what they will do ('she'll thrive', 'he's going to crush the exam').
  'thrive',
  'excel',
  'flourish',
  'succeed',
  'shine',
  'crush',
  'nail',
  'ace',
  'flounder',
  // 'I'll admit …', 'I'll bet …': a comment on what was said, not an undertaking.
  'admit',
  'confess',
  'concede',
  'bet',
  'guess',
]);

/** Words after 'have' that make it a state ('will have a lot on his plate', 'has plenty of time'). */
export const AMOUNT_WORDS = new Set(['lot', 'lots', 'plenty', 'much', 'enough', 'little', 'no']);

/** What a new role is called: starting or joining one is a change of state ('start the new role'). */
export const ROLE_WORDS = new Set(['role', 'job', 'position', 'team', 'company']);

/** Spans of time after 'last' that put an act in the past ('last month', 'last Friday'). */
export const PAST_PERIODS = new Set([
  'week',
  'month',
  'year',
  'quarter',
  'sprint',
  'cycle',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'night',
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

/** Pronouns that open a clause of their own after a comma ('…, she's doing twice the work'). */
export const CLAUSE_SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'it']);

/** Subject pronouns that name the other person of the meeting. */
export const OTHER_PERSON_PRONOUNS = new Set(['he', 'she', 'they']);

/** Words that name the writer as a subject ('I', 'we', 'let us', 'me to …' in shorthand). */
export const WRITER_SUBJECTS = new Set(['i', 'we', 'me', 'us', 'myself', 'my', 'our']);

/** Punctuation after a word that cuts a clause there ('Talked to Jo, will send …'). */
export const CUT = /[,;:–—(]/;

/** Words that join clauses: after one, a subject may be left out ('… and will send'). */
export const CONJUNCTIONS = new Set(['and', 'but', 'then', 'so', '&', 'or', 'because', 'while']);

/** Words that open a question ('Should I …', 'Will Jo …', 'How will …'). */
export const QUESTION_OPENERS = new Set([
  'should',
  'could',
  'can',
  'would',
  'will',
  'shall',
  'do',
  'does',
  'did',
  'is',
  'are',
  'am',
  'was',
  'were',
  'has',
  'have',
  'how',
  'what',
  'when',
  'why',
  'where',
  'who',
  'which',
]);

/** Words opening a line that look like imperatives but are no to-do ('Thanks Jo', 'Please …'). */
export const NOT_TO_DOS = new Set([
  'thank',
  'thanks',
  'please',
  'welcome',
  'congrats',
  'congratulations',
]);

/** Words after 'took on' that make it too much work taken, not an undertaking ('took on too much'). */
export const NOT_TAKEN = new Set(['too', 'more', 'much', 'lots', 'loads']);

/** Object pronouns a promise may be made to ('promised her the numbers'). */
export const PROMISED_TO = new Set(['me', 'him', 'her', 'them', 'us']);

/** Words before 'to' that undertake with a copula ('he's happy to take the lead'). */
export const WILLING_WORDS = new Set(['happy', 'glad']);

/** Nouns an action is held by ('has the action to …'). */
export const ACTION_NOUNS = new Set(['action', 'task', 'job', 'ball', 'todo']);

/** Pronouns that are a whole subject on their own. */
export const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they']);

/** Actions that refuse or leave rather than undertake ('will turn down', 'will resign'). */
export const REFUSAL_ACTIONS = new Set(['decline', 'refuse', 'reject', 'resign', 'quit']);

/** Words of a vague time that make an action no commitment ('eventually'; 'at some point'). */
export const VAGUE_TIMES = new Set(['eventually', 'someday', 'sometime']);

/** Words that open a condition or an indirect question ('if', 'whether', 'I wonder'). */
export const SUBORDINATE_OPENERS = new Set(['if', 'whether', 'unless', 'wonder']);

/** Auxiliaries of a past intention ('was going to'). */
export const PAST_AUXILIARIES = new Set(['was', 'were', 'had']);

/** Verbs whose past is their base: at the head of a note line they usually record a done act. */
export const PAST_AS_BASE = new Set(['let', 'put', 'set']);

/** Words after which a clause of its own starts ('Ask Jo whether …', 'Let Jo know the …'). */
export const EMBEDDING_WORDS = new Set([
  'that',
  'whether',
  'if',
  'how',
  'what',
  'when',
  'why',
  'who',
  'which',
  'know',
  'where',
]);
