/**
 * The demo account's realistic week (docs/architecture.md#demo-mode), written over HTTP with the
 * demo user's token so every rule of the API applies and the note-moments consumer classifies the
 * notes:
 *
 * - onboarding completed (names, role, goals, challenges, stressors, coaching style, time zone);
 * - the people of the sample calendar (infra/local/dev-fakes/demo-calendar.ts: three direct reports and
 *   the manager, same names, emails and 1:1 slots, so calendar detection matches them) plus Tom,
 *   a fourth direct report from the team meeting, with strengths, growth areas, goals and the
 *   manager's priorities; added five weeks ago (the one write past the API: the creation date,
 *   so last week's 1:1s exist);
 * - meeting notes of last week's and this week's 1:1s (agendas; reflections for those that took
 *   place), with commitments made in last week's reflections (one ticked done this week, one
 *   overdue, one due in a few days), and general notes this week, whose sentences record feedback, recognition and
 *   manage-up moments;
 * - a manage-up moment captured by hand this week.
 *
 * Idempotent: each step checks what exists (onboarding status, people by email, any note), so a
 * second run, or a run after an interrupted one, adds nothing twice.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, format, parseISO } from 'date-fns';
import type * as z from 'zod/mini';
import { api } from '../../../shared/contract/api';
import type { AnyRoute } from '../../../shared/contract/define-route';
import type { MeetingDay } from '../../../shared/domain/constants';
import { meetingId } from '../../../shared/domain/meeting-id';
import type { PersonKind } from '../../../shared/domain/person-kind';
import { drainLocalBus } from '../../../functions/lib/events/local-bus';
import { createApiClient, type ApiClient, type ApiResponse } from '../api-client';
import { SAMPLE_CALENDAR_PEOPLE } from '../dev-fakes/demo-calendar';
import { backdatePerson } from './backdate-person';
import { slotInWeekOf } from '../dev-fakes/demo-week';
import { weekStartOf } from '../../../shared/domain/week';

/** The demo manager; the sample calendar is theirs. */
export const DEMO_USER = {
  email: 'jordan.lee@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
} as const;

/** The body of a route's success, or an error naming the route and its answer. */
function ok<R extends AnyRoute>(route: R, response: ApiResponse): z.output<R['response']> {
  const parsed = route.response.safeParse(response.body);
  if (response.status !== route.successStatus || !parsed.success) {
    throw new Error(`Demo seeding: ${route.id} answered ${response.status}: ${response.text}`);
  }
  return parsed.data as z.output<R['response']>;
}

interface DemoPerson {
  kind: PersonKind;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  meetingDayOfWeek: MeetingDay;
  meetingTime: string;
  meetingFrequency: 'weekly' | 'biweekly';
  details: Record<string, string[]>;
  /** Meeting notes: last week's and this week's 1:1 (a reflection only once it took place). */
  lastWeek?: DemoMeeting;
  thisWeek?: DemoMeeting;
  /** General notes about the person this week. */
  notes?: string[];
}

/** A commitment made in a 1:1's reflection: due that many days from the day seeded, ticked when `done`. */
interface DemoCommitment {
  text: string;
  owner: 'me' | 'them';
  dueInDays?: number;
  done?: boolean;
}

interface DemoMeeting {
  agenda: string;
  reflection: string;
  commitments?: DemoCommitment[];
}

const CALENDAR = Object.fromEntries(
  SAMPLE_CALENDAR_PEOPLE.map((person) => [person.firstName, person]),
);

/** A person of the sample calendar, with what the demo knows about them. */
function fromCalendar(
  firstName: string,
  rest: Pick<DemoPerson, 'details' | 'lastWeek' | 'thisWeek' | 'notes'>,
): DemoPerson {
  const person = CALENDAR[firstName];
  if (!person) throw new Error(`The sample calendar has no ${firstName}`);
  const { relationship, ...fields } = person;
  return {
    ...fields,
    kind: relationship === 'manager' ? 'boss' : 'directReport',
    meetingFrequency: 'weekly',
    ...rest,
  };
}

