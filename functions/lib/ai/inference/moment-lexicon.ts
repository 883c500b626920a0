/**
 * The words the builtin moments classifier knows (docs/product.md#moments-inferred-from-notes, 'How
 * the builtin engine reads a note'), grouped by the part they play in a moment: the act (a verb
 * such as 'thanked', or a noun such as 'kudos'), what the act carries (feedback, an update, a win,
 * a priority) and the words that say it did not happen. Words are lemmas (compromise's root:
 * 'thanked' → 'thank') or lower-case forms; phrasal verbs name their particle. Pure data.
 */

/** A verb lemma, with the particle(s) that must follow it within a few words ('walk … through'). */
export interface VerbEntry {
  lemma: string;
  /** One of these must follow within {@link PARTICLE_GAP} words. */
  particles?: readonly string[];
}

/** How many words may stand between a phrasal verb and its particle ('walked him through'). */
export const PARTICLE_GAP = 3;

const verbs = (spec: string): readonly VerbEntry[] =>
  spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [lemma = '', particles] = entry.split(' ');
      return particles ? { lemma, particles: particles.split('|') } : { lemma };
    });

const words = (spec: string): ReadonlySet<string> =>
  new Set(
    spec
      .split(/[\s,]+/)
      .map((word) => word.trim())
      .filter(Boolean),
  );

/** Lemmas compromise leaves unset or gets wrong, by lower-case form. */
export const LEMMA_OVERRIDES: Readonly<Record<string, string>> = {
  given: 'give',
  shown: 'show',
  pinged: 'ping',
  synced: 'sync',
  synch: 'sync',
  copied: 'copy',
  let: 'let',
  put: 'put',
  kudos: 'kudos',
  props: 'props',
  thanks: 'thanks',
  congrats: 'congrats',
  shoutouts: 'shoutout',
  headsup: 'headsup',
  informed: 'inform',
  prioritised: 'prioritise',
  deprioritized: 'deprioritise',
  deprioritize: 'deprioritise',
  deprioritised: 'deprioritise',
  reprioritized: 'reprioritise',
  reprioritize: 'reprioritise',
  reprioritised: 'reprioritise',
  're-prioritised': 'reprioritise',
  're-prioritized': 'reprioritise',
  recognized: 'recognise',
  recognize: 'recognise',
  recognised: 'recognise',
  prioritized: 'prioritise',
  prioritize: 'prioritise',
  honored: 'honour',
  honor: 'honour',
  finalized: 'finalise',
  rerank: 'rerank',
  reranked: 'rerank',
  're-ranked': 'rerank',
  're-rank': 'rerank',
  okayed: 'okay',
  "ok'd": 'okay',
  finalize: 'finalise',
  aligned: 'align',
};

// ---------------------------------------------------------------------------------------------
// Whether it happened
// ---------------------------------------------------------------------------------------------

/** Words before an act that make it a plan, a wish or a duty rather than something done. */
export const PLAN_WORDS = words(`
  need needs needed going gonna plan plans planning want wants wanted hope hoping intend intends
  intending remember remind try trying should must will shall would could might may maybe
  todo to-do next tomorrow let's lets meaning mean meant aim aiming ought prep prepare sometime
  consider considering thinking wish wishes upcoming soon eventually someday perhaps ideally
`);
/** Plan words that plan only before 'to' or ':' ('plan to', 'Prep:'; not 'the lesson plan'). */
export const PLAN_WORDS_BEFORE_TO = words(`
  plan plans planning mean meant meaning aim aiming try trying prep going have has
`);
/** Words before an act that say it did not happen. */
export const NEGATION_WORDS = words(`
  not n't never no none didnt didn't dont don't doesnt doesn't havent haven't hasnt hasn't hadnt
  wasnt wasn't werent weren't couldnt couldn't cannot cant can't wont won't without nobody neither
  nor
`);
/** Verbs that say the act after them did not happen when it follows within a few words. */
export const NEGATION_VERBS = words(`
  forgot forget forgetting failed fail skipped skip missed avoided dodged postponed cancelled
  canceled neglected
`);
/** How close before an act a negation verb must stand ('forgot to thank', 'skipped the talk'). */
export const NEGATION_VERB_REACH = 4;
/** Words of time that stand before a verb without being its subject ('Yesterday thanked Jo'). */
export const TIME_WORDS = words(`
  today yesterday tonight morning afternoon evening week weekend month quarter year monday tuesday
  wednesday thursday friday saturday sunday q1 q2 q3 q4 h1 h2 eod eow am pm day days weeks months
  last this
`);
/** Verbs that, followed by one of their particles, say an act was held back ('held off', 'put off'). */
export const HOLD_BACK_VERBS = verbs(
  'hold back|off, put off, run out, keep from, hold onto, chicken out',
);

