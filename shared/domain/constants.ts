/**
 * Business constants and fixed choice lists of the product (spec sections 2, 3, 5 and 9).
 * Pure data: no I/O. Both the server (validation) and the frontend (choices) read these.
 */
import { PERSON_KINDS } from './person-kind';

/** Onboarding wizard length (docs/product.md#screens-and-routes, #constants-and-limits). */
export const ONBOARDING_STEP_COUNT = 6;

/**
 * Team size toggles 1–5 and 6+; 6 stands for "6+" (docs/product.md#validation-rules,
 * #constants-and-limits).
 */
export const TEAM_SIZE_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
export const TEAM_SIZE_MAX_TOGGLE = 6;

/** Coaching styles a user can pick (docs/product.md#screens-and-routes, #constants-and-limits). */
export const COACHING_STYLE_CHOICES = ['empathetic', 'direct', 'balanced'] as const;
/**
 * Every stored coaching style: the three choices plus the settings default 'supportive'
 * (docs/product.md#entities).
 */
export const COACHING_STYLES = [...COACHING_STYLE_CHOICES, 'supportive'] as const;
export type CoachingStyle = (typeof COACHING_STYLES)[number];
export const DEFAULT_COACHING_STYLE: CoachingStyle = 'supportive';
/** 'Use AI assistance' (Preferences): on unless the user turns it off. */
export const DEFAULT_USE_AI_ASSISTANCE = true;

/**
 * Nudge frequencies (docs/product.md#constants-and-limits); default daily
 * (docs/product.md#entities).
 */
export const NUDGE_FREQUENCIES = ['hourly', 'daily', 'weekly'] as const;
export type NudgeFrequency = (typeof NUDGE_FREQUENCIES)[number];
export const DEFAULT_NUDGE_FREQUENCY: NudgeFrequency = 'daily';
/**
 * 'Nudge me on weekends too' (Preferences): off, daily and hourly Slack nudges go out Monday to
 * Friday in the user's zone only.
 */
export const DEFAULT_NUDGE_ON_WEEKENDS = false;

/** The 13 time zones offered in Preferences (docs/product.md#constants-and-limits). */
export const TIME_ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Kolkata',
] as const;
export const FALLBACK_TIME_ZONE = 'UTC';

/** 1:1 days: Monday to Friday (docs/product.md#validation-rules). */
export const MEETING_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type MeetingDay = (typeof MEETING_DAYS)[number];

/**
 * 1:1 frequencies for onboarding, the team review and the boss dialog
 * (docs/product.md#validation-rules).
 */
export const MEETING_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type MeetingFrequency = (typeof MEETING_FREQUENCIES)[number];
/** The direct-report dialog offers no quarterly (docs/product.md#validation-rules). */
export const DIRECT_REPORT_DIALOG_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;

export const MEETING_FREQUENCY_LABELS: Record<MeetingFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Biweekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

/**
 * Defaults for a manually added person (docs/product.md#validation-rules, #constants-and-limits).
 * Times are 'HH:mm' in the user's zone.
 */
export const DEFAULT_MEETING_TIME = '10:00';
export const DEFAULT_MEETING_FREQUENCY: MeetingFrequency = 'weekly';

/** Default roles of a new person (docs/product.md#entities). */
export const DEFAULT_DIRECT_REPORT_ROLE = 'Team Member';
export const DEFAULT_BOSS_ROLE = 'Manager';

/**
 * A user has at most one non-archived manager (enforced by the boss slot) with at most 10
 * priorities (docs/product.md#constants-and-limits).
 */
export const MAX_BOSS_PRIORITIES = 10;

/** People statuses; archiving is how a person is removed (docs/product.md#entities). */
export { PERSON_STATUSES, type PersonStatus } from './person-kind';
export const PERSON_SOURCES = ['manual', 'detected'] as const;
export type PersonSource = (typeof PERSON_SOURCES)[number];
export const BOSS_RELATIONSHIP_TYPES = ['manager', 'skip-manager'] as const;
export type BossRelationshipType = (typeof BOSS_RELATIONSHIP_TYPES)[number];
/** What a usage signal records the user did (docs/product.md#calls 'POST /api/usage-signals'). */
export const USAGE_ACTIONS = ['add-to-agenda'] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];

/** Onboarding step 2: goals (docs/product.md#screens-and-routes, #constants-and-limits). */
export const ONBOARDING_GOALS = [
  'Build stronger relationships with my team',
  'Run more meaningful 1:1s',
  'Have clearer, more honest conversations',
  'Recognize my team’s wins more often',
  'Grow and develop my people',
  'Manage up more effectively',
] as const;