const PEOPLE: DemoPerson[] = [
  fromCalendar('Priya', {
    details: {
      strengths: ['Calm under pressure', 'Clear technical writing'],
      opportunities: ['Delegating design work', 'Speaking up in leadership reviews'],
      goals: ['Promotion to Staff Engineer'],
    },
    lastWeek: {
      agenda:
        '- Incident review follow-ups [x]\n- Promotion packet: what evidence is missing\n- Mentoring Marcus on the billing service',
      reflection:
        'Thanked Priya for running the incident review so calmly. Gave her feedback on the promotion packet: lead with impact, not tasks. She wants more architecture work next quarter.',
      commitments: [
        { text: 'Send Priya two strong Staff promotion packets as examples', owner: 'me' },
        { text: 'Draft the event pipeline architecture proposal', owner: 'them', dueInDays: 4 },
      ],
    },
    thisWeek: {
      agenda:
        '- Event pipeline architecture proposal\n- Promotion packet: second draft\n- Conference talk?',
      reflection:
        'Gave Priya feedback on the second draft of her packet, which is much stronger. Praised her for mentoring Marcus.',
    },
    notes: [
      'The VP shared Priya’s incident write-up with the whole org. Mention it in her packet.',
    ],
  }),
  fromCalendar('Marcus', {
    details: {
      strengths: ['Fast learner', 'Thorough tests'],
      opportunities: ['Estimating work', 'Asking for help early'],
      goals: ['Own the billing service end to end'],
    },
    lastWeek: {
      agenda: '- Billing migration estimates\n- How on-call felt\n- Career goals for next half',
      reflection:
        'Gave Marcus feedback on his estimates: the last three sprints slipped by about a week. He is keen to pair with Priya on the billing service.',
      commitments: [
        { text: 'Set up weekly pairing sessions with Priya', owner: 'me', done: true },
        { text: 'Split the billing migration tickets smaller', owner: 'them' },
      ],
    },
    thisWeek: {
      agenda: '- Estimates: try splitting tickets smaller\n- Pairing with Priya: how is it going?',
      reflection: 'Thanked Marcus for picking up the flaky-test cleanup without being asked.',
    },
    notes: ['Marcus seemed quiet in standup today. Check in on his workload.'],
  }),
  fromCalendar('Sofia', {
    details: {
      strengths: ['User research', 'Prototyping'],
      opportunities: ['Presenting to leadership'],
      goals: ['Run the Q1 research programme'],
    },
    lastWeek: {
      agenda: '- Design review of the onboarding flow\n- Research plan for Q1',
      reflection:
        'Praised Sofia for the onboarding prototype; the user tests were the best we have run. Talked about how she could present her research to leadership.',
    },
    thisWeek: {
      agenda: '- Research plan review\n- Feedback for me: how are design reviews going?',
      reflection:
        'Asked Sofia for feedback on how I run design reviews. She suggested sending the agenda a day earlier.',
    },
  }),
  {
    kind: 'directReport',
    firstName: 'Tom',
    lastName: 'Becker',
    email: 'tom.becker@example.com',
    role: 'Software Engineer',
    meetingDayOfWeek: 'Friday',
    meetingTime: '10:00',
    meetingFrequency: 'biweekly',
    details: {
      strengths: ['Curious', 'Good with customers'],
      opportunities: ['Scoping work before starting'],
      goals: ['Lead a feature from design to launch'],
    },
    notes: ['Tom is ramping up well on the payments code. Praised Tom for his first design doc.'],
  },
  fromCalendar('Dana', {
    details: {
      priorities: [
        'Ship the billing migration by the end of the quarter',
        'Hire two senior engineers',
        'Halve on-call pages',
      ],
    },
    lastWeek: {
      agenda: '- Headcount for next quarter\n- Billing migration status\n- Team wins to share',
      reflection:
        "Shared the team's wins: Priya's incident review and Sofia's onboarding prototype. We aligned on priorities for Q1: the billing migration first, hiring second.",
      commitments: [{ text: 'Share the draft hiring plan with Dana', owner: 'me', dueInDays: -1 }],
    },
    thisWeek: {
      agenda:
        '- Hiring plan: two senior engineers\n- On-call load: a weekly rotation\n- Share: onboarding prototype results',
      reflection: 'We agreed on the hiring plan and the on-call rotation.',
    },
    notes: ['Sent Dana a written update on the billing migration risks before her staff meeting.'],
  }),
];

const SELF_NOTES = [
  'Said yes to too many meetings this week. Block Friday mornings for focus time.',
];

const ONBOARDING = {
  firstName: DEMO_USER.firstName,
  lastName: DEMO_USER.lastName,
  role: 'Engineering Manager',
  teamSize: 4,
  goals: ['Run more meaningful 1:1s', 'Give feedback more often'],
  challenges: ['Finding time for meaningful 1:1s'],
  topStressors: ['Carrying team morale alone'],
  coachingStyle: 'balanced',
} as const;

/** How far back the people were added (their 1:1 history starts then). */
const ADDED_WEEKS_AGO = 5;

export interface SeedOptions {
  /** The server's base URL for API calls, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** A token of the demo user. */
  token: string;
  userId: string;
  timeZone: string;
  now?: Date;
}

