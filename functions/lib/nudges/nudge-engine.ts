/**
 * The nudge engine (docs/product.md#what-middle-does 'Coaching nudges', #constants-and-limits 'Max
 * 3 … nudge suggestions'; docs/product.md#nudges): one pure function over a user's week
 * (week-facts.ts, `now` inside) that every list of nudges comes from — today's nudges on the
 * dashboard, a direct report's page, the manage-up page — so they never contradict each other. Each
 * nudge carries the action that follows it up.
 *
 * Rules, most urgent first (a lower rank wins; ties go to the earlier 1:1 or the person added first):
 *
 * | rank | rule                | when                                                              | action          |
 * | ---- | ------------------- | ----------------------------------------------------------------- | --------------- |
 * | 4/7  | keep-commitment     | the manager's own open commitment to someone whose 1:1 is in the next 24 h (4 when overdue) | open-prep |
 * | 5/8  | ask-commitment      | the person's open commitment, their 1:1 in the next 24 h (5 when overdue) | open-prep |
 * | 10   | prep-agenda         | a 1:1 in the next 24 h has no agenda                               | open-prep       |
 * | 15   | share-team-win      | a 1:1 with the manager in the next 48 h, no team win this week (unless prep-agenda already names it) | open-prep |
 * | 20   | add-reflections     | a 1:1 of this week is over and has no reflection                   | open-note (1:1) |
 * | 25   | capture-strength    | a direct report without strengths (their page only)                | edit-person     |
 * | 26   | capture-growth-area | a direct report without growth areas (their page only)             | edit-person     |
 * | 30   | give-feedback       | a direct report met this week, no feedback given this week         | capture-moment  |
 * | 35   | recognize           | a direct report known for two weeks, no recognition in those two weeks | capture-moment |
 * | 40   | ask-feedback        | account and a direct report (page: that person) known for four weeks, no feedback asked in them | open-prep / capture-moment |
 * | 45   | ask-priorities      | the manager has no priorities written down                         | edit-person     |
 * | 50   | note-person         | a direct report without a note this week                           | open-note       |
 *
 * Only what the app knew counts (docs/product.md#nudges): 1:1s start on the
 * day a person was added, or at their first calendar event (person-meetings.ts), and a claim about
 * a stretch of time ('no recognition in two weeks', 'no feedback asked in four weeks') is made only
 * when the account — and the person it names — were known for all of it (week-facts.ts
 * `knownSince`), with the stretch rolling back from now in the user's zone, as the words say.
 *
 * Commitment nudges of one rule go overdue first, then by due date (none last), then oldest 1:1
 * first; their words are the item's own (commitment-words.ts). The Slack DM adds the manager's own
 * items due by its next DM (`slackNudges`).
 *
 * Scopes: 'team' (the dashboard and the Slack DM: direct reports, at most one nudge per person so
 * three people get a turn), 'directReport' (one person's page), 'boss' (manage-up). At most 3
 * (MAX_NUDGES), never two of one rule for one person, and no title or content line twice in one
 * list: two nudges of one rule take different wordings of its bank (nudge-texts.ts).
 */
import type { Nudge, NudgeAction } from '../../../shared/contract';
import { type MomentType } from '../../../shared/domain/moments';
import { MAX_NUDGES, type NudgeRule } from '../../../shared/domain/nudge-kinds';
import { meetingWhen } from './meeting-when';
import {
  dueWords,
  ownPromiseContent,
  ownPromiseTitle,
  theirPromiseContent,
  theirPromiseTitle,
} from './commitment-words';
import { nudgeListWordings, type NudgeWordingBank } from './nudge-texts';
import {
  hadMoment,
  hadMomentSince,
  knownSince,
  meetingsThisWeek,
  weeksBefore,
  type FactCommitment,
  type FactMeeting,
  type FactPerson,
  type WeekFacts,
} from './week-facts';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import { localDateIn } from '../../../shared/domain/week';

