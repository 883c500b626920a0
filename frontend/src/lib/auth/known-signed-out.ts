/**
 * Whether this browser is known to be signed out without loading any auth code
 * (docs/performance.md#a-light-first-page: a signed-out visitor's first page loads no auth
 * library). Local issuer: no stored session. Clerk: no `__client_uat` cookie (Clerk's "client
 * updated at" cookie on the app's domain, also as `__client_uat_<suffix>`) holding a time, i.e.
 * none at all or only '0' (Clerk's signed-out value).
 */
import { authProviderKind } from '@/lib/env';
import { readStoredSession } from './local-session';

function clerkClientUpdatedAt(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([name]) => name?.startsWith('__client_uat'))
    .map(([, value]) => value ?? '');
}

export function knownSignedOut(): boolean {
  if (authProviderKind === 'local') return readStoredSession() === null;
  return clerkClientUpdatedAt().every((value) => value === '' || value === '0');
}