/** First words of a sentence that make it a question when it ends with '?'. */
export const QUESTION_STARTERS = words(`
  should did do does is are was were would will can could has have had how what when why where who
  which whom whose shall may might am isnt isn't arent aren't didnt didn't doesnt doesn't dont
  don't havent haven't hasnt hasn't wouldnt wouldn't shouldnt shouldn't
`);

/** Words that stand in the subject's place without naming anyone else: an implied 'I'. */
export const FILLER_WORDS = words(`
  also finally then just quickly proactively personally publicly privately again already today
  yesterday earlier later this morning afternoon evening tonight week month quarter so and first
  firstly second next eventually briefly officially formally immediately right away once twice
  actually really even still both together all
`);

/** Pronouns and words that name the writer as the actor. */
export const WRITER_WORDS = words(`i we i've i'm i'd i'll we've we're we'd myself ourselves`);
/** Words that, after an act ('from me', 'by me'), name the writer as its source. */
export const WRITER_OBJECTS = words(`me us myself`);
/** Auxiliaries that make a following participle passive ('was given', 'got praised'). */
export const PASSIVE_AUXILIARIES = words(`was were been being is are be got get gets getting`);
/** Verbs whose subject receives the act ('got feedback from', 'heard from', 'received'). */
export const RECEIVE_VERBS = words(`get receive hear earn collect`);

// ---------------------------------------------------------------------------------------------
// Acts and what they carry: direct reports
// ---------------------------------------------------------------------------------------------

/** Verbs whose act is recognition by itself ('thanked', 'congratulated'). */
export const RECOGNITION_VERBS = verbs(`
  thank, praise, recognise, credit, compliment, congratulate, commend, applaud, nominate,
  celebrate, acknowledge, salute, laud, honour, reward, toast, cheer, spotlight, shoutout,
  appreciate, put forward, put up, raise glass|toast, shout out, big up, namecheck, sing praises
`);
/** Nouns that are recognition when given ('gave Jo a shout-out') or stand alone ('kudos to Raj'). */
export const RECOGNITION_NOUNS = words(`
  thanks thankyou kudos kudo props shoutout credit praise recognition congrats congratulations
  compliment compliments appreciation highfive applause bonus hattip patontheback cheers nod
  accolade accolades plaudits gratitude award mention toast endorsement ovation nomination
`);
/** Verbs that give something to someone ('gave', 'sent', 'shared', 'left'). */
export const GIVE_VERBS = verbs(`
  give, send, share, provide, offer, deliver, leave, write, pass, hand, drop, post, email, pay,
  extend, express, voice, swap, exchange, shoot
`);
/** Verbs that also give recognition ('said thanks', 'showed appreciation', 'bought her lunch'). */
export const RECOGNITION_GIVE_VERBS = verbs(
  `say, show, buy, raise, do, make, hold, throw, sing, heap`,
);
/** Verbs that tell someone something ('told', 'let … know', 'explained to'). */
export const TELL_VERBS = verbs(`
  tell, let know, inform, explain, remind, mention, say, show, assure, reassure, write, email,
  message, text, slack, make sure
`);
/** What a telling carries that makes it praise ('told Ben he did a great job'). */
export const PRAISE_WORDS = words(`
  great brilliant fantastic amazing excellent awesome outstanding superb stellar terrific
  impressive impressed proud nailed crushed rocked appreciate appreciated appreciation grateful
  thankful valued lifesaver hero star incredible wonderful phenomenal exceptional well-done
  praise kudos thanks thankyou remarkable exemplary noticed glowing win
`);
/** Verbs that single out someone's work, recognition when what follows is praise or work. */
export const SPOTLIGHT_VERBS = verbs(`call out, highlight, feature, showcase, mention, single out`);
/** Work a spotlight can fall on ('called out her migration work'). */
export const WORK_WORDS = words(`
  work effort efforts contribution contributions help role part job jobs win wins work's
  leadership patience dedication initiative
`);

