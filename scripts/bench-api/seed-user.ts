/**
 * Seeds a benchmark user through the HTTP API, as the user would build the account: onboarding
 * (with a time zone), 10 direct reports and a manager with weekly 1:1s on the days left this
 * week, the meeting notes of this week's 1:1s, and any number of general notes spread over the
 * people (and some about nobody), written with autocannon at a few requests at a time. Every
 * answer must be the route's success status, else an Error names the route.
 *
 * The people are added today, and a person's schedule history starts when they were added
 * (docs/data.md#meetings-are-computed-not-stored): their 1:1s fall on the weekdays from today to
 * Friday, so on a Saturday or Sunday this week has none.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import autocannon from 'autocannon';
import type * as z from 'zod/mini';
import { api } from '../../shared/contract/api';
import type { AnyRoute } from '../../shared/contract/define-route';
import { MEETING_DAYS, type MeetingDay } from '../../shared/domain/constants';
import type { ApiClient, ApiResponse } from '../../infra/local/api-client';

/** Someone the user writes notes about. */
export interface SeededPerson {
  kind: 'directReport' | 'boss';
  id: string;
  firstName: string;
}

const DIRECT_REPORT_NAMES = [
  'Priya',
  'Marcus',
  'Sofia',
  'Tom',
  'Lena',
  'Kwame',
  'Aiko',
  'Diego',
  'Hannah',
  'Omar',
] as const;
const BOSS_NAME = 'Dana';

/** General notes about a direct report: feedback, recognition, asks, plain observations. */
const DIRECT_REPORT_NOTES = [
  'Gave {name} feedback on the release plan: split the rollout into two smaller steps.',
  'Praised {name} for the clear incident write-up; the VP shared it with the whole org.',
  '{name} asked for more ownership of the billing service next quarter.',
  'Asked {name} for feedback on how I run our planning meetings.',
  'Check in with {name} about workload before the end of the sprint.',
  'Thanked {name} for picking up the flaky-test cleanup without being asked.',
] as const;
const BOSS_NOTES = [
  'Sent {name} a written update on the hiring pipeline before her staff meeting.',
  'Asked {name} for feedback on my proposal to split the platform team.',
  'Shared the team wins of the week with {name}: the migration shipped on time.',
] as const;
const SELF_NOTES = [
  'Block two hours on Friday for quarterly planning.',
  'Read the chapter on delegation before the next 1:1s.',
] as const;

/** The body of a route's success; @throws Error naming the route and its answer otherwise. */
function ok<R extends AnyRoute>(route: R, response: ApiResponse): z.output<R['response']> {
  const parsed = route.response.safeParse(response.body);
  if (response.status !== route.successStatus || !parsed.success) {
    throw new Error(`Seeding: ${route.id} answered ${response.status}: ${response.text}`);
  }
  return parsed.data as z.output<R['response']>;
}

/** The weekdays from today (in `timeZone`) to Friday; all five on a weekend. */
function daysLeftThisWeek(timeZone: string, now: Date): MeetingDay[] {
  const today = format(new TZDate(now.getTime(), timeZone), 'EEEE');
  const index = MEETING_DAYS.indexOf(today as MeetingDay);
  return index === -1 ? [...MEETING_DAYS] : MEETING_DAYS.slice(index);
}

/**
 * Onboards the user in `timeZone` and adds 10 direct reports and their manager, each with a weekly
 * 1:1 on one of the weekdays left this week (09:00, 09:30, …). @returns the people, manager last.
 */
