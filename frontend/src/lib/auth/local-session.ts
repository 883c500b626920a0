/**
 * The local token issuer's session as stored in this browser (localStorage): the token and its
 * user, and the issuer's session requests. Without jose or React, so the first page can tell a
 * signed-out visitor cheaply and open the demo (`requestDemoSession`) before the app loads.
 */
export const LOCAL_SESSION_KEY = 'coach.local-session';

export interface StoredSession {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string };
}

/** The stored session, or null when there is none or it is unreadable. */
export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(LOCAL_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed?.token === 'string' && typeof parsed.user?.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the session in this browser (null removes it). */
export function writeStoredSession(session: StoredSession | null): void {
  if (session) localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(LOCAL_SESSION_KEY);
}

/**
 * POSTs to an issuer route that answers a session (`/local-auth/sessions` with `body`, or demo
 * mode's `/local-auth/demo`); null when the route answers 404 (no demo here).
 * @throws Error with the issuer's message on any other failure.
 */
export async function postForSession(url: string, body?: unknown): Promise<StoredSession | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 404) return null;
  const answer = (await response.json().catch(() => null)) as
    (StoredSession & { error?: undefined }) | { error: { message: string } } | null;
  if (!response.ok || !answer || answer.error) {
    throw new Error(answer?.error?.message ?? 'Could not sign in. Please try again.');
  }
  return answer as StoredSession;
}

/**
 * Whether this server runs the demo (`GET /local-auth/demo` → `{ available }`): asked before the
 * demo sign-in, so a server without the demo gets no sign-in that fails.
 * @throws Error when the server cannot be reached or answers otherwise.
 */
export async function demoAvailable(): Promise<boolean> {
  const answer = await fetch('/local-auth/demo', { headers: { accept: 'application/json' } })
    .then((response) =>
      response.ok ? (response.json() as Promise<{ available?: unknown }>) : null,
    )
    .catch(() => null);
  if (typeof answer?.available !== 'boolean') {
    throw new Error('Could not open the demo. Please try again.');
  }
  return answer.available;
}

/**
 * Demo mode's sign-in (`npm run demo`): the seeded demo account's session, or null when this server
 * does not run the demo (then nothing is posted). @throws Error with the issuer's message.
 */
export async function requestDemoSession(): Promise<StoredSession | null> {
  if (!(await demoAvailable())) return null;
  return postForSession('/local-auth/demo');
}