/** Nouns of feedback given ('gave her feedback', 'left comments on'). */
export const FEEDBACK_NOUNS = words(`
  feedback critique critiques pointers pointer coaching guidance correction corrections redirect
  toughlove tip tips advice
`);
/** Nouns that are feedback when they are about something ('notes on his deck', 'comments about'). */
export const FEEDBACK_NOUNS_ABOUT = words(`
  notes note comments comment suggestions suggestion input thoughts review reviews observations
  observation remarks edits markup nudge headsup read talk
`);
/** Verbs whose act is feedback by itself ('coached', 'critiqued', 'pointed out'). */
export const FEEDBACK_VERBS = verbs(`
  coach, critique, correct, redirect, point out, challenge, push back, mark up, reprimand, warn,
  caution, counsel, poke holes, feed back, debrief, redline, nudge, kick back, make clear,
  set expectations
`);
/** Verbs of talking something through, feedback when what follows is about the person's work. */
export const DISCUSS_VERBS = verbs(`
  talk about|through|to|with, speak about|to|with, explain, walk through, go over|through, raise,
  flag, review, discuss, address, tell, let know, show, sit down, confront, cover, unpack,
  call out, mention, make sure, remind, lay out, pull aside, run through
`);
/** Phrases that are feedback conversations by themselves ('had a word with him about …'). */
export const FEEDBACK_PHRASES: readonly (readonly string[])[] = [['a', 'word', 'with']];
/** Phrases that are recognition by themselves ('put in a good word', 'a standing ovation'). */
export const RECOGNITION_PHRASES: readonly (readonly string[])[] = [
  ['good', 'word'],
  ['standing', 'ovation'],
  ['round', 'of', 'applause'],
  ['made', 'a', 'fuss'],
  ['glowing'],
];
/** Words of plain speaking, feedback after 'was … with' ('was straight with her about …'). */
export const CANDID_WORDS = words(`straight honest frank candid blunt direct upfront clear firm`);
/** Conversations that are feedback ('a feedback conversation', 'a coaching session'). */
export const FEEDBACK_CONVERSATION_WORDS = words(`
  feedback coaching developmental development corrective constructive hard tough difficult
  honest candid frank performance pip midyear annual yearly yearend quarterly probation
  disciplinary
`);
/** Verbs that hold a conversation ('had a feedback conversation', 'ran a coaching session'). */
export const CONVERSATION_VERBS = verbs(`have, hold, do, run, lead, finish, complete, conduct`);
export const CONVERSATION_NOUNS = words(`
  conversation conversations session sessions chat talk discussion review sit-down
`);
/** What makes a talk feedback: a problem, a change, a standard ('too long', 'needs', 'late'). */
export const FEEDBACK_CONTENT_WORDS = words(`
  too not enough missing needs need needed has have must should shouldn't could instead late
  lateness habit habits tone quality sloppy wrong error errors mistake mistakes gap gaps issue
  issues problem problems concern concerns skip skips skipped skipping missed slow improve
  improvement improving better change changing stop stopped keep start useless vague unclear harsh
  rude interrupting interrupt interrupts off short variance variances inaccurate incomplete behind
  overdue unexplained lacked lacking lacks bury ramble rambles rambling fail fails careless blame
  complaints complaint expectations expectation standard bar below unprofessional defensive
  disorganised disorganized confusing inconsistent lost silent nitpicky risk risks gaps doesn't
  don't didn't never always hard harder tighter shorter clearer faster feedback accuracy
  attendance punctuality tardiness absences lapses sharper review appraisal evaluation
  differently more less fewer blocking sitting loses lose dip rather discrepancies discrepancy
  again non-negotiable
`);

