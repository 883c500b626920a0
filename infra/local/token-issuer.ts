/**
 * The local token issuer, a stand-in for Clerk that is never part of the cloud build
 * (docs/architecture.md#local-token-issuer). It signs RS256 JWTs shaped like Clerk session tokens
 * (`sub`, `sid`, `azp`, `iss`, `iat`, `nbf`, `exp`, plus the `email` claim a Clerk session token
 * can be customised to carry; valid one hour) with a key generated once and
 * kept under `<dataDir>/local-auth/`, and serves the public key as a JWKS. Users are kept in
 * `<dataDir>/local-auth/users.jsonl`, one JSON line appended per sign-up or name change (the last
 * line of an email wins), read into memory once at start: a sign-up never rewrites the file, so
 * its cost does not grow with the number of users (docs/api.md#fair-limits).
 *
 * Routes (mounted by the local server):
 * - POST /local-auth/sessions  `{ email, firstName?, lastName? }` → `{ token, user }`
 * - GET  /local-auth/.well-known/jwks.json → `{ keys: [publicJwk] }`
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import * as z from '../../shared/zod';
import {
  MAX_TOKEN_LIFETIME_SECONDS,
  tokenLifetimeProblem,
} from '../../functions/lib/auth/token-lifetime';

/** Token lifetime: one hour, the longest the API accepts (functions/lib/auth/token-lifetime.ts). */
export const TOKEN_TTL_SECONDS = 60 * 60;
/** The longest lifetime the issuer ever signs: the API's bound. */
export const MAX_TOKEN_TTL_SECONDS = MAX_TOKEN_LIFETIME_SECONDS;

/**
 * Refuses claims the issuer must never sign, by the rule the API verifies them with
 * (tokenLifetimeProblem): no `exp` or `iat`, an `exp` not after `iat`, or a lifetime over
 * {@link MAX_TOKEN_TTL_SECONDS}. Times in epoch seconds.
 * @throws Error naming the broken rule.
 */
export function assertTokenLifetime(claims: { iat?: number; exp?: number }): void {
  const problem = tokenLifetimeProblem(claims, claims.iat ?? 0);
  if (problem) throw new Error(`Refusing to sign ${problem}`);
}

export const LOCAL_AUTH_PREFIX = '/local-auth';

export const sessionRequestSchema = z.object({
  email: z.pipe(
    z.string({ error: 'Email is required' }).check(z.trim(), z.toLowerCase()),
    z.email({ error: 'Enter a valid email address' }),
  ),
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export interface LocalUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Session {
  token: string;
  user: LocalUser;
}

/** The same email always maps to the same id: 'user_' + 27 hex digits of its SHA-256. */
export function userIdForEmail(email: string): string {
  return `user_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 27)}`;
}

async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(value, null, 2), { mode: 0o600 });
  await rename(temporary, file);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The users of the JSON-lines file (plus those of the former whole-file `users.json`, read first),
 * by email; the last line of an email wins. A torn last line (a crash mid-append) is skipped.
 */
async function loadUsers(usersFile: string, legacyFile: string): Promise<Map<string, LocalUser>> {
  const users = new Map<string, LocalUser>(
    Object.entries((await readJson<Record<string, LocalUser>>(legacyFile)) ?? {}),
  );
  for (const line of ((await readText(usersFile)) ?? '').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const user = JSON.parse(line) as LocalUser;
      users.set(user.email, user);
    } catch {
      // An incomplete last line: that sign-up was never answered.
    }
  }
  return users;
}

export interface TokenIssuer {
  /** The `iss` of every token, e.g. http://localhost:3000/local-auth */
  issuer: string;
  jwks(): { keys: JWK[] };
  /** Signs in (or up) by email; names given update the stored user. */
  createSession(
    request: z.output<typeof sessionRequestSchema>,
    authorizedParty: string,
  ): Promise<Session>;
}

/**
 * Loads the signing key and users from `<dataDir>/local-auth`, creating the key on first use.
 */
export async function createTokenIssuer(options: {
  dataDir: string;
  issuer: string;
}): Promise<TokenIssuer> {
  const directory = path.join(options.dataDir, 'local-auth');
  await mkdir(directory, { recursive: true });
  const keyFile = path.join(directory, 'signing-key.json');
  const usersFile = path.join(directory, 'users.jsonl');

  let privateJwk = await readJson<JWK>(keyFile);
  if (!privateJwk) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    privateJwk = {
      ...(await exportJWK(privateKey)),
      kid: randomBytes(8).toString('hex'),
      alg: 'RS256',
    };
    await writeJsonAtomically(keyFile, privateJwk);
  }
  const kid = privateJwk.kid ?? 'local';
  const signingKey = await importJWK(privateJwk, 'RS256');
  const { n, e, kty } = privateJwk;
  const publicJwk: JWK = { kty, n, e, kid, alg: 'RS256', use: 'sig' };

  const users = await loadUsers(usersFile, path.join(directory, 'users.json'));
  let pendingWrite = Promise.resolve();

  return {
    issuer: options.issuer,
    jwks: () => ({ keys: [publicJwk] }),
    async createSession(request, authorizedParty) {
      const existing = users.get(request.email);
      const user: LocalUser = {
        id: userIdForEmail(request.email),
        email: request.email,
        firstName: request.firstName || existing?.firstName || '',
        lastName: request.lastName || existing?.lastName || '',
      };
      if (JSON.stringify(existing) !== JSON.stringify(user)) {
        users.set(request.email, user);
        const line = `${JSON.stringify(user)}\n`;
        const append = pendingWrite.then(() => appendFile(usersFile, line, { mode: 0o600 }));
        pendingWrite = append.catch(() => undefined);
        await append;
      }
      const now = Math.floor(Date.now() / 1000);
      const lifetime = { iat: now, exp: now + TOKEN_TTL_SECONDS };
      assertTokenLifetime(lifetime);
      const token = await new SignJWT({
        sid: `sess_${randomBytes(12).toString('hex')}`,
        email: user.email,
        azp: authorizedParty,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(options.issuer)
        .setIssuedAt(lifetime.iat)
        .setNotBefore(lifetime.iat)
        .setExpirationTime(lifetime.exp)
        .sign(signingKey);
      return { token, user };
    },
  };
}
