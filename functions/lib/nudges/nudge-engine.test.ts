/**
 * The nudge engine's rules (docs/product.md#nudges) as a pure function over a week's facts, `now`
 * injected: which nudge each rule gives and when it stays silent, the action each carries, the
 * order and the limit of 3, and the scopes (team, one direct report, the manager); that a claim
 * about a stretch of time is made only when the account and the person were known for all of it;
 * and that a list holds one nudge per person and rule, with no line twice.
 */
import { describe, expect, it } from 'vitest';
import { LONG_AGO, storedDirectReport, weeklyAt } from '../../../test-support/stored-people';
import type { MomentType } from '../../../shared/domain/moments';
import { meetingId } from '../../../shared/domain/meeting-id';
import type { PeopleItems } from '../people/people-query';
import { MAX_NUDGES, type NudgeRule } from '../../../shared/domain/nudge-kinds';
import {
  weekSummaryOf,
  type ManualEntry,
  type NoteEntry,
} from '../week-summary/week-summary-entries';
import { chooseNudges } from './nudge-engine';
import { nudgeBank } from './nudge-texts';
import { buildWeekFacts } from './week-facts';

const LONDON = 'Europe/London';
/** Wednesday 11 March 2026, 12:00 in London (GMT). This week starts Monday 9 March. */
const NOW = new Date('2026-03-11T12:00:00.000Z');
const WEEK = '2026-03-09';
const LAST_WEEK = '2026-03-02';

type BossItem = PeopleItems['bosses'][number];

const schedule = weeklyAt;
const report = storedDirectReport;

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

/** A week as whole notes, moments by hand and dismissals (weekSummaryOf turns it into counts). */
interface WeekParts {
  weekStart: string;
  notes: NoteEntry[];
  manual: ManualEntry[];
  dismissedBanners: string[];
}

function summary(weekStart: string, changes: Partial<WeekParts> = {}): WeekParts {
  return { weekStart, notes: [], manual: [], dismissedBanners: [], ...changes };
}

function moment(personKey: string, type: MomentType, at = '2026-03-10T10:00:00.000Z') {
  return { personKey, type, capturedAt: at };
}

function factsOf(
  people: Partial<PeopleItems>,
  summaries: WeekParts[] = [],
  now = NOW,
  timeZone = LONDON,
  profileCreatedAt: string | null = null,
) {
  return buildWeekFacts({
    now,
    timeZone,
    people: { bosses: [], directReports: [], ...people },
    summaries: new Map(
      summaries.map((week) => [week.weekStart, weekSummaryOf(week.weekStart, week)]),
    ),
    profileCreatedAt,
  });
}

const DAY_MS = 86_400_000;
const daysBefore = (days: number, from = NOW) =>
  new Date(from.getTime() - days * DAY_MS).toISOString();