/** The people, created where missing (by email); answers each with its id, and whether any was new. */
async function ensurePeople(
  client: ApiClient,
  options: SeedOptions,
): Promise<{ ids: Map<DemoPerson, string>; created: boolean }> {
  const existing = new Map<string, string>();
  for (const route of [api.directReports.list, api.bosses.list] as const) {
    for (const person of ok(route, await client.call(route))) existing.set(person.email, person.id);
  }
  const ids = new Map<DemoPerson, string>();
  let created = false;
  for (const person of PEOPLE) {
    let id = existing.get(person.email);
    if (!id) {
      created = true;
      const { kind, details, lastWeek: _, thisWeek: __, notes: ___, ...fields } = person;
      const body = { ...fields, ...details };
      if (kind === 'boss') {
        const route = api.bosses.create;
        id = ok(
          route,
          await client.call(route, { body: { ...body, relationshipType: 'manager' } }),
        ).id;
      } else {
        const route = api.directReports.create;
        id = ok(route, await client.call(route, { body })).id;
      }
      const addedAt = addWeeks(options.now ?? new Date(), -ADDED_WEEKS_AGO);
      await backdatePerson(kind, options.userId, id, addedAt);
    }
    ids.set(person, id);
  }
  return { ids, created };
}

/** Meeting notes and general notes, written only when the account has no note yet (→ true). */
async function writeNotes(
  client: ApiClient,
  ids: Map<DemoPerson, string>,
  options: SeedOptions,
): Promise<boolean> {
  const page = ok(api.notes.list, await client.call(api.notes.list, { query: { limit: '1' } }));
  if (page.notes.length > 0) return false;
  const now = options.now ?? new Date();
  const localDate = (instant: Date) =>
    format(new TZDate(instant.getTime(), options.timeZone), 'yyyy-MM-dd');
  for (const [person, id] of ids) {
    const link = person.kind === 'boss' ? { bossId: id } : { directReportId: id };
    for (const [weekOffset, meeting] of [
      [-1, person.lastWeek],
      [0, person.thisWeek],
    ] as const) {
      if (!meeting) continue;
      const slot = slotInWeekOf(
        addDays(now, weekOffset * 7),
        options.timeZone,
        person.meetingDayOfWeek,
        person.meetingTime,
      );
      const body = {
        meetingId: meetingId(person.kind, id, localDate(slot)),
        ...link,
        agendaContent: meeting.agenda,
        ...(slot <= now ? { reflectionContent: meeting.reflection } : {}),
      };
      ok(api.meetingNotes.create, await client.call(api.meetingNotes.create, { body }));
      for (const commitment of meeting.commitments ?? []) {
        await writeCommitment(client, body.meetingId, localDate(now), commitment);
      }
    }
    for (const content of person.notes ?? []) {
      ok(api.notes.create, await client.call(api.notes.create, { body: { content, ...link } }));
    }
  }
  for (const content of SELF_NOTES) {
    ok(api.notes.create, await client.call(api.notes.create, { body: { content } }));
  }
  return true;
}

/** A commitment made in the 1:1 `meetingId`, due counted from `today` ('YYYY-MM-DD'). */
async function writeCommitment(
  client: ApiClient,
  meetingId: string,
  today: string,
  { text, owner, dueInDays, done }: DemoCommitment,
): Promise<void> {
  const due =
    dueInDays === undefined ? null : format(addDays(parseISO(today), dueInDays), 'yyyy-MM-dd');
  const body = { meetingId, section: 'reflection' as const, text, owner, due };
  const made = ok(api.commitments.create, await client.call(api.commitments.create, { body }));
  if (!done) return;
  const params = { id: made.id };
  const ticked = await client.call(api.commitments.complete, { params, body: {} });
  ok(api.commitments.complete, ticked);
}

/** The manage-up moment captured by hand this week: team wins (→ true when newly set). */
async function captureTeamWins(
  client: ApiClient,
  bossId: string,
  options: SeedOptions,
): Promise<boolean> {
  const query = { weekStart: weekStartOf(options.now ?? new Date(), options.timeZone), bossId };
  const state = ok(api.manageUp.current, await client.call(api.manageUp.current, { query }));
  if (state.moments.teamWins.manual) return false;
  const body = {
    teamWins: true,
    prioritiesAligned: state.moments.prioritiesAligned.manual,
    proactiveUpdates: state.moments.proactiveUpdates.manual,
  };
  ok(api.manageUp.setCurrent, await client.call(api.manageUp.setCurrent, { query, body }));
  return true;
}

/**
 * Seeds the demo account (see the module comment). @returns whether anything was written.
 * @throws Error naming the route that failed.
 */
export async function seedDemoAccount(options: SeedOptions): Promise<boolean> {
  const client = createApiClient(options.baseUrl, options.token);
  // Onboarding first: the profile's time zone places every note and moment in its week.
  const status = ok(api.onboarding.status, await client.call(api.onboarding.status));
  if (!status.onboardingCompleted) {
    const body = { ...ONBOARDING, timeZone: options.timeZone };
    ok(api.onboarding.complete, await client.call(api.onboarding.complete, { body }));
  }
  const { ids, created } = await ensurePeople(client, options);
  const wroteNotes = await writeNotes(client, ids, options);
  const bossId = [...ids].find(([person]) => person.kind === 'boss')?.[1];
  const captured = bossId ? await captureTeamWins(client, bossId, options) : false;
  // The consumer classifies the notes after each write: done before the first page shows.
  await drainLocalBus();
  return !status.onboardingCompleted || created || wroteNotes || captured;
}