/** Onboarding step 3: challenges (docs/product.md#screens-and-routes, #constants-and-limits). */
export const ONBOARDING_CHALLENGES = [
  'Finding time for meaningful 1:1s',
  'Having tough conversations',
  'Keeping track of what each person needs',
  'Getting my team’s work seen by leadership',
  'Balancing my own work with managing',
  'Keeping the team motivated',
] as const;

/** Onboarding step 4: top stressors (docs/product.md#screens-and-routes, #constants-and-limits). */
export const ONBOARDING_STRESSORS = [
  'Scrambling to prepare before 1:1s',
  'Avoiding difficult conversations',
  'Carrying team morale alone',
  'Pressure from above and below',
  'Underperformance on the team',
  'Too many meetings, too little time',
] as const;

/** Field size limits, documented in docs/api.md#conventions. */
export const LIMITS = {
  /** Largest accepted request body in bytes; larger bodies get 413. */
  requestBodyBytes: 256 * 1024,
  nameLength: 100,
  roleLength: 120,
  emailLength: 254,
  listItemLength: 500,
  listItems: 50,
  /**
   * Most items any text list may be sent with, blank ones included (they are dropped before the
   * list's own limit counts); a longer list is refused on its length before any item is read.
   */
  listItemsSent: 200,
  /**
   * A direct report's strengths, growth areas and goals: at most 10 items of 80 characters each,
   * so that 400 people (the quotas below) at every limit answer below Lambda's 6 MB.
   */
  personListItems: 10,
  personListItemLength: 80,
  /** Longest avatar URL of a person. */
  avatarUrlLength: 300,
  /** Largest note text (content, agenda or reflection), in characters; longer gets 400. */
  noteText: 20_000,
  /** Largest page of `GET /api/notes`. */
  notesPage: 50,
  /**
   * Most bytes of notes (as JSON) in one page of `GET /api/notes`, past its first note; the page
   * ends before the note that would pass it. Lambda's answer holds the body as a JSON string, at
   * most doubling it, so a page answers well below Lambda's 6 MB whatever the texts.
   */
  notesPageBytes: 2 * 1024 * 1024,
  /** Most meeting ids in one flags request. */
  meetingFlags: 100,
  noteTags: 20,
  noteTagLength: 50,
  /**
   * Longest 'Help me say it' message, in characters after trimming; longer gets 400
   * (docs/product.md#validation-rules).
   */
  phrasingMessage: 2_000,
  /** Longest phrasing suggestion the server answers, in characters (longer model output is cut). */
  phrasingSuggestion: 3_000,
  /** Longest commitment text, in characters after trimming (docs/api.md#commitments). */
  commitmentText: 280,
  /** Largest page of the commitments lists (docs/api.md#commitments). */
  commitmentsPage: 100,
} as const;

/**
 * Quotas per user (docs/api.md#quotas): past one a write is a 409
 * `quota_exceeded`. Archived people are direct reports and managers; notes are general and
 * meeting notes. With the field limits above, the people lists stay below Lambda's 6 MB answer
 * (functions/lib/people/list-size.test.ts measures the worst case).
 */
export const QUOTAS = {
  activePeople: 200,
  archivedPeople: 200,
  notes: 10_000,
  /** Commitments kept, open and done (docs/api.md#commitments). */
  commitments: 5_000,
} as const;

/**
 * A commitment of a 1:1 (docs/api.md#commitments): who keeps it — the manager ('me') or the
 * person of the 1:1 ('them') —, the part of the meeting note it was made in, and whether it is
 * still to do.
 */
export const COMMITMENT_OWNERS = ['me', 'them'] as const;
export type CommitmentOwner = (typeof COMMITMENT_OWNERS)[number];
export const COMMITMENT_SECTIONS = ['prep', 'reflection'] as const;
export type CommitmentSection = (typeof COMMITMENT_SECTIONS)[number];
export const COMMITMENT_STATES = ['open', 'done'] as const;
export type CommitmentState = (typeof COMMITMENT_STATES)[number];

/** Note kinds and who a note is about (docs/product.md#entities 'Note'). */
export const NOTE_TYPES = ['general', 'prep', 'reflection'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const NOTE_ENTITY_TYPES = [...PERSON_KINDS, 'self', 'none'] as const;
export type NoteEntityType = (typeof NOTE_ENTITY_TYPES)[number];
/**
 * Prep prompts returned by the server are capped at 5 (docs/product.md#validation-rules
 * 'Templates', #constants-and-limits).
 */
export const MAX_PREP_PROMPTS = 5;
/** Most commitments suggested for one text (docs/api.md#commitments). */
export const MAX_COMMITMENT_SUGGESTIONS = 20;
