/**
 * The local issuer's user store is append-only (docs/api.md#fair-limits): a sign-up adds one line
 * to `local-auth/users.jsonl` and leaves the lines before it untouched, a repeated sign-in adds
 * nothing, a name change adds the new state, and a restart reads the latest state back (also of
 * users kept in the former whole-file `users.json`).
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenIssuer, userIdForEmail } from './token-issuer';

let dataDir: string;
const usersFile = () => path.join(dataDir, 'local-auth', 'users.jsonl');
const issuer = () => createTokenIssuer({ dataDir, issuer: 'http://localhost:3000/local-auth' });
const signUp = async (email: string, firstName?: string) =>
  (await issuer()).createSession({ email, ...(firstName ? { firstName } : {}) }, 'http://x');

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'coach-issuer-users-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('local issuer user store', () => {
  it('appends one line per sign-up and never rewrites what is there', async () => {
    const store = await issuer();
    await store.createSession({ email: 'a@example.com' }, 'http://x');
    const first = await readFile(usersFile(), 'utf8');
    const { ino } = await stat(usersFile());
    await store.createSession({ email: 'b@example.com' }, 'http://x');
    await store.createSession({ email: 'a@example.com' }, 'http://x');
    const after = await readFile(usersFile(), 'utf8');
    expect(after.startsWith(first)).toBe(true);
    expect(after.trim().split('\n')).toHaveLength(2);
    expect((await stat(usersFile())).ino).toBe(ino);
  });

  it('keeps the latest names across a restart, former users.json included', async () => {
    await writeFile(
      path.join((await issuer(), dataDir), 'local-auth', 'users.json'),
      JSON.stringify({
        'old@example.com': {
          id: userIdForEmail('old@example.com'),
          email: 'old@example.com',
          firstName: 'Olga',
          lastName: '',
        },
      }),
    );
    await signUp('c@example.com', 'Cy');
    await signUp('c@example.com', 'Cyd');
    expect((await signUp('c@example.com')).user.firstName).toBe('Cyd');
    expect((await signUp('old@example.com')).user.firstName).toBe('Olga');
  });
});