export async function seedTeam(
  client: ApiClient,
  options: { timeZone: string; now?: Date },
): Promise<SeededPerson[]> {
  ok(
    api.onboarding.complete,
    await client.call(api.onboarding.complete, {
      body: {
        firstName: 'Bench',
        lastName: 'Manager',
        role: 'Engineering Manager',
        teamSize: 6,
        goals: ['Run more meaningful 1:1s'],
        coachingStyle: 'balanced',
        timeZone: options.timeZone,
      },
    }),
  );
  const days = daysLeftThisWeek(options.timeZone, options.now ?? new Date());
  const schedule = (index: number) => ({
    meetingDayOfWeek: days[index % days.length]!,
    meetingTime: `${String(9 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
    meetingFrequency: 'weekly' as const,
  });
  const people: SeededPerson[] = [];
  for (const [index, firstName] of DIRECT_REPORT_NAMES.entries()) {
    const created = ok(
      api.directReports.create,
      await client.call(api.directReports.create, {
        body: {
          firstName,
          lastName: 'Doe',
          role: 'Software Engineer',
          ...schedule(index),
          strengths: ['Clear writing'],
          opportunities: ['Delegating design work'],
          goals: ['Own a service end to end'],
        },
      }),
    );
    people.push({ kind: 'directReport', id: created.id, firstName });
  }
  const boss = ok(
    api.bosses.create,
    await client.call(api.bosses.create, {
      body: { firstName: BOSS_NAME, lastName: 'Smith', role: 'Director', ...schedule(10) },
    }),
  );
  people.push({ kind: 'boss', id: boss.id, firstName: BOSS_NAME });
  return people;
}

/**
 * Writes the meeting note of each of this week's 1:1s (GET /api/unified-meetings/weekly, both
 * scopes), with an agenda, and a reflection once the 1:1 has taken place. @returns the notes written.
 */
export async function seedMeetingNotes(client: ApiClient): Promise<number> {
  let written = 0;
  for (const scope of ['direct-report', 'boss'] as const) {
    const week = ok(
      api.unifiedMeetings.weekly,
      await client.call(api.unifiedMeetings.weekly, { query: { scope } }),
    );
    for (const meeting of week.meetings) {
      const link = meeting.bossId
        ? { bossId: meeting.bossId }
        : { directReportId: meeting.directReportId };
      ok(
        api.meetingNotes.create,
        await client.call(api.meetingNotes.create, {
          body: {
            meetingId: meeting.id,
            ...link,
            agendaContent: `- Project updates\n- Career goals for next half\n- Feedback on the last review`,
            ...(meeting.status === 'completed'
              ? {
                  reflectionContent: `Gave ${meeting.personName} feedback on the design review. Praised the on-call handover.`,
                }
              : {}),
          },
        }),
      );
      written += 1;
    }
  }
  return written;
}

/** The body of a general note (POST /api/notes). */
interface NoteBody {
  content: string;
  directReportId?: string;
  bossId?: string;
}

/** The body of the `index`th general note: about each person in turn, every 12th about nobody. */
function noteBody(people: readonly SeededPerson[], index: number): NoteBody {
  const slot = index % (people.length + 1);
  const person = people[slot];
  const round = Math.floor(index / (people.length + 1));
  if (!person) return { content: SELF_NOTES[round % SELF_NOTES.length]! };
  const texts = person.kind === 'boss' ? BOSS_NOTES : DIRECT_REPORT_NOTES;
  const content = `${texts[round % texts.length]!.replaceAll('{name}', person.firstName)} (#${index + 1})`;
  return person.kind === 'boss'
    ? { content, bossId: person.id }
    : { content, directReportId: person.id };
}

/** How many of the `count` general notes `seedNotes` writes about `people` are about a direct report. */
export function directReportNotes(people: readonly SeededPerson[], count: number): number {
  let about = 0;
  for (let index = 0; index < count; index += 1) {
    if (noteBody(people, index).directReportId !== undefined) about += 1;
  }
  return about;
}

/**
 * Creates `count` general notes (POST /api/notes) with `concurrency` requests in flight at a time
 * (autocannon with exactly `count` requests), spread over `people`; `onProgress` hears every
 * `progressEvery` answers (default 1,000). @returns the seconds it took.
 * @throws when any answer is not 201 or a request failed (the notes quota, a rate limit…).
 */
export async function seedNotes(options: {
  origin: string;
  token: string;
  people: readonly SeededPerson[];
  count: number;
  concurrency: number;
  onProgress?: (answers: number, seconds: number) => void;
  progressEvery?: number;
}): Promise<number> {
  if (options.count === 0) return 0;
  let next = 0;
  let answers = 0;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: Math.min(options.concurrency, options.count),
        amount: options.count,
        // A write that waits behind the note classifications still counts; only a lost one fails.
        timeout: 60,
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            path: api.notes.create.path,
            setupRequest: (request) => {
              request.body = JSON.stringify(noteBody(options.people, next));
              next += 1;
              return request;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', () => {
      answers += 1;
      if (answers % (options.progressEvery ?? 1000) === 0) options.onProgress?.(answers, seconds());
    });
  });
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  if (created !== options.count || result.errors > 0) {
    throw new Error(
      `Seeding: POST /api/notes created ${created} of ${options.count} notes (answers ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors)`,
    );
  }
  return seconds();
}