export type NudgeScope = { kind: 'team' } | { kind: 'directReport'; id: string } | { kind: 'boss' };

const HOUR_MS = 60 * 60 * 1000;
const PREP_WINDOW_MS = 24 * HOUR_MS;
const TEAM_WIN_WINDOW_MS = 48 * HOUR_MS;
/** 'No recognition in two weeks': the stretch the recognize rule looks back over, in weeks. */
const RECOGNITION_WEEKS = 2;
/** 'No feedback asked in four weeks': the stretch of the ask-feedback rule, in weeks. */
const ASK_FEEDBACK_WEEKS = 4;

const RANK: Record<NudgeRule, number> = {
  'keep-commitment': 7,
  'ask-commitment': 8,
  'prep-agenda': 10,
  'share-team-win': 15,
  'add-reflections': 20,
  'capture-strength': 25,
  'capture-growth-area': 26,
  'give-feedback': 30,
  recognize: 35,
  'ask-feedback': 40,
  'ask-priorities': 45,
  'note-person': 50,
};

/** How much sooner an overdue commitment comes than one still on time (keep 7 → 4, ask 8 → 5). */
const OVERDUE_LEAD = 3;

/** A nudge before its words (they are chosen for the whole list: nudge-texts.ts). */
interface Candidate {
  nudge: Omit<Nudge, 'title' | 'content' | 'emoji'>;
  /** The wording bank, the key naming the subject and day, the placeholders' values. */
  wording: { bank: NudgeWordingBank; key: string; values: Record<string, string> };
  rank: number;
  /** Tie-break: earlier first (a 1:1's time, or a person's position). */
  order: number;
  /** The person it is about ('' for the team). */
  personKey: string;
}

function personIds(person: FactPerson | null) {
  return {
    directReportId: person?.kind === 'directReport' ? person.id : null,
    bossId: person?.kind === 'boss' ? person.id : null,
  };
}

/** Builds a candidate nudge; its words are keyed on the rule (or `bank`), subject and day. */
function candidate(
  facts: WeekFacts,
  rule: NudgeRule,
  subject: string,
  person: FactPerson | null,
  action: NudgeAction,
  order: number,
  values: Record<string, string> = {},
  bank: NudgeWordingBank = rule,
): Candidate {
  const day = localDateIn(facts.now, facts.timeZone);
  return {
    nudge: { id: `${rule}:${subject}`, rule, ...personIds(person), action },
    wording: {
      bank,
      key: `${subject}|${day}`,
      values: { name: person?.firstName ?? '', ...values },
    },
    rank: RANK[rule],
    order,
    personKey: person?.personKey ?? '',
  };
}

function personOf(facts: WeekFacts, meeting: FactMeeting): FactPerson | null {
  if (meeting.bossId) return facts.boss?.id === meeting.bossId ? facts.boss : null;
  return facts.directReports.find((person) => person.id === meeting.directReportId) ?? null;
}

const meetingAction = (type: 'open-prep' | 'open-note', meeting: FactMeeting): NudgeAction => ({
  type,
  meetingId: meeting.id,
  directReportId: meeting.directReportId,
  bossId: meeting.bossId,
});

const captureAction = (person: FactPerson, momentType: MomentType): NudgeAction => ({
  type: 'capture-moment',
  momentType,
  ...personIds(person),
});

const timeOf = (meeting: FactMeeting) => new Date(meeting.scheduledTime).getTime();