/** Covers every moment rule so only the rule under test speaks. */
function quietWeek(personKey: string): WeekParts[] {
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
    const covered = (weeks: WeekParts[]) =>
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
    const team = (extra: WeekParts[]) =>
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

/** Every title and content line of a list. */
const linesOf = (nudges: { title: string; content: string }[]) =>
  nudges.flatMap((nudge) => [nudge.title, nudge.content]);

/** Claims of a stretch of time the words may make. */
const STRETCH_CLAIM = /two weeks|four weeks|a month|this month/i;

describe('claims only what the app knew', () => {
  it('minutes after sign-up: nothing about four weeks or two weeks, nor about 1:1s before it', () => {
    // Signed up on Wednesday 11 March at 11:50; people added at 11:55. Ann meets on Mondays (this
    // Monday was before she was added), Ben tomorrow at 09:00.
    const signedUp = daysBefore(10 / 1440);
    const added = daysBefore(5 / 1440);
    const ann = report('ann', 'Ann', schedule('Monday', '10:00'), { createdAt: added });
    const ben = report('ben', 'Ben', schedule('Thursday', '09:00'), { createdAt: added });
    const facts = factsOf({ directReports: [ann, ben] }, [], NOW, LONDON, signedUp);
    const lists = [
      chooseNudges(facts, { kind: 'team' }),
      chooseNudges(facts, { kind: 'directReport', id: 'ann' }),
      chooseNudges(facts, { kind: 'directReport', id: 'ben' }),
    ];
    for (const nudges of lists) {
      expect(rulesOf(nudges)).not.toContain('ask-feedback');
      expect(rulesOf(nudges)).not.toContain('recognize');
      // Ann's Monday 1:1 was before she was added: nothing to reflect on, no 'you met her'.
      expect(rulesOf(nudges)).not.toContain('add-reflections');
      expect(rulesOf(nudges)).not.toContain('give-feedback');
      for (const line of linesOf(nudges)) expect(line).not.toMatch(STRETCH_CLAIM);
    }
    // What is true is still said: Ben's 1:1 tomorrow needs an agenda.
    expect(rulesOf(lists[0]!)).toContain('prep-agenda');
  });

  it('ask-feedback: only once the account is four weeks old', () => {
    const notes = (personKey: string) => quietWeek(personKey)[0]!.notes;
    const others = [moment('dr#ann', 'feedbackGiven'), moment('dr#ann', 'recognition')];
    const week = [summary(WEEK, { manual: others, notes: notes('dr#ann') })];
    const team = (ageDays: number) => {
      const since = daysBefore(ageDays);
      const ann = report('ann', 'Ann', schedule('Friday', '15:00'), { createdAt: since });
      return rulesOf(
        chooseNudges(factsOf({ directReports: [ann] }, week, NOW, LONDON, since), { kind: 'team' }),
      );
    };
    expect(team(27)).not.toContain('ask-feedback');
    expect(team(29)).toContain('ask-feedback');
  });

  it('ask-feedback: not to an old account whose whole team was added this week', () => {
    const added = daysBefore(2);
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'), { createdAt: added });
    const covered = summary(WEEK, {
      manual: [moment('dr#ann', 'feedbackGiven'), moment('dr#ann', 'recognition')],
      notes: quietWeek('dr#ann')[0]!.notes,
    });
    const facts = factsOf({ directReports: [ann] }, [covered], NOW, LONDON, daysBefore(60));
    expect(rulesOf(chooseNudges(facts, { kind: 'team' }))).not.toContain('ask-feedback');
  });

  it('ask-feedback: four whole weeks back, so a request 25 days ago (five calendar weeks back) counts', () => {
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'));
    const notes = quietWeek('dr#ann')[0]!.notes;
    const others = [moment('dr#ann', 'feedbackGiven'), moment('dr#ann', 'recognition')];
    const team = (extra: WeekParts[]) =>
      rulesOf(
        chooseNudges(
          factsOf({ directReports: [ann] }, [summary(WEEK, { manual: others, notes }), ...extra]),
          { kind: 'team' },
        ),
      );
    expect(team([])).toContain('ask-feedback');
    // Sunday 15 February, in the week of Monday 9 February: four weeks before this one.
    const asked = summary('2026-02-09', {
      manual: [moment('dr#ann', 'feedbackAsked', daysBefore(25))],
    });
    expect(team([asked])).not.toContain('ask-feedback');
  });

  it('ask-feedback on a person page names them, and needs them known for four weeks', () => {
    const old = report('old', 'Olu', schedule('Friday', '15:00'));
    const page = (ageDays: number) => {
      const ann = report('ann', 'Ann', schedule('Friday', '15:00'), {
        createdAt: daysBefore(ageDays),
      });
      const covered = summary(WEEK, {
        manual: [moment('dr#ann', 'feedbackGiven'), moment('dr#ann', 'recognition')],
        notes: quietWeek('dr#ann')[0]!.notes,
      });
      return chooseNudges(factsOf({ directReports: [old, ann] }, [covered]), {
        kind: 'directReport',
        id: 'ann',
      });
    };
    expect(rulesOf(page(21))).not.toContain('ask-feedback');
    const [nudge] = page(35).filter((candidate) => candidate.rule === 'ask-feedback');
    expect(nudge?.title).toContain('Ann');
    expect(nudge?.content).toContain('Ann');
    expect(nudge?.action).toEqual({
      type: 'capture-moment',
      momentType: 'feedbackAsked',
      directReportId: 'ann',
      bossId: null,
    });
  });

  it('recognize: someone added 13 days ago is not "two weeks without recognition"; 15 days ago is', () => {
    const page = (ageDays: number) => {
      const ann = report('ann', 'Ann', schedule('Friday', '15:00'), {
        createdAt: daysBefore(ageDays),
      });
      return chooseNudges(factsOf({ directReports: [ann] }), { kind: 'directReport', id: 'ann' });
    };
    expect(rulesOf(page(13))).not.toContain('recognize');
    const [nudge] = page(15).filter((candidate) => candidate.rule === 'recognize');
    expect(nudge?.content).toMatch(/two weeks/i);
  });

  it('recognize: looks back two whole weeks, so recognition 13 days ago (two calendar weeks back) counts', () => {
    const ann = report('ann', 'Ann', schedule('Friday', '15:00'));
    const rules = (weeks: WeekParts[]) =>
      rulesOf(
        chooseNudges(factsOf({ directReports: [ann] }, weeks), {
          kind: 'directReport',
          id: 'ann',
        }),
      );
    // Thursday 26 February, in the week of Monday 23 February.
    const recognised = summary('2026-02-23', {
      manual: [moment('dr#ann', 'recognition', daysBefore(13))],
    });
    expect(rules([])).toContain('recognize');
    expect(rules([recognised])).not.toContain('recognize');
  });
});

describe('one nudge per person and rule, no line twice', () => {
  it("a person with two 1:1s over this week and no reflection gets one 'add-reflections' on their page", () => {
    // Mondays at 10:00 until Tuesday 10 March, then Wednesdays at 09:00: both 1:1s of this week
    // are over on Wednesday at noon.
    const ann = report('ann', 'Ann', schedule('Monday', '10:00'), {
      scheduleSegments: [
        { effectiveFrom: LONG_AGO, ...schedule('Monday', '10:00') },
        { effectiveFrom: '2026-03-10T12:00:00.000Z', ...schedule('Wednesday', '09:00') },
      ],
    });
    const facts = factsOf({ directReports: [ann] });
    expect(facts.meetings.filter((meeting) => meeting.directReportId === 'ann')).toHaveLength(2);
    const page = chooseNudges(facts, { kind: 'directReport', id: 'ann' });
    expect(rulesOf(page).filter((rule) => rule === 'add-reflections')).toHaveLength(1);
    // The most recent 1:1 is the one to reflect on.
    expect(page[0]?.action).toMatchObject({
      meetingId: meetingId('directReport', 'ann', '2026-03-11'),
    });
  });

  it('three people with the same rule get three different wordings, every day of four weeks', () => {
    // Monday 08:00 1:1s: from Monday noon on, three 1:1s over without a reflection; on Sunday,
    // three 1:1s in the next 24 hours without an agenda.
    const people = [
      report('marcus', 'Marcus', schedule('Monday', '08:00')),
      report('priya', 'Priya', schedule('Monday', '08:00')),
      report('sofia', 'Sofia', schedule('Monday', '08:00')),
    ];
    const firstTitles = new Set<string>();
    for (let day = 0; day < 28; day += 1) {
      const now = new Date(Date.parse('2026-03-09T12:00:00.000Z') + day * DAY_MS);
      const nudges = chooseNudges(factsOf({ directReports: people }, [], now), { kind: 'team' });
      expect(nudges, now.toISOString()).toHaveLength(3);
      expect(new Set(rulesOf(nudges)).size, now.toISOString()).toBe(1);
      const lines = linesOf(nudges);
      expect(new Set(lines).size, `${now.toISOString()}: ${lines.join(' | ')}`).toBe(lines.length);
      // Beyond the names: the wordings themselves differ.
      const templates = nudges.map((nudge) => nudge.title.replace(/Marcus|Priya|Sofia/g, '{name}'));
      expect(new Set(templates).size, now.toISOString()).toBe(3);
      firstTitles.add(templates[0]!);
    }
    // And the wording changes from day to day.
    expect(firstTitles.size).toBeGreaterThan(1);
  });

  it('the words stay the same all day', () => {
    const people = [
      report('marcus', 'Marcus', schedule('Monday', '08:00')),
      report('priya', 'Priya', schedule('Monday', '08:00')),
    ];
    const at = (instant: string) =>
      chooseNudges(factsOf({ directReports: people }, [], new Date(instant)), { kind: 'team' });
    expect(at('2026-03-10T17:00:00.000Z')).toEqual(at('2026-03-10T09:00:00.000Z'));
  });

  it('every rule that can name several people in one list has a wording for each, all different', () => {
    const perPerson: NudgeRule[] = [
      'prep-agenda',
      'add-reflections',
      'give-feedback',
      'recognize',
      'note-person',
    ];
    for (const rule of perPerson) {
      const bank = nudgeBank(rule);
      expect(bank.length, rule).toBeGreaterThanOrEqual(MAX_NUDGES);
      expect(new Set(bank.map((wording) => wording.title)).size, rule).toBe(bank.length);
      expect(new Set(bank.map((wording) => wording.content)).size, rule).toBe(bank.length);
    }
  });
});