/** Verbs of asking ('asked', 'requested', 'checked with'). */
export const ASK_VERBS = verbs(`
  ask, request, solicit, seek, invite, canvass, poll, survey, check with|in|whether|if, get,
  gather, collect, query, quiz, consult, open floor, run pulse, pick brain, sound out, fish,
  follow up, put to
`);
/** What asking is for that is feedback by itself ('asked for feedback'). */
export const ASKED_FEEDBACK_NOUNS = words(`feedback critique critiques`);
/** What asking is for that is feedback when about the writer ('her take on my plan'). */
export const ASKED_VIEW_NOUNS = words(`
  input thoughts thought view views opinion opinions take read perspective perspectives
  assessment rating rate score verdict advice reaction impressions impression honesty pulse
  suggestions check review
`);
/** Words that make what follows about the writer ('how I', 'my', 'as her manager'). */
export const SELF_WORDS = words(`i me my myself mine i'm i've i'd`);
/** Reviews of the writer that asking for is feedback asked ('a retro on my management', 'the 360 on me'). */
export const SELF_REVIEW_NOUNS = words(`
  retro retrospective exercise pulse survey 360 review form check round start/stop/continue
  questionnaire
`);
/** What the person is asked to help the writer do better ('2 things I could improve'). */
export const IMPROVE_WORDS = words(`improve better differently change stop start keep drop`);
/** The writer's 1:1s with the person, about which a question is about the writer ('our 1:1s'). */
export const SHARED_MEETING_WORDS = words(
  `1:1 1:1s one-on-one one-on-ones check-ins check-in cadence`,
);
/** Words about the writer's 1:1s with the person, enough for a request to rate them ('rate our 1:1s'). */
export const SHARED_WORDS = words(`our us we`);
/** Nouns of a request ('a feedback request to Aisha'). */
export const REQUEST_NOUNS = words(`request requests ask survey pulse`);

// ---------------------------------------------------------------------------------------------
// Acts and what they carry: the manager (manage-up)
// ---------------------------------------------------------------------------------------------

