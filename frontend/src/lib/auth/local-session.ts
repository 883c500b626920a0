/**
 * The local token issuer's session as stored in this browser (localStorage): the token and its
 * user. Read without jose or React, so the first page can tell a signed-out visitor cheaply.
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
