/**
 * The Monday rollover job (docs/product.md#weeks-and-time-zones) on the real local stack:
 * users set their zone over HTTP (so the profile's time-zone index holds them) and write a note;
 * the job's handler then runs as the schedule would, at Monday 00:05 in Los Angeles, London and
 * Kolkata, and in a daylight-saving week. It closes each user's last week (totals and `closedAt`)
 * and opens the new one, for the users of that zone only; run twice it leaves the same items, and
 * no number on the dashboard changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Dashboard } from '../../shared/contract';
import { zonedWallTimeToUtc } from '../../shared/domain/schedule';
import { handler, runWeeklyRollover as weeklyRollover } from '../jobs/weekly-rollover';
import { entities } from '../lib/data/entities';
import { expectSuccess } from '../../test-support/expect-response';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { shiftWeek, weekStartOf } from '../../shared/domain/week';

const ZONES = ['America/Los_Angeles', 'Europe/London', 'Asia/Kolkata'] as const;
type Zone = (typeof ZONES)[number];

let stack: LocalStack;
const users = new Map<Zone, { id: string; api: ApiClient }>();

beforeAll(async () => {
  stack = await startLocalStack();
  for (const zone of ZONES) {
    const session = await stack.signIn(`rollover-${zone.replace('/', '-')}@example.com`);
    const client = stack.api(session.token);
    expectSuccess(
      api.profile.update,
      await client.call(api.profile.update, { body: { preferences: { timeZone: zone } } }),
    );
    const person = expectSuccess(
      api.directReports.create,
      await client.call(api.directReports.create, {
        body: {
          firstName: 'Sam',
          meetingDayOfWeek: 'Monday',
          meetingTime: '09:00',
          meetingFrequency: 'weekly',
        },
      }),
    );
    expectSuccess(
      api.notes.create,
      await client.call(api.notes.create, {
        body: { content: 'Thanked Sam for the launch', directReportId: person.id },
      }),
    );
    users.set(zone, { id: session.user.id, api: client });
  }
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

async function dashboardOf(zone: Zone): Promise<Dashboard> {
  const client = users.get(zone)!.api;
  return expectSuccess(api.dashboard.get, await client.call(api.dashboard.get));
}

/** The raw week summary item of a user (null when absent). */
async function summaryOf(userId: string, weekStart: string) {
  const { data } = await entities().weekSummary.get({ userId, weekStart }).go();
  return data;
}

/** Monday 00:05 local, a week after `mondayDate`'s week began, in the zone. */
const nextMondayRun = (thisMonday: string, zone: string) =>
  zonedWallTimeToUtc(shiftWeek(thisMonday, 1), '00:05', zone);

describe('the weekly rollover', () => {
  it("sees each user's note in their week summary first (the consumer writes it)", async () => {
    for (const zone of ZONES) {
      await expect
        .poll(async () => (await dashboardOf(zone)).weeklyProgress.notesLogged, { timeout: 3000 })
        .toBe(1);
    }
  });

  for (const zone of ZONES) {
    it(`in ${zone}: closes last week and opens the new one for that zone's users, the same twice`, async () => {
      const { id } = users.get(zone)!;
      const thisWeek = weekStartOf(new Date(), zone);
      const runAt = nextMondayRun(thisWeek, zone);
      const before = await dashboardOf(zone);

      const first = await weeklyRollover({ timeZone: zone }, runAt);
      expect(first).toEqual({
        timeZone: zone,
        weekStart: shiftWeek(thisWeek, 1),
        closedWeekStart: thisWeek,
        // Only this zone's user: the others' profiles are under other zones in the index.
        users: 1,
      });
      const closed = await summaryOf(id, thisWeek);
      expect(closed?.closedAt).toBe(
        zonedWallTimeToUtc(shiftWeek(thisWeek, 1), '00:00', zone).toISOString(),
      );
      expect(closed?.totals).toMatchObject({ notes: 1 });
      const opened = await summaryOf(id, shiftWeek(thisWeek, 1));
      expect(opened?.openedAt).toBe(closed?.closedAt);

      const second = await weeklyRollover({ timeZone: zone }, runAt);
      expect(second).toEqual(first);
      expect(await summaryOf(id, thisWeek)).toEqual(closed);
      expect(await summaryOf(id, shiftWeek(thisWeek, 1))).toEqual(opened);

      // Correctness never depended on it: the dashboard reads the same.
      const after = await dashboardOf(zone);
      expect({ ...after, now: before.now }).toEqual(before);
    });
  }

  it('in a daylight-saving week (London, clocks forward on 29 March 2026) closes that week', async () => {
    const runAt = new Date('2026-03-29T23:05:00Z'); // Monday 30 March 00:05 BST
    const first = await weeklyRollover({ timeZone: 'Europe/London' }, runAt);
    expect(first).toMatchObject({ weekStart: '2026-03-30', closedWeekStart: '2026-03-23' });
    const { id } = users.get('Europe/London')!;
    const closed = await summaryOf(id, '2026-03-23');
    expect(closed?.closedAt).toBe('2026-03-29T23:00:00.000Z');
    expect(await weeklyRollover({ timeZone: 'Europe/London' }, runAt)).toEqual(first);
    expect(await summaryOf(id, '2026-03-23')).toEqual(closed);
  });

  it('drops a malformed event without writing', async () => {
    expect(await weeklyRollover({ timeZone: 'Mars/Olympus_Mons' })).toBeNull();
    expect(await weeklyRollover('not an event')).toBeNull();
  });

  it('as a Lambda, takes (event, context) and rolls over at the current time', async () => {
    const lambdaContext = { awsRequestId: 'request-1', getRemainingTimeInMillis: () => 60_000 };
    const invoke = handler as (event: unknown, context: unknown) => ReturnType<typeof handler>;
    const result = await invoke({ timeZone: 'Asia/Kolkata' }, lambdaContext);
    expect(result?.timeZone).toBe('Asia/Kolkata');
    expect(Date.parse(result!.weekStart)).toBeLessThanOrEqual(Date.now());
  });
});
