/**
 * Calendar sync and 1:1 detection end to end (docs/product.md#calendar-sync-and-11-detection) over
 * the real local stack against the loopback fake of Google serving the sample calendar
 * (test-support/sample-calendar.ts): connect, sync, the detected people (exactly the four 1:1
 * partners, with the calendar's day, time and frequency in the user's zone and the suggested
 * relationship), the calendar integration state, the manual sync's rate limit, a person added with
 * a matching email leaving the detected list and getting the calendar's time as this week's 1:1
 * (replacing their schedule's), the team review's `includeAdded=1` listing them too with their
 * status ('alreadyAdded', an archived match 'previouslyRemoved') in 2 DynamoDB calls sent
 * together, a moved event moving it, a cancelled one dropping it, the dashboard's unmatched count,
 * 1:1s declined by the other person or the user making nobody a partner (and a declined week
 * dropping that week's 1:1), and `invalid_grant` during a sync disconnecting with a clear 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type DirectReportCreate, type WeeklyMeetings } from '../../shared/contract';
import { entities } from '../../functions/lib/data/entities';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { startFakeGoogle, type FakeGoogle } from '../../infra/local/dev-fakes/fake-google';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { connectThroughConsent } from '../../test-support/oauth-flow';
import { recordDynamoCommands } from '../../test-support/dynamodb-recorder';
import { MEETING_DAYS } from '../../shared/domain/constants';
import {
  SAMPLE_DECLINED_EMAILS,
  SAMPLE_MANAGER_EMAIL,
  SAMPLE_ONE_ON_ONES,
  sampleCalendarEvents,
  sampleInstanceId,
} from '../../test-support/sample-calendar';
import { weekStartOf } from '../../shared/domain/week';

const TIME_ZONE = 'Europe/Berlin';
const FROM_ONBOARDING = '/onboarding?connected=google';

let stack: LocalStack;
let google: FakeGoogle;
let counter = 0;

beforeAll(async () => {
  google = await startFakeGoogle({ account: 'manager@example.com' });
  google.events = sampleCalendarEvents({
    now: new Date(),
    timeZone: TIME_ZONE,
    userEmail: google.account,
  });
  Object.assign(process.env, google.env);
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
  await google?.close();
});

/** A fresh user in Berlin with Google Calendar connected. */
async function connectedUser(): Promise<{ client: ApiClient; userId: string }> {
  counter += 1;
  const { token, user } = await stack.signIn(`calendar-${counter}@example.com`);
  const client = stack.api(token);
  expectSuccess(
    api.profile.update,
    await client.call(api.profile.update, { body: { preferences: { timeZone: TIME_ZONE } } }),
  );
  const answer = await connectThroughConsent(client, 'google', FROM_ONBOARDING);
  expect(answer.location).toBe(FROM_ONBOARDING);
  return { client, userId: user.id };
}

const sync = async (client: ApiClient, body?: { force: boolean }) =>
  expectSuccess(api.calendar.sync, await client.call(api.calendar.sync, body ? { body } : {}));
const detected = async (client: ApiClient, query: { includeAdded?: string } = {}) =>
  expectSuccess(
    api.directReports.detected,
    await client.call(api.directReports.detected, { query }),
  );
const addReport = async (client: ApiClient, body: DirectReportCreate) =>
  expectSuccess(api.directReports.create, await client.call(api.directReports.create, { body }));
const weekly = async (client: ApiClient): Promise<WeeklyMeetings> =>
  expectSuccess(
    api.unifiedMeetings.weekly,
    await client.call(api.unifiedMeetings.weekly, { query: { scope: 'direct-report' } }),
  );

const ada = SAMPLE_ONE_ON_ONES.find((meeting) => meeting.email.startsWith('ada'))!;
const grace = SAMPLE_ONE_ON_ONES.find((meeting) => meeting.email.startsWith('grace'))!;

