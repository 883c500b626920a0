/**
 * The nudge engine's rules (issue 9 item 3) as a pure function over a week's facts, `now`
 * injected: which nudge each rule gives and when it stays silent, the action each carries, the
 * order and the limit of 3, and the scopes (team, one direct report, the manager).
 */
import { describe, expect, it } from 'vitest';
import type { MomentType } from '../../../shared/domain/moments';
import { meetingId } from '../../../shared/domain/meeting-id';
import type { PeopleItems } from '../people/people-query';
import { emptyWeekSummary, type WeekSummary } from '../week-summary/week-summary-entries';
import { chooseNudges } from './nudge-engine';
import { buildWeekFacts } from './week-facts';

const LONDON = 'Europe/London';
/** Wednesday 11 March 2026, 12:00 in London (GMT). This week starts Monday 9 March. */
const NOW = new Date('2026-03-11T12:00:00.000Z');
const WEEK = '2026-03-09';
const LAST_WEEK = '2026-03-02';
const LONG_AGO = '2026-01-05T09:00:00.000Z';

type ReportItem = PeopleItems['directReports'][number];
type BossItem = PeopleItems['bosses'][number];

function schedule(day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday', time: string) {
  return { meetingDayOfWeek: day, meetingTime: time, meetingFrequency: 'weekly' as const };
}

function report(
  id: string,
  firstName: string,
  when: ReturnType<typeof schedule>,
  overrides: Partial<ReportItem> = {},
): ReportItem {
  const addedAt = overrides.createdAt ?? LONG_AGO;
  return {
    userId: 'user_1',
    directReportId: id,
    firstName,
    lastName: 'Doe',
    name: `${firstName} Doe`,
    role: 'Engineer',
    email: '',
    ...when,
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: addedAt, ...when }],
    strengths: ['Clear writing'],
    opportunities: ['Delegation'],
    goals: [],
    version: 1,
    createdAt: addedAt,
    updatedAt: addedAt,
    ...overrides,
  } as ReportItem;
}

function boss(when: ReturnType<typeof schedule>, priorities: string[] = ['Ship v2']): BossItem {
  return {
    userId: 'user_1',
    bossId: 'boss_1',
    firstName: 'Maria',
    lastName: 'Boss',
    name: 'Maria Boss',
    role: 'Director',
    email: '',
    ...when,
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: LONG_AGO, ...when }],
    priorities,
    version: 1,
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  } as BossItem;
}

function summary(weekStart: string, changes: Partial<WeekSummary> = {}): WeekSummary {
  return { ...emptyWeekSummary(weekStart), ...changes };
}

function moment(personKey: string, type: MomentType, at = '2026-03-10T10:00:00.000Z') {
  return { personKey, type, capturedAt: at };
}

function factsOf(
  people: Partial<PeopleItems>,
  summaries: WeekSummary[] = [],
  now = NOW,
  timeZone = LONDON,
) {
  return buildWeekFacts({
    now,
    timeZone,
    people: { bosses: [], directReports: [], ...people },
    summaries: new Map(summaries.map((week) => [week.weekStart, week])),
  });
}

/** Covers every moment rule so only the rule under test speaks. */
function quietWeek(personKey: string): WeekSummary[] {
  return [
    summary(WEEK, {
      manual: [
        moment(personKey, 'feedbackGiven'),
        moment(personKey, 'feedbackAsked'),
        moment(personKey, 'recognition'),
      ],
      notes: [
        {
          noteId: 'note_1',
          personKey,
          hasAgenda: false,
          hasReflection: false,
          types: [],
          savedAt: '2026-03-10T10:00:00.000Z',
        },
      ],
    }),
  ];
}

const rulesOf = (nudges: { rule: string }[]) => nudges.map((nudge) => nudge.rule);

