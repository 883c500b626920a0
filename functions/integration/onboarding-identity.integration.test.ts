/**
 * Identity is the token's (docs/api.md#conventions): `POST /api/onboarding` stores the token's
 * email claim, never an `email` sent in the body — on the first call and on every repeat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/contract';
import { startLocalStack, type LocalStack } from '../../test-support/local-stack';
import { expectSuccess } from '../../test-support/expect-response';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('POST /api/onboarding', () => {
  it("keeps the token's email whatever the body says", async () => {
    const { token } = await stack.signIn('real.person@example.com');
    const user = stack.api(token);
    const body = { firstName: 'Real', role: 'Lead', teamSize: 3, email: 'ceo@example.com' };

    const first = expectSuccess(
      api.onboarding.complete,
      await user.call(api.onboarding.complete, { body }),
    );
    expect(first.email).toBe('real.person@example.com');

    const repeat = expectSuccess(
      api.onboarding.complete,
      await user.call(api.onboarding.complete, { body: { ...body, email: 'cfo@example.com' } }),
    );
    expect(repeat.email).toBe('real.person@example.com');

    const profile = expectSuccess(api.profile.get, await user.call(api.profile.get));
    expect(profile.email).toBe('real.person@example.com');
  });
});
