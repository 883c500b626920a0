import { describe, expect, it } from 'vitest';
import { detectedForReview, suggestedRelationships } from './calendar-matching';
import type { DetectedPerson } from './one-on-one-detection';

const person = (email: string, organizedByThem = false): DetectedPerson => {
  const [first = '', last = ''] = email.split('@')[0]!.split('.');
  return { email, firstName: first, lastName: last, events: [], organizedByThem };
};
const ada = person('ada.lovelace@example.com');
const margaret = person('margaret.hamilton@example.com', true);
const ken = person('ken.thompson@example.com', true);

describe('the relationship the team review suggests', () => {
  it('suggests as manager the one person who organises their 1:1s, the rest as direct reports', () => {
    expect(Object.fromEntries(suggestedRelationships([ada, margaret], []))).toEqual({
      [ada.email]: 'directReport',
      [margaret.email]: 'boss',
    });
  });

  it('suggests no manager when two people organise theirs, or the user has a manager already', () => {
    expect([...suggestedRelationships([ada, margaret, ken], []).values()]).toEqual([
      'directReport',
      'directReport',
      'directReport',
    ]);
    const boss = {
      kind: 'boss' as const,
      firstName: 'Dana',
      lastName: 'W',
      status: 'active' as const,
    };
    expect(suggestedRelationships([margaret], [boss]).get(margaret.email)).toBe('directReport');
  });

  it('a tracked person (active or archived) keeps their kind, and does not count as an organiser', () => {
    const trackedKen = {
      kind: 'directReport' as const,
      email: 'KEN.thompson@example.com ',
      status: 'archived' as const,
    };
    const trackedAda = { kind: 'boss' as const, email: ada.email, status: 'archived' as const };
    const suggestions = suggestedRelationships([ada, margaret, ken], [trackedKen, trackedAda]);
    expect(Object.fromEntries(suggestions)).toEqual({
      [ada.email]: 'boss',
      [margaret.email]: 'boss',
      [ken.email]: 'directReport',
    });
  });

  it('detectedForReview carries the suggestion with the status', () => {
    const sync = { lastSyncedAt: '', windowStart: '', windowEnd: '', people: [ada, margaret] };
    expect(
      detectedForReview(sync, []).map(({ email, status, relationship }) => ({
        email,
        status,
        relationship,
      })),
    ).toEqual([
      { email: ada.email, status: 'new', relationship: 'directReport' },
      { email: margaret.email, status: 'new', relationship: 'boss' },
    ]);
  });
});