/** Prep and reflection nudges of the people in scope's 1:1s. */
function meetingNudges(facts: WeekFacts, people: readonly FactPerson[]): Candidate[] {
  const now = facts.now.getTime();
  const inScope = new Set(people.map((person) => person.personKey));
  const out: Candidate[] = [];
  for (const meeting of facts.meetings) {
    const person = personOf(facts, meeting);
    if (!person || !inScope.has(person.personKey)) continue;
    const at = timeOf(meeting);
    if (at > now && at - now <= PREP_WINDOW_MS && !meeting.hasAgenda) {
      const when = meetingWhen(meeting.scheduledTime, facts.timeZone, facts.now);
      out.push(
        candidate(
          facts,
          'prep-agenda',
          meeting.id,
          person,
          meetingAction('open-prep', meeting),
          at,
          {
            when,
          },
        ),
      );
    }
    if (at <= now && at >= facts.week.start.getTime() && !meeting.hasReflection) {
      // The most recent 1:1 first.
      out.push(
        candidate(
          facts,
          'add-reflections',
          meeting.id,
          person,
          meetingAction('open-note', meeting),
          -at,
        ),
      );
    }
  }
  return out;
}

/** A 1:1 with `person` after now, within the prep window (24 h), or undefined. */
function meetingSoon(facts: WeekFacts, person: FactPerson): FactMeeting | undefined {
  const now = facts.now.getTime();
  return facts.meetings.find(
    (meeting) =>
      personOf(facts, meeting)?.personKey === person.personKey &&
      timeOf(meeting) > now &&
      timeOf(meeting) - now <= PREP_WINDOW_MS,
  );
}

/**
 * The nudge of an open commitment with `person`: before the 1:1 `meeting` (its prep opens), or
 * without one (the Slack DM's items due: a note about the person opens).
 */
function commitmentCandidate(
  facts: WeekFacts,
  item: FactCommitment,
  person: FactPerson,
  meeting: FactMeeting | undefined,
): Candidate {
  const today = localDateIn(facts.now, facts.timeZone);
  const due = dueWords(item.due, today);
  const when = meeting ? meetingWhen(meeting.scheduledTime, facts.timeZone, facts.now) : null;
  const own = item.owner === 'me';
  const name = person.firstName;
  const title = own
    ? ownPromiseTitle(item.text, name, due)
    : theirPromiseTitle(item.text, name, due);
  const content =
    own || !when
      ? ownPromiseContent(name, due, when)
      : theirPromiseContent(name, item.meetingDate, today, due, when);
  const action: NudgeAction = meeting
    ? meetingAction('open-prep', meeting)
    : { type: 'open-note', meetingId: null, ...personIds(person) };
  // Overdue first, then by due date (none last), then the oldest 1:1.
  const order =
    (due?.overdue ? 0 : item.due ? 1 : 2) * 1e13 + Date.parse(item.due ?? item.meetingDate);
  const next = candidate(
    facts,
    own ? 'keep-commitment' : 'ask-commitment',
    item.id,
    person,
    action,
    order,
    { title, content },
  );
  return { ...next, rank: next.rank - (due?.overdue ? OVERDUE_LEAD : 0) };
}

/** The open commitments with the people in scope whose 1:1 is in the next 24 h. */
function commitmentNudges(facts: WeekFacts, people: readonly FactPerson[]): Candidate[] {
  return people.flatMap((person) => {
    const meeting = meetingSoon(facts, person);
    if (!meeting) return [];
    return facts.openCommitments
      .filter((item) => item.personKey === person.personKey)
      .map((item) => commitmentCandidate(facts, item, person, meeting));
  });
}

