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
 * Scopes: 'team' (the dashboard and the Slack DM: direct reports, at most one nudge per person so
 * three people get a turn), 'directReport' (one person's page), 'boss' (manage-up). At most 3
 * (MAX_NUDGES), never two of one rule for one person, and no title or content line twice in one
 * list: two nudges of one rule take different wordings of its bank (nudge-texts.ts).
 */
import type { Nudge, NudgeAction } from '../../../shared/contract';
import { type MomentType } from '../../../shared/domain/moments';
import { MAX_NUDGES, type NudgeRule } from '../../../shared/domain/nudge-kinds';
import { meetingWhen } from './meeting-when';
import { nudgeListWordings, type NudgeWordingBank } from './nudge-texts';
import {
  hadMoment,
  hadMomentSince,
  knownSince,
  meetingsThisWeek,
  weeksBefore,
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
  const out = meetingNudges(facts, [boss]);
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
 * At most `limit` nudges, most urgent first, never two of one rule for one person; with
 * `onePerPerson`, the first of each person only. The list's words are chosen together, so no
 * line repeats (nudge-texts.ts `nudgeListWordings`).
 */
function pick(candidates: Candidate[], onePerPerson: boolean, limit = MAX_NUDGES): Nudge[] {
  const seen = new Set<string>();
  const chosen: Candidate[] = [];
  for (const next of [...candidates].sort(byUrgency)) {
    if (chosen.length >= limit) break;
    const keys = [`${next.personKey}|${next.nudge.rule}`];
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
      ...meetingNudges(facts, facts.directReports),
      ...directReportNudges(facts, facts.directReports),
      ...teamAskFeedback(facts),
    ],
    true,
  );
}