/** Verbs whose act is a team win by itself in a note about the manager ('celebrated', 'bragged'). */
export const TEAM_WIN_VERBS = verbs(`celebrate, brag, boast, showcase, trumpet`);
/** Verbs that show someone how to do better ('showed him where he loses time'), with 'how/where'. */
export const SHOW_HOW_VERBS = verbs(`show, walk through, teach, demonstrate, explain`);
/** Verbs that pass something on to someone (a win, an update). */
export const COMMUNICATE_VERBS = verbs(`
  tell, share, mention, report, highlight, showcase, show, pass on|along, relay, brag, boast,
  let know, inform, present, forward, send, email, bring, point, walk through, update, brief,
  celebrate, call, raise, message, text, slack, ping, explain, demo, demonstrate, give,
  hear, loop in, flag, note, announce, circulate, copy, credit, recap, walk, take through,
  make aware|knew|heard|saw|understood, drop, lead with, open with, forward, fwd
`);
/** What makes a telling a team win ('shipped', 'a record', 'zero incidents'). */
export const WIN_WORDS = words(`
  win wins won winning success successes successful milestone milestones record records
  achievement achievements accomplishment accomplishments kudos praise praised compliment
  compliments thankyou coverage shipped launched landed closed delivered finished completed
  cleared retired golive ramped passed achieved smashed crushed doubled tripled saved resolved
  zero 100% #1 best highest lowest fastest signups renewed expansion upsell rave victory triumph
  breakthrough celebrated shipping launching landing closing delivering finishing signed
  qualified most-read record-breaking award awarded
`);
/** Verbs of a result that are a win with a target or a number after them ('hit 140% of quota'). */
export const RESULT_VERBS = words(`
  hit beat beating exceeded exceeding surpassed met topped cut reduced fell dropped down
  improved grew increased jumped rose halved under up
`);
/** What a result verb is a win with ('hit our target', 'beat the deadline'), besides a number. */
export const TARGET_WORDS = words(`
  target targets goal goals quota quotas number numbers record deadline deadlines sla slas kpi
  kpis forecast plan budget estimate half
`);
/** Phrases of a win ('ahead of schedule', 'on time', 'under budget', 'good news'). */
export const WIN_PHRASES: readonly (readonly string[])[] = [
  ['ahead', 'of', 'schedule'],
  ['ahead', 'of', 'plan'],
  ['ahead', 'of', 'target'],
  ['on', 'time'],
  ['under', 'budget'],
  ['good', 'news'],
  ['great', 'news'],
  ['on', 'schedule'],
  ['first', 'time'],
  ['days', 'without'],
  ['weeks', 'without'],
  ['months', 'without'],
  ['month', 'without'],
  ['back', 'clean'],
];
/** Phrases of praise in a telling ('told him he did a good job'). */
export const PRAISE_PHRASES: readonly (readonly string[])[] = [
  ['good', 'job'],
  ['good', 'work'],
  ['nice', 'job'],
  ['nice', 'work'],
  ['well', 'done'],
  ['great', 'job'],
];
/** Words that make a telling an update: a status, a risk, a problem ('delay', 'heads-up'). */
export const UPDATE_WORDS = words(`
  update updates status recap summary headsup briefing readout preread memo overview digest
  rundown debrief snapshot risk risks delay delayed delays slip slipping slipped late behind
  overrun overruns discrepancy outage outages issue issues problem problems concern concerns
  blocker blockers blocked escalation escalations complaint complaints resign resignation
  resigning attrition miss missing soft shortfall nearmiss threat threatening fire crunch
  findings layoffs worse proactively overspent overspend shortage shortages leaving quitting
  stands affect affected incident incidents
`);
/** Phrases of news for an update ('over budget', 'behind schedule', 'at risk'). */
export const UPDATE_PHRASES: readonly (readonly string[])[] = [
  ['over', 'budget'],
  ['behind', 'schedule'],
  ['at', 'risk'],
  ['bad', 'news'],
];
/** Words before a problem that make it solved, not news ('resolved the outage', 'zero findings'). */
export const SOLVED_WORDS = words(
  `resolved fixed cleared closed solved eliminated zero no without`,
);
/** Verbs whose act is an update by itself ('briefed', 'warned', 'looped in'). */
export const UPDATE_VERBS = verbs(`
  update, brief, inform, warn, alert, notify, forewarn, escalate, flag, loop in|into, keep posted|loop|informed|updated|apprised,
  bring speed, fill in, copy, cc, ping, tip off, give headsup, prewarn, apprise, debrief, recap,
  raise with
`);
/** Nouns of an update ('sent her a status update', 'a heads-up to Dana'). */
export const UPDATE_NOUNS = words(`
  update updates status recap recaps summary summaries headsup briefing briefings readout
  readouts preread memo memos report reports overview digest rundown debrief snapshot check
  onepager
`);

