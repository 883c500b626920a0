/**
 * The one-manager rule (docs/product.md#validation-rules, #constants-and-limits: at most one
 * non-archived manager) over real HTTP: a second create is a 409 conflict, concurrent creates let
 * exactly one through, archiving frees the slot and restoring the archived manager while another is
 * active is a 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';
import { expectError, expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;

const schedule = { meetingDayOfWeek: 'Friday', meetingTime: '15:00', meetingFrequency: 'biweekly' };
const ONE_MANAGER = 'Only 1 manager can be added. Remove the existing manager first.';

async function signedIn(email: string): Promise<ApiClient> {
  return stack.api((await stack.signIn(email)).token);
}

async function activeBossNames(user: ApiClient): Promise<string[]> {
  const bosses = expectSuccess(api.bosses.list, await user.call(api.bosses.list));
  return bosses.map((boss) => boss.firstName);
}

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('one manager per user', () => {
  it('a second POST /api/bosses is a 409 conflict and stores nothing', async () => {
    const user = await signedIn('two-bosses@example.com');
    const first = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'First', ...schedule } }),
    );
    const error = expectError(
      await user.call(api.bosses.create, { body: { firstName: 'Second', ...schedule } }),
      409,
      'conflict',
    );
    expect(error.message).toBe(ONE_MANAGER);
    const all = expectSuccess(
      api.bosses.list,
      await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(all).toEqual([first]);
  });

  it('two concurrent creates by the same user: exactly one 201 and one 409', async () => {
    const user = await signedIn('race@example.com');
    const responses = await Promise.all(
      ['Racer A', 'Racer B'].map((firstName) =>
        user.call(api.bosses.create, { body: { firstName, ...schedule } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const winner = responses.find((response) => response.status === 201)!;
    const loser = responses.find((response) => response.status === 409)!;
    expectError(loser, 409, 'conflict');
    const created = expectSuccess(api.bosses.create, winner);

    const all = expectSuccess(
      api.bosses.list,
      await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(all).toEqual([created]);
  });

  it('many concurrent creates still leave exactly one manager', async () => {
    const user = await signedIn('stampede@example.com');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        user.call(api.bosses.create, { body: { firstName: `Boss ${index}`, ...schedule } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const all = expectSuccess(
      api.bosses.list,
      await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(all).toHaveLength(1);
  });

  it('the rule is per user: another user can add their own manager', async () => {
    const first = await signedIn('per-user-a@example.com');
    const second = await signedIn('per-user-b@example.com');
    expectSuccess(
      api.bosses.create,
      await first.call(api.bosses.create, { body: { firstName: 'A', ...schedule } }),
    );
    expectSuccess(
      api.bosses.create,
      await second.call(api.bosses.create, { body: { firstName: 'B', ...schedule } }),
    );
    expect(await activeBossNames(first)).toEqual(['A']);
    expect(await activeBossNames(second)).toEqual(['B']);
  });

  it('archiving frees the slot; restoring the old manager while a new one is active is a 409', async () => {
    const user = await signedIn('archive-restore@example.com');
    const old = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Old', ...schedule } }),
    );
    expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, { params: { id: old.id }, body: { status: 'archived' } }),
    );
    expect(await activeBossNames(user)).toEqual([]);

    const replacement = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'New', ...schedule } }),
    );
    expect(await activeBossNames(user)).toEqual(['New']);

    const error = expectError(
      await user.call(api.bosses.update, { params: { id: old.id }, body: { status: 'active' } }),
      409,
      'conflict',
    );
    expect(error.message).toBe(ONE_MANAGER);
    const all = expectSuccess(
      api.bosses.list,
      await user.call(api.bosses.list, { query: { includeArchived: '1' } }),
    );
    expect(all.map((boss) => [boss.firstName, boss.status])).toEqual([
      ['Old', 'archived'],
      ['New', 'active'],
    ]);

    // An archived manager can still be edited without being restored.
    const edited = expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: old.id },
        body: { role: 'Former manager' },
      }),
    );
    expect(edited).toMatchObject({ status: 'archived', role: 'Former manager' });

    // Archiving the new one lets the old one come back.
    expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: replacement.id },
        body: { status: 'archived' },
      }),
    );
    const restored = expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, { params: { id: old.id }, body: { status: 'active' } }),
    );
    expect(restored.status).toBe('active');
    expect(await activeBossNames(user)).toEqual(['Old']);
    expectError(
      await user.call(api.bosses.create, { body: { firstName: 'Third', ...schedule } }),
      409,
      'conflict',
    );
  });

  it('updating the active manager is not blocked by the rule', async () => {
    const user = await signedIn('update-active@example.com');
    const boss = expectSuccess(
      api.bosses.create,
      await user.call(api.bosses.create, { body: { firstName: 'Kim', ...schedule } }),
    );
    const updated = expectSuccess(
      api.bosses.update,
      await user.call(api.bosses.update, {
        params: { id: boss.id },
        body: { status: 'active', lastName: 'Nguyen' },
      }),
    );
    expect(updated).toMatchObject({ status: 'active', name: 'Kim Nguyen' });
  });

  it('direct reports are not limited by the rule', async () => {
    const user = await signedIn('many-reports@example.com');
    for (const firstName of ['One', 'Two', 'Three']) {
      expectSuccess(
        api.directReports.create,
        await user.call(api.directReports.create, { body: { firstName, ...schedule } }),
      );
    }
    const reports = expectSuccess(api.directReports.list, await user.call(api.directReports.list));
    expect(reports).toHaveLength(3);
  });
});