/** Moment and note nudges about direct reports. */
function directReportNudges(facts: WeekFacts, people: readonly FactPerson[]): Candidate[] {
  const now = facts.now.getTime();
  const recognitionSince = weeksBefore(facts, RECOGNITION_WEEKS);
  const metThisWeek = new Set(
    meetingsThisWeek(facts, 'directReport')
      .filter((meeting) => timeOf(meeting) <= now)
      .map((meeting) => meeting.directReportId),
  );
  const noted = new Set(
    Object.entries(facts.notesThisWeek)
      .filter(([, count]) => count > 0)
      .map(([personKey]) => personKey),
  );
  return people.flatMap((person, index) => {
    const out: Candidate[] = [];
    if (metThisWeek.has(person.id) && !hadMoment(facts, person.personKey, 'feedbackGiven')) {
      out.push(
        candidate(
          facts,
          'give-feedback',
          `${person.personKey}|${facts.weekStart}`,
          person,
          captureAction(person, 'feedbackGiven'),
          index,
        ),
      );
    }
    // 'No recognition in two weeks' only for someone known for those two weeks.
    if (
      knownSince(facts, person, recognitionSince) &&
      !hadMomentSince(facts, person.personKey, 'recognition', recognitionSince)
    ) {
      out.push(
        candidate(
          facts,
          'recognize',
          `${person.personKey}|${facts.weekStart}`,
          person,
          captureAction(person, 'recognition'),
          index,
        ),
      );
    }
    if (!noted.has(person.personKey)) {
      out.push(
        candidate(
          facts,
          'note-person',
          `${person.personKey}|${facts.weekStart}`,
          person,
          { type: 'open-note', meetingId: null, ...personIds(person) },
          index,
        ),
      );
    }
    return out;
  });
}

/**
 * 'ask-feedback' for the team, once the account and someone on the team are four weeks old and
 * nobody was asked in those four weeks: prep the next 1:1 to ask in it, else a note.
 */
function teamAskFeedback(facts: WeekFacts): Candidate[] {
  const since = weeksBefore(facts, ASK_FEEDBACK_WEEKS);
  if (!facts.directReports.some((person) => knownSince(facts, person, since))) return [];
  if (hadMomentSince(facts, null, 'feedbackAsked', since)) return [];
  const now = facts.now.getTime();
  const next = meetingsThisWeek(facts, 'directReport').find((meeting) => timeOf(meeting) > now);
  const action: NudgeAction = next
    ? meetingAction('open-prep', next)
    : { type: 'open-note', meetingId: null, directReportId: null, bossId: null };
  return [candidate(facts, 'ask-feedback', `team|${facts.weekStart}`, null, action, 0)];
}

/** 'ask-feedback' on one direct report's page: known for four weeks, not asked in them. */
function personAskFeedback(facts: WeekFacts, person: FactPerson): Candidate[] {
  const since = weeksBefore(facts, ASK_FEEDBACK_WEEKS);
  if (!knownSince(facts, person, since)) return [];
  if (hadMomentSince(facts, person.personKey, 'feedbackAsked', since)) return [];
  return [
    candidate(
      facts,
      'ask-feedback',
      `${person.personKey}|${facts.weekStart}`,
      person,
      captureAction(person, 'feedbackAsked'),
      0,
      {},
      'ask-feedback-person',
    ),
  ];
}

function profileNudges(facts: WeekFacts, person: FactPerson): Candidate[] {
  const edit: NudgeAction = { type: 'edit-person', ...personIds(person) };
  const out: Candidate[] = [];
  if (person.strengths === 0) {
    out.push(candidate(facts, 'capture-strength', person.personKey, person, edit, 0));
  }
  if (person.growthAreas === 0) {
    out.push(candidate(facts, 'capture-growth-area', person.personKey, person, edit, 0));
  }
  return out;
}

function bossNudges(facts: WeekFacts, boss: FactPerson): Candidate[] {
  const now = facts.now.getTime();
  const out = [...meetingNudges(facts, [boss]), ...commitmentNudges(facts, [boss])];
  const soon = facts.meetings.find(
    (meeting) =>
      meeting.bossId === boss.id &&
      timeOf(meeting) > now &&
      timeOf(meeting) - now <= TEAM_WIN_WINDOW_MS,
  );
  const prepped = new Set(
    out
      .map((nudge) => nudge.nudge.action)
      .flatMap((action) => (action.type === 'open-prep' ? [action.meetingId] : [])),
  );
  if (soon && !prepped.has(soon.id) && !hadMoment(facts, boss.personKey, 'teamWins')) {
    out.push(
      candidate(
        facts,
        'share-team-win',
        soon.id,
        boss,
        meetingAction('open-prep', soon),
        timeOf(soon),
        {
          when: meetingWhen(soon.scheduledTime, facts.timeZone, facts.now),
        },
      ),
    );
  }
  if (boss.priorities === 0) {
    out.push(
      candidate(
        facts,
        'ask-priorities',
        boss.personKey,
        boss,
        { type: 'edit-person', ...personIds(boss) },
        0,
      ),
    );
  }
  return out;
}

