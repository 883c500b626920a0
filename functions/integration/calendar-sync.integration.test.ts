/**
 * Calendar sync and 1:1 detection end to end (issue 10 item 3) over the real local stack against
 * the loopback fake of Google serving the sample calendar (test-support/sample-calendar.ts):
 * connect, sync, the detected people (exactly the four 1:1 partners), the calendar integration
 * state, the manual sync's rate limit, a person added with a matching email leaving the detected
 * list and getting the calendar's time as this week's 1:1 (replacing their schedule's), a moved
 * event moving it, a cancelled one dropping it, the dashboard's unmatched count, and
 * `invalid_grant` during a sync disconnecting with a clear 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type WeeklyMeetings } from '../../shared/contract';
import { weekStartOf } from '../../shared/domain/moments';
import { entities } from '../../functions/lib/data/entities';
import { expectError, expectSuccess } from '../../test-support/expect-response';
import { startFakeGoogle, type FakeGoogle } from '../../test-support/fake-google';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { connectThroughConsent } from '../../test-support/oauth-flow';
import {
  SAMPLE_ONE_ON_ONES,
  sampleCalendarEvents,
  sampleInstanceId,
} from '../../test-support/sample-calendar';

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
const detected = async (client: ApiClient) =>
  expectSuccess(api.directReports.detected, await client.call(api.directReports.detected));
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
    });
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

  it('skips a sync within 5 minutes of the last one unless forced (no body is fine)', async () => {
    const before = google.eventRequests.length;
    const skipped = await sync(client);
    expect(skipped).toMatchObject({ synced: false, detectedCount: 4 });
    expect(google.eventRequests.length).toBe(before);
    expect((await sync(client, { force: true })).synced).toBe(true);
    expect(google.eventRequests.length).toBe(before + 1);
  });

  it("a person added with a matching email leaves the detected list and gets the calendar's time", async () => {
    const added = expectSuccess(
      api.directReports.create,
      await client.call(api.directReports.create, {
        body: {
          firstName: 'Ada',
          lastName: 'L.',
          email: ' ADA.Lovelace@example.com ',
          source: 'detected',
        },
      }),
    );
    // Grace by full name, with a schedule (Friday 09:00) the calendar's Tuesday 14:00 replaces.
    const graceAdded = expectSuccess(
      api.directReports.create,
      await client.call(api.directReports.create, {
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          meetingDayOfWeek: 'Friday',
          meetingTime: '09:00',
          meetingFrequency: 'weekly',
        },
      }),
    );
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
