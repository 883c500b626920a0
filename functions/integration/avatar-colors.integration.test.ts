/**
 * Avatar colours of a team (docs/product.md#constants-and-limits 'Avatar colour';
 * docs/api.md#conventions): a person added over HTTP is stored with a pair of the brand palette
 * that none of the user's active people shows yet, so up to the palette's size every person of a
 * team looks different; the pair stays when others join; an archived person's pair is free again; a
 * pair sent in the body is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract/api';
import { AVATAR_PALETTE, avatarColorsFor } from '../../shared/domain/avatar-color';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ runScheduledJobs: false });
});

afterAll(async () => {
  await stack?.close();
});

async function client(email: string): Promise<ApiClient> {
  return stack.api((await stack.signIn(email)).token);
}

const schedule = { meetingDayOfWeek: 'Tuesday', meetingTime: '10:00', meetingFrequency: 'weekly' };

async function addReport(user: ApiClient, firstName: string, extra: object = {}) {
  return expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, { body: { firstName, ...schedule, ...extra } }),
  );
}

/** The pair each active person of the user shows, by id, as the app draws it. */
async function teamColors(user: ApiClient): Promise<Map<string, string>> {
  const reports = expectSuccess(api.directReports.list, await user.call(api.directReports.list));
  const bosses = expectSuccess(api.bosses.list, await user.call(api.bosses.list));
  return new Map(
    [...bosses, ...reports].map((person) => {
      const { pastel, dark } = avatarColorsFor(person);
      return [person.id, `${pastel}/${dark}`];
    }),
  );
}

const PALETTE = AVATAR_PALETTE.map(({ pastel, dark }) => `${pastel}/${dark}`);

describe('people of one team get distinct avatar colours', () => {
  it(`a manager and ${PALETTE.length - 1} direct reports show all ${PALETTE.length} palette pairs, stored with each`, async () => {
    const user = await client('avatar-team@example.com');
    const boss = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Dana', ...schedule } }),
    );
    // Alone in the team, the manager keeps the pair its id hashes to.
    expect(boss).toMatchObject({
      avatarColorPastel: avatarColorsFor({ id: boss.id }).pastel,
      avatarColorDark: avatarColorsFor({ id: boss.id }).dark,
    });
    const before = await teamColors(user);
    for (let index = 1; index < PALETTE.length; index += 1) {
      const report = await addReport(user, `Person ${index}`);
      expect(report.avatarColorPastel).not.toBeNull();
      expect(report.avatarColorDark).not.toBeNull();
    }
    const colors = await teamColors(user);
    expect(colors.size).toBe(PALETTE.length);
    expect([...colors.values()].sort()).toEqual([...PALETTE].sort());
    // Those already there kept their pair.
    for (const [id, pair] of before) expect(colors.get(id)).toBe(pair);

    // The lean lists (sidebar, pickers) carry the same stored pairs.
    const lean = expectSuccess(
      api.directReports.listLean,
      await user.call(api.directReports.listLean),
    );
    for (const person of lean) {
      expect(`${person.avatarColorPastel}/${person.avatarColorDark}`).toBe(colors.get(person.id));
    }
  });

  it("an archived person's pair goes to the next person added", async () => {
    const user = await client('avatar-archive@example.com');
    const people = [];
    for (let index = 0; index < PALETTE.length; index += 1) {
      people.push(await addReport(user, `Member ${index}`));
    }
    const leaving = people[3]!;
    expectSuccess(
      api.directReports.remove,
      await user.call(api.directReports.remove, { params: { id: leaving.id } }),
    );
    const joining = await addReport(user, 'Newcomer');
    expect(joining).toMatchObject({
      avatarColorPastel: leaving.avatarColorPastel,
      avatarColorDark: leaving.avatarColorDark,
    });
    expect(new Set((await teamColors(user)).values()).size).toBe(PALETTE.length);
  });

  it('past the palette, a new person takes a pair shown least often', async () => {
    const user = await client('avatar-big-team@example.com');
    for (let index = 0; index < PALETTE.length + 3; index += 1) {
      await addReport(user, `Member ${index}`);
    }
    const counts = new Map<string, number>();
    for (const pair of (await teamColors(user)).values()) {
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
    expect(counts.size).toBe(PALETTE.length);
    expect(Math.max(...counts.values())).toBe(2);
  });

  it('a pair sent in the body is kept, and taken into account for the next person', async () => {
    const user = await client('avatar-own-pair@example.com');
    const chosen = await addReport(user, 'Chosen', {
      avatarColorPastel: '#FCE4EC',
      avatarColorDark: '#AD1457',
    });
    expect(chosen).toMatchObject({ avatarColorPastel: '#FCE4EC', avatarColorDark: '#AD1457' });
    const next = await addReport(user, 'Next');
    expect(next.avatarColorPastel).not.toBe('#FCE4EC');
    expect(PALETTE).toContain(`${next.avatarColorPastel}/${next.avatarColorDark}`);
  });
});