function byUrgency(a: Candidate, b: Candidate): number {
  return a.rank - b.rank || a.order - b.order || compareCodeUnits(a.nudge.id, b.nudge.id);
}

/**
 * At most `limit` nudges, most urgent first, never two of one rule for one person (with
 * `onePerRule` false, never one subject twice: the Slack DM's commitments due); with
 * `onePerPerson`, the first of each person only. The list's words are chosen together, so no
 * line repeats (nudge-texts.ts `nudgeListWordings`).
 */
function pick(
  candidates: Candidate[],
  onePerPerson: boolean,
  limit = MAX_NUDGES,
  onePerRule = true,
): Nudge[] {
  const seen = new Set<string>();
  const chosen: Candidate[] = [];
  for (const next of [...candidates].sort(byUrgency)) {
    if (chosen.length >= limit) break;
    const keys = [onePerRule ? `${next.personKey}|${next.nudge.rule}` : next.nudge.id];
    if (onePerPerson && next.personKey) keys.push(next.personKey);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    chosen.push(next);
  }
  const words = nudgeListWordings(chosen.map((next) => next.wording));
  return chosen.map((next, index) => {
    const { title, content, emoji } = words[index]!;
    return { ...next.nudge, title, content, emoji };
  });
}

/**
 * The nudges of a scope, at most 3, most urgent first (see the module comment). An unknown
 * direct report, or the boss scope without a manager, has none.
 */
export function chooseNudges(facts: WeekFacts, scope: NudgeScope): Nudge[] {
  if (scope.kind === 'boss') return facts.boss ? pick(bossNudges(facts, facts.boss), false) : [];
  if (scope.kind === 'directReport') {
    const person = facts.directReports.find((candidatePerson) => candidatePerson.id === scope.id);
    if (!person) return [];
    return pick(
      [
        ...commitmentNudges(facts, [person]),
        ...meetingNudges(facts, [person]),
        ...directReportNudges(facts, [person]),
        ...personAskFeedback(facts, person),
        ...profileNudges(facts, person),
      ],
      false,
    );
  }
  return pick(
    [
      ...commitmentNudges(facts, facts.directReports),
      ...meetingNudges(facts, facts.directReports),
      ...directReportNudges(facts, facts.directReports),
      ...teamAskFeedback(facts),
    ],
    true,
  );
}

/**
 * The Slack DM's nudges (docs/product.md#slack-nudges): the manager's own open commitments due by
 * `dueBy` ('YYYY-MM-DD' in the user's zone; overdue ones too), at most 3, overdue first, then
 * today's nudges for the team (chooseNudges), without repeating one.
 */
export function slackNudges(facts: WeekFacts, dueBy: string): Nudge[] {
  const people = [...facts.directReports, ...(facts.boss ? [facts.boss] : [])];
  const due = facts.openCommitments.flatMap((item) => {
    const person = people.find((candidatePerson) => candidatePerson.personKey === item.personKey);
    if (item.owner !== 'me' || !item.due || item.due > dueBy || !person) return [];
    return [commitmentCandidate(facts, item, person, meetingSoon(facts, person))];
  });
  const first = pick(due, false, MAX_NUDGES, false);
  const ids = new Set(first.map((nudge) => nudge.id));
  return [...first, ...chooseNudges(facts, { kind: 'team' }).filter((nudge) => !ids.has(nudge.id))];
}
