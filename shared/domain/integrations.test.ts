import { describe, expect, it } from 'vitest';
import {
  connectedLocation,
  failedLocation,
  parseConnectRedirect,
  providerParam,
} from './integrations';

describe('parseConnectRedirect', () => {
  it('accepts the return targets of docs/product.md#calls', () => {
    expect(parseConnectRedirect('google', '/onboarding?connected=google')).toEqual({
      path: '/onboarding',
      returnPath: null,
    });
    expect(parseConnectRedirect('google', '/onboarding?connected=google&return=/profile')).toEqual({
      path: '/onboarding',
      returnPath: '/profile',
    });
    expect(
      parseConnectRedirect('google', '/onboarding?connected=google&return=/dashboard'),
    ).toEqual({ path: '/onboarding', returnPath: '/dashboard' });
    expect(parseConnectRedirect('slack', '/profile?connected=slack')).toEqual({
      path: '/profile',
      returnPath: null,
    });
    expect(parseConnectRedirect('slack', '/profile')).toEqual({
      path: '/profile',
      returnPath: null,
    });
  });

  it.each([
    'https://evil.example.com/profile',
    '//evil.example.com/profile',
    '/\\evil.example.com',
    'profile',
    '/dashboard',
    '/profile/../dashboard',
    '/profile?next=https://evil.example.com',
    '/profile?connected=slack',
    '/onboarding?connected=google&connected=google',
    '/onboarding?connected=google&return=https://evil.example.com',
    '/onboarding?connected=google&return=//evil.example.com',
    '/profile#x',
    '/profile ',
    `/profile?return=/profile${'x'.repeat(200)}`,
  ])('refuses %s for google', (value) => {
    expect(parseConnectRedirect('google', value)).toBeNull();
  });
});

describe('locations', () => {
  it('a success sets connected=<provider> on the redirect, keeping return', () => {
    expect(connectedLocation({ path: '/onboarding', returnPath: '/profile' }, 'google')).toBe(
      '/onboarding?connected=google&return=/profile',
    );
    expect(connectedLocation({ path: '/profile', returnPath: null }, 'slack')).toBe(
      '/profile?connected=slack',
    );
  });

  it('a failure goes back to where the user started, or the profile', () => {
    expect(failedLocation({ path: '/onboarding', returnPath: '/dashboard' }, 'google')).toBe(
      '/dashboard?connectionError=google',
    );
    expect(failedLocation({ path: '/onboarding', returnPath: null }, 'google')).toBe(
      '/onboarding?connectionError=google',
    );
    expect(failedLocation(null, 'slack')).toBe('/profile?connectionError=slack');
  });

  it('reads a provider parameter', () => {
    expect(providerParam('google')).toBe('google');
    expect(providerParam('github')).toBeNull();
    expect(providerParam(null)).toBeNull();
  });
});