/** Verbs of agreeing ('aligned', 'settled', 'signed off'). */
export const AGREE_VERBS = verbs(`
  align, agree, settle, confirm, clarify, nail down, lock, sync, converge, reprioritise,
  deprioritise, prioritise, rank, decide, finalise, land on, hash out, trade off, sign off,
  reach agreement|consensus, map, check, commit, choose, define, set, approve, shift,
  narrow, sequence, triage, cut, drop, park, pause, shelve, defer, postpone, swap, agreed,
  sort out, okay, strike deal, rerank, trim, greenlight, work out, reorder, rescope, replan,
  carve up, map out
`);
/** Verbs of agreeing that, with the manager, are about priorities by themselves ('we agreed …'). */
export const STRONG_AGREE_VERBS = verbs(`agree, align, settle, decide`);
/** What an agreement is about that is logistics, not priorities ('agreed to meet on Friday'). */
export const LOGISTICS_WORDS = words(`
  meet meeting catch chat talk call sync revisit follow reconvene schedule time date lunch coffee
  dinner calendar invite
`);
/** Nouns of agreement ('got her sign-off', 'reached agreement'). */
export const AGREEMENT_NOUNS = words(`
  signoff agreement alignment consensus buyin blessing approval okay ok goahead greenlight yes
  nod thumbsup
`);
/** What makes an agreement about priorities ('roadmap', 'focus', 'what comes first'). */
export const PRIORITY_WORDS = words(`
  priority priorities prioritise prioritising prioritization prioritisation deprioritise
  deprioritising reprioritise roadmap roadmaps goal goals okr okrs focus focusing focused
  tradeoff tradeoffs sequencing sequence first trumps beats matters matter most top
  number-one drop dropping dropped cut cutting park parking parked pause pausing paused hold
  defer deferring postpone postponing push pushing shelve shelving scope initiatives
  initiative objectives objective targets target metric metrics themes bets direction strategy
  plan milestones milestone ahead over instead main key next which vs versus freeze commit
`);
/** Phrases of an order of priorities ('comes before', 'comes first'). */
export const PRIORITY_PHRASES: readonly (readonly string[])[] = [
  ['comes', 'before'],
  ['come', 'before'],
  ['goes', 'before'],
  ['go', 'before'],
  ['ahead', 'of'],
  ['can', 'wait'],
];
/** Phrases of being aligned ('on the same page'). */
export const SAME_PAGE_PHRASES: readonly (readonly string[])[] = [
  ['same', 'page'],
  ['on', 'board'],
  ['in', 'sync'],
  ['in', 'agreement'],
  ['see', 'eye'],
];

/** Every verb lexicon, for the table of their inflected forms (verb-forms.ts). */
export const VERB_LEXICONS: readonly (readonly VerbEntry[])[] = [
  HOLD_BACK_VERBS,
  RECOGNITION_VERBS,
  GIVE_VERBS,
  RECOGNITION_GIVE_VERBS,
  CONVERSATION_VERBS,
  TELL_VERBS,
  SPOTLIGHT_VERBS,
  FEEDBACK_VERBS,
  DISCUSS_VERBS,
  ASK_VERBS,
  COMMUNICATE_VERBS,
  TEAM_WIN_VERBS,
  SHOW_HOW_VERBS,
  UPDATE_VERBS,
  AGREE_VERBS,
];

/** Nouns a noun act may modify and still be the act ('a thank-you card', 'a feedback session'). */
export const ACT_CARRIERS = words(`
  note notes card cards message messages email emails gift lunch dinner post letter session
  sessions conversation conversations chat chats call meeting slack text
`);
/** Nouns of a review, which belong to the person reviewed ('Mateo's performance review'). */
export const REVIEW_NOUNS = words(`review reviews appraisal appraisals evaluation evaluations`);
/** Nouns that may stand before a participle as its object ('feedback given', 'recap sent'). */
export const ACT_NOUNS: ReadonlySet<string> = new Set([
  ...RECOGNITION_NOUNS,
  ...FEEDBACK_NOUNS,
  ...FEEDBACK_NOUNS_ABOUT,
  ...CONVERSATION_NOUNS,
  ...UPDATE_NOUNS,
  ...AGREEMENT_NOUNS,
  ...PRIORITY_WORDS,
  ...WIN_WORDS,
]);