/** This week's local date of a weekday (0 = Monday). */
function thisWeeks(weekday: number): string {
  const monday = new Date(`${weekStartOf(new Date(), TIME_ZONE)}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + weekday);
  return monday.toISOString().slice(0, 10);
}

/** Replaces the fake's event of `id` (undefined: as it is). */
function editEvent(id: string, edit: (event: Record<string, unknown>) => Record<string, unknown>) {
  const index = google.events.findIndex((event) => event.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  google.events[index] = edit(google.events[index]!);
}

describe('a synced calendar', () => {
  let client: ApiClient;
  let restore: Record<string, unknown>[];

  beforeAll(async () => {
    restore = [...google.events];
    ({ client } = await connectedUser());
  });
  afterAll(() => {
    google.events = restore;
  });

  it('detects exactly the four 1:1 partners of the sample calendar', async () => {
    expect(await detected(client)).toEqual([]);
    const result = await sync(client, { force: true });
    expect(result).toMatchObject({ synced: true, detectedCount: 4 });
    const request = google.eventRequests.at(-1)!;
    expect(request.calendarId).toBe('primary');
    expect(request.query).toMatchObject({ singleEvents: 'true', showDeleted: 'true' });
    const people = await detected(client);
    expect(people.map((person) => person.email).sort()).toEqual(
      SAMPLE_ONE_ON_ONES.map((meeting) => meeting.email).sort(),
    );
    expect(people.find((person) => person.email === ada.email)).toEqual({
      name: 'Ada Lovelace',
      email: ada.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'new',
      relationship: 'directReport',
      meetingDayOfWeek: 'Monday',
      meetingTime: '10:00',
      meetingFrequency: 'weekly',
    });
    for (const email of SAMPLE_DECLINED_EMAILS)
      expect(people.map((person) => person.email)).not.toContain(email);
    const integration = expectSuccess(
      api.calendar.integration,
      await client.call(api.calendar.integration),
    );
    expect(integration).toEqual({
      connected: true,
      account: 'manager@example.com',
      lastSyncedAt: result.lastSyncedAt,
      unmatchedMeetingsCount: 4,
    });
  });

  it("lists each person's 1:1 day, time and frequency from the calendar, in the user's zone, and suggests the organiser as manager", async () => {
    const people = await detected(client);
    expect(
      Object.fromEntries(
        people.map((person) => [
          person.email,
          [person.meetingDayOfWeek, person.meetingTime, person.meetingFrequency],
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        SAMPLE_ONE_ON_ONES.map((meeting) => [
          meeting.email,
          [MEETING_DAYS[meeting.weekday], meeting.time, 'weekly'],
        ]),
      ),
    );
    // Margaret organises her 1:1s and the user has no manager yet: she is suggested as manager.
    expect(
      people.filter((person) => person.relationship === 'boss').map((person) => person.email),
    ).toEqual([SAMPLE_MANAGER_EMAIL]);
  });

  it('skips a sync within 5 minutes of the last one unless forced (no body is fine)', async () => {
    const before = google.eventRequests.length;
    const skipped = await sync(client);
    expect(skipped).toMatchObject({ synced: false, detectedCount: 4 });
    expect(google.eventRequests.length).toBe(before);
    expect((await sync(client, { force: true })).synced).toBe(true);
    expect(google.eventRequests.length).toBe(before + 1);
  });

  it("a person added with a matching email leaves the detected list and gets the calendar's time", async () => {
    const added = await addReport(client, {
      firstName: 'Ada',
      lastName: 'L.',
      email: ' ADA.Lovelace@example.com ',
      source: 'detected',
    });
    // Grace by full name, with a schedule (Friday 09:00) the calendar's Tuesday 14:00 replaces.
    const graceAdded = await addReport(client, {
      firstName: 'Grace',
      lastName: 'Hopper',
      meetingDayOfWeek: 'Friday',
      meetingTime: '09:00',
      meetingFrequency: 'weekly',
    });
    const people = await detected(client);
    expect(people.map((person) => person.email).sort()).toEqual(
      ['alan.turing@example.com', 'margaret.hamilton@example.com'].sort(),
    );
    const dashboard = expectSuccess(api.dashboard.get, await client.call(api.dashboard.get));
    expect(dashboard.unmatchedMeetingsCount).toBe(2);

    const week = await weekly(client);
    const adaMeetings = week.meetings.filter((meeting) => meeting.directReportId === added.id);
    expect(adaMeetings).toHaveLength(1);
    expect(adaMeetings[0]).toMatchObject({
      id: `dr-${added.id}-${thisWeeks(ada.weekday).replaceAll('-', '')}`,
      localDate: thisWeeks(ada.weekday),
    });
    const graceMeetings = week.meetings.filter(
      (meeting) => meeting.directReportId === graceAdded.id,
    );
    expect(graceMeetings.map((meeting) => meeting.localDate)).toEqual([thisWeeks(grace.weekday)]);
    expect(dashboard.weeklyOneOnOnes.map((meeting) => meeting.id).sort()).toEqual(
      week.meetings.map((meeting) => meeting.id).sort(),
    );
  });

  it("with includeAdded=1 lists everyone detected with their status: 'alreadyAdded', 'previouslyRemoved', 'new'", async () => {
    const alan = await addReport(client, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan.turing@example.com',
      source: 'detected',
    });
    expectSuccess(
      api.directReports.remove,
      await client.call(api.directReports.remove, { params: { id: alan.id } }),
    );
    const statusByEmail = (people: { email: string; status: string }[]) =>
      Object.fromEntries(people.map((person) => [person.email, person.status]));

    // By default: who is not tracked yet, a removed match among them, badged.
    expect(statusByEmail(await detected(client))).toEqual({
      'alan.turing@example.com': 'previouslyRemoved',
      'margaret.hamilton@example.com': 'new',
    });
    const recorder = recordDynamoCommands();
    try {
      const { result, sent } = await recorder.during(() => detected(client, { includeAdded: '1' }));
      // The people (with the sync) and the profile's time zone, sent together.
      expect(sent.sort()).toEqual(['BatchGetItemCommand', 'QueryCommand']);
      // Ada matched by email, Grace by full name: both active, so 'Already added'.
      expect(statusByEmail(result)).toEqual({
        [ada.email]: 'alreadyAdded',
        [grace.email]: 'alreadyAdded',
        'alan.turing@example.com': 'previouslyRemoved',
        'margaret.hamilton@example.com': 'new',
      });
      expect(result.find((person) => person.email === ada.email)).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
    } finally {
      recorder.remove();
    }
    expect(await detected(client, { includeAdded: '0' })).toHaveLength(2);
    expectError(
      await client.call(api.directReports.detected, { query: { includeAdded: 'yes' } }),
      400,
      'validation_failed',
    );
  });

  it("a moved event moves the week's 1:1, a cancelled one drops it", async () => {
    const adaId = sampleInstanceId('sample1on1ada', thisWeeks(ada.weekday));
    const moved = { dateTime: `${thisWeeks(3)}T15:00:00Z` };
    editEvent(adaId, (event) => ({
      ...event,
      start: moved,
      end: { dateTime: `${thisWeeks(3)}T15:30:00Z` },
    }));
    await sync(client, { force: true });
    let week = await weekly(client);
    const adaReport = expectSuccess(
      api.directReports.list,
      await client.call(api.directReports.list, { query: {} }),
    ).find((person) => person.firstName === 'Ada')!;
    const adaWeek = () => week.meetings.filter((m) => m.directReportId === adaReport.id);
    expect(adaWeek().map((meeting) => meeting.scheduledTime)).toEqual([
      new Date(moved.dateTime).toISOString(),
    ]);
    expect(adaWeek()[0]!.localDate).toBe(thisWeeks(3));

    // Google lists a cancelled instance with only its id, series and original start.
    editEvent(adaId, (event) => ({
      kind: 'calendar#event',
      id: event.id,
      status: 'cancelled',
      recurringEventId: 'sample1on1ada',
      originalStartTime: event.originalStartTime,
    }));
    await sync(client, { force: true });
    week = await weekly(client);
    expect(adaWeek()).toEqual([]);
    const detail = expectSuccess(
      api.directReports.get,
      await client.call(api.directReports.get, { params: { id: adaReport.id } }),
    );
    expect(detail.snapshot.thisWeek).toEqual([]);
  });
});

describe("a user who has not finished onboarding (no profile's zone yet)", () => {
  it("reads the 1:1 day and time in the calendar's own zone", async () => {
    const { token } = await stack.signIn('calendar-before-onboarding@example.com');
    const client = stack.api(token);
    await connectThroughConsent(client, 'google', FROM_ONBOARDING);
    google.timeZone = TIME_ZONE;
    try {
      await sync(client, { force: true });
    } finally {
      google.timeZone = 'UTC';
    }
    const people = await detected(client);
    expect(people.find((person) => person.email === ada.email)).toMatchObject({
      meetingDayOfWeek: 'Monday',
      meetingTime: ada.time,
    });
  });
});

describe('declined 1:1s', () => {
  let client: ApiClient;
  let restore: Record<string, unknown>[];
  const tomorrow = () => new Date(Date.now() + 86_400_000);

  /** A one-off 30-minute event tomorrow between the user and `them`, with their answers. */
  function oneOff(
    id: string,
    summary: string,
    them: { email: string; displayName: string },
    answers: { theirs: string; mine: string },
  ) {
    const start = tomorrow();
    return {
      kind: 'calendar#event',
      id,
      status: 'confirmed',
      summary,
      organizer: { email: google.account, self: true },
      start: { dateTime: start.toISOString() },
      end: { dateTime: new Date(start.getTime() + 30 * 60_000).toISOString() },
      attendees: [
        { email: google.account, self: true, organizer: true, responseStatus: answers.mine },
        { ...them, responseStatus: answers.theirs },
      ],
    };
  }
  const integration = async () =>
    expectSuccess(api.calendar.integration, await client.call(api.calendar.integration));
  const dashboardCount = async () =>
    expectSuccess(api.dashboard.get, await client.call(api.dashboard.get)).unmatchedMeetingsCount;

  beforeAll(async () => {
    restore = [...google.events];
    ({ client } = await connectedUser());
  });
  afterAll(() => {
    google.events = restore;
  });

  it("a one-off 'Coffee chat' the other attendee declined adds nobody and does not raise unmatchedMeetingsCount", async () => {
    const barbara = { email: 'barbara.liskov@example.com', displayName: 'Barbara Liskov' };
    google.events = [
      ...restore,
      oneOff('coffee1', 'Coffee chat', barbara, { theirs: 'declined', mine: 'accepted' }),
    ];
    await sync(client, { force: true });
    expect((await detected(client)).map((person) => person.email)).not.toContain(barbara.email);
    expect((await integration()).unmatchedMeetingsCount).toBe(SAMPLE_ONE_ON_ONES.length);
    expect(await dashboardCount()).toBe(SAMPLE_ONE_ON_ONES.length);

    // The same chat accepted is a 1:1: she is new, and counted.
    google.events = [
      ...restore,
      oneOff('coffee1', 'Coffee chat', barbara, { theirs: 'accepted', mine: 'accepted' }),
    ];
    await sync(client, { force: true });
    expect((await detected(client)).map((person) => person.email)).toContain(barbara.email);
    expect(await dashboardCount()).toBe(SAMPLE_ONE_ON_ONES.length + 1);
  });

  it('a 1:1 the user declined adds nobody; tentative and unanswered ones count', async () => {
    const linus = { email: 'linus.torvalds@example.com', displayName: 'Linus Torvalds' };
    google.events = [
      ...restore,
      oneOff('chat2', 'Quick sync', linus, { theirs: 'accepted', mine: 'declined' }),
    ];
    await sync(client, { force: true });
    expect((await detected(client)).map((person) => person.email)).not.toContain(linus.email);
    expect((await integration()).unmatchedMeetingsCount).toBe(SAMPLE_ONE_ON_ONES.length);

    google.events = [
      ...restore,
      oneOff('chat2', 'Quick sync', linus, { theirs: 'tentative', mine: 'needsAction' }),
    ];
    await sync(client, { force: true });
    expect((await detected(client)).map((person) => person.email)).toContain(linus.email);
  });

  it("a week of a tracked person's 1:1 series they declined has no 1:1", async () => {
    google.events = [...restore];
    const added = await addReport(client, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ada.email,
      source: 'detected',
    });
    await sync(client, { force: true });
    const adaThisWeek = async () =>
      (await weekly(client)).meetings.filter((meeting) => meeting.directReportId === added.id);
    expect(await adaThisWeek()).toHaveLength(1);

    editEvent(sampleInstanceId('sample1on1ada', thisWeeks(ada.weekday)), (event) => ({
      ...event,
      attendees: (event.attendees as { email: string }[]).map((attendee) =>
        attendee.email === ada.email ? { ...attendee, responseStatus: 'declined' } : attendee,
      ),
    }));
    await sync(client, { force: true });
    expect(await adaThisWeek()).toEqual([]);
    // Still her 1:1 series: she stays matched, nobody new.
    expect(await detected(client)).not.toContainEqual(
      expect.objectContaining({ email: ada.email }),
    );
  });
});

describe('invalid_grant during a sync', () => {
  it('marks Google Calendar for a reconnect and answers a clear 409, not a 500', async () => {
    const { client, userId } = await connectedUser();
    await entities()
      .integration.patch({ userId, provider: 'google' })
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .go();
    google.refreshMode = 'invalidGrant';
    try {
      const error = expectError(
        await client.call(api.calendar.sync, { body: { force: true } }),
        409,
        'conflict',
      );
      expect(error.message).toBe('Google Calendar needs to be reconnected');
    } finally {
      google.refreshMode = 'ok';
    }
    const integrations = expectSuccess(
      api.integrations.list,
      await client.call(api.integrations.list),
    );
    expect(integrations.google.status).toBe('needsReconnect');
    const integration = expectSuccess(
      api.calendar.integration,
      await client.call(api.calendar.integration),
    );
    expect(integration).toMatchObject({ connected: false, unmatchedMeetingsCount: 0 });
    expectError(await client.call(api.calendar.sync, {}), 409, 'conflict');
  });

  it('a user who never connected gets a 409 too', async () => {
    const { token } = await stack.signIn('calendar-never@example.com');
    const error = expectError(
      await stack.api(token).call(api.calendar.sync, { body: {} }),
      409,
      'conflict',
    );
    expect(error.message).toBe('Google Calendar is not connected');
  });
});