describe('the nudge engine', () => {
  it('has nothing to say to a user without people', () => {
    expect(chooseNudges(factsOf({}), { kind: 'team' })).toEqual([]);
    expect(chooseNudges(factsOf({}), { kind: 'boss' })).toEqual([]);
  });

  it('prep-agenda: a 1:1 in the next 24 h without an agenda opens its prep', () => {
    const sam = report('sam', 'Sam', schedule('Thursday', '09:00'));
    const [nudge] = chooseNudges(factsOf({ directReports: [sam] }, quietWeek('dr#sam')), {
      kind: 'team',
    });
    const id = meetingId('directReport', 'sam', '2026-03-12');
    expect(nudge).toMatchObject({
      id: `prep-agenda:${id}`,
      rule: 'prep-agenda',
      directReportId: 'sam',
      bossId: null,
      action: { type: 'open-prep', meetingId: id, directReportId: 'sam', bossId: null },
    });
    expect(`${nudge?.title} ${nudge?.content}`).toContain('Sam');
    expect(nudge?.content).toContain('tomorrow at 9:00 am');
  });

  it('prep-agenda: silent once the agenda is written, or when the 1:1 is more than 24 h away', () => {
    const sam = report('sam', 'Sam', schedule('Thursday', '09:00'));
    const id = meetingId('directReport', 'sam', '2026-03-12');
    const [week] = quietWeek('dr#sam');
    const withAgenda = summary(WEEK, {
      ...week,
      notes: [
        ...week!.notes,
        {
          noteId: id,
          personKey: 'dr#sam',
          hasAgenda: true,
          hasReflection: false,
          types: [],
          savedAt: '2026-03-10T10:00:00.000Z',
        },
      ],
    });
    expect(chooseNudges(factsOf({ directReports: [sam] }, [withAgenda]), { kind: 'team' })).toEqual(
      [],
    );
    const friday = report('fri', 'Fay', schedule('Friday', '15:00'));
    expect(
      chooseNudges(factsOf({ directReports: [friday] }, quietWeek('dr#fri')), { kind: 'team' }),
    ).toEqual([]);
  });

  it('add-reflections: a 1:1 over this week without a reflection opens its note; give-feedback follows on the person page', () => {
    const ann = report('ann', 'Ann', schedule('Monday', '10:00'));
    const facts = factsOf({ directReports: [ann] });
    const id = meetingId('directReport', 'ann', '2026-03-09');
    const page = chooseNudges(facts, { kind: 'directReport', id: 'ann' });
    expect(rulesOf(page)).toEqual(['add-reflections', 'give-feedback', 'recognize']);
    expect(page[0]?.action).toEqual({
      type: 'open-note',
      meetingId: id,
      directReportId: 'ann',
      bossId: null,
    });
    expect(page[1]?.action).toEqual({
      type: 'capture-moment',
      momentType: 'feedbackGiven',
      directReportId: 'ann',
      bossId: null,
    });
  });

  it('recognize: after 2 weeks without recognition; not when recognised last week, nor for someone new', () => {
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'));
    const covered = (weeks: WeekSummary[]) =>
      rulesOf(
        chooseNudges(factsOf({ directReports: [ann] }, weeks), { kind: 'directReport', id: 'ann' }),
      );
    expect(covered([])).toContain('recognize');
    expect(
      covered([summary(LAST_WEEK, { manual: [moment('dr#ann', 'recognition')] })]),
    ).not.toContain('recognize');
    const newcomer = report('new', 'Nia', schedule('Friday', '15:00'), {
      createdAt: '2026-03-06T09:00:00.000Z',
    });
    expect(
      rulesOf(
        chooseNudges(factsOf({ directReports: [newcomer] }), { kind: 'directReport', id: 'new' }),
      ),
    ).not.toContain('recognize');
  });

  it('ask-feedback: when nobody was asked for feedback in the last 4 weeks', () => {
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'));
    const others = [moment('dr#ann', 'feedbackGiven'), moment('dr#ann', 'recognition')];
    const notes = quietWeek('dr#ann')[0]!.notes;
    const team = (extra: WeekSummary[]) =>
      chooseNudges(
        factsOf({ directReports: [ann] }, [summary(WEEK, { manual: others, notes }), ...extra]),
        {
          kind: 'team',
        },
      );
    const [nudge] = team([]);
    expect(nudge?.rule).toBe('ask-feedback');
    // The next 1:1 this week is where to ask: its prep opens.
    expect(nudge?.action).toMatchObject({ type: 'open-prep', directReportId: 'ann' });
    expect(team([summary('2026-02-16', { manual: [moment('dr#ann', 'feedbackAsked')] })])).toEqual(
      [],
    );
  });

  it('note-person: a direct report without a note this week opens a new note about them', () => {
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'));
    const manual = [
      moment('dr#ann', 'feedbackGiven'),
      moment('dr#ann', 'feedbackAsked'),
      moment('dr#ann', 'recognition'),
    ];
    const [nudge] = chooseNudges(factsOf({ directReports: [ann] }, [summary(WEEK, { manual })]), {
      kind: 'team',
    });
    expect(nudge).toMatchObject({
      rule: 'note-person',
      action: { type: 'open-note', meetingId: null, directReportId: 'ann', bossId: null },
    });
  });

  it('shows at most 3, the most urgent first, one per person on the dashboard', () => {
    const people = [
      report('a1', 'Ada', schedule('Thursday', '09:00')),
      report('b2', 'Ben', schedule('Monday', '10:00')),
      report('c3', 'Cy', schedule('Wednesday', '09:00')),
      report('d4', 'Di', schedule('Thursday', '10:00')),
    ];
    const nudges = chooseNudges(factsOf({ directReports: people }), { kind: 'team' });
    expect(nudges).toHaveLength(3);
    expect(rulesOf(nudges)).toEqual(['prep-agenda', 'prep-agenda', 'add-reflections']);
    const persons = nudges.map((nudge) => nudge.directReportId);
    expect(new Set(persons).size).toBe(3);
    // The sooner 1:1 first.
    expect(persons.slice(0, 2)).toEqual(['a1', 'd4']);
    // The same facts give the same nudges, word for word.
    expect(chooseNudges(factsOf({ directReports: people }), { kind: 'team' })).toEqual(nudges);
  });

  it('boss: a 1:1 with the manager within 48 h and no team win this week; priorities missing', () => {
    const maria = boss(schedule('Friday', '09:00'), []);
    const facts = factsOf({ bosses: [maria] });
    const nudges = chooseNudges(facts, { kind: 'boss' });
    expect(rulesOf(nudges)).toEqual(['share-team-win', 'ask-priorities']);
    expect(nudges[0]).toMatchObject({
      bossId: 'boss_1',
      directReportId: null,
      action: { type: 'open-prep', meetingId: meetingId('boss', 'boss_1', '2026-03-13') },
    });
    expect(nudges[1]?.action).toEqual({
      type: 'edit-person',
      directReportId: null,
      bossId: 'boss_1',
    });
    const won = summary(WEEK, { manual: [moment('boss#boss_1', 'teamWins')] });
    expect(
      rulesOf(
        chooseNudges(factsOf({ bosses: [boss(schedule('Friday', '09:00'))] }, [won]), {
          kind: 'boss',
        }),
      ),
    ).toEqual([]);
  });

  it('counts a week from Monday 00:00 in the user’s zone, across a DST change', () => {
    // Monday 30 March 2026, 00:30 in London (BST since Sunday); still Sunday in Los Angeles.
    const instant = new Date('2026-03-29T23:30:00.000Z');
    expect(factsOf({}, [], instant, LONDON).weekStart).toBe('2026-03-30');
    expect(factsOf({}, [], instant, 'America/Los_Angeles').weekStart).toBe('2026-03-23');
    expect(factsOf({}, [], instant, 'Asia/Kolkata').weekStart).toBe('2026-03-30');
    expect(factsOf({}, [], instant, LONDON).week.start.toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
  });
});
