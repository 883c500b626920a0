import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, type Profile } from '@shared/contract/schemas/profile';
import { parseTeamSize, toFormState, toProfileUpdate } from './profile-form';

describe('parseTeamSize (docs/product.md#validation-rules: Team Size parsed as an integer, falling back to 0)', () => {
  it('parses integers and falls back to 0', () => {
    expect(parseTeamSize('12')).toBe(12);
    expect(parseTeamSize('7.9')).toBe(7);
    expect(parseTeamSize('')).toBe(0);
    expect(parseTeamSize('many')).toBe(0);
    expect(parseTeamSize('-3')).toBe(0);
  });
});

describe('the settings form and PUT /api/profile', () => {
  const profile: Profile = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'EM',
    teamSize: 4,
    goals: [],
    challenges: [],
    topStressors: [],
    integrations: { googleCalendar: false, slack: true },
    preferences: {
      nudgeFrequency: 'hourly',
      nudgeOnWeekends: true,
      coachingStyle: 'direct',
      timeZone: 'Asia/Kolkata',
      useAiAssistance: false,
    },
    onboardingCompleted: true,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
  };

  it("sends back every preference it shows, 'Nudge me on weekends too' included", () => {
    const update = toProfileUpdate(toFormState(profile));
    expect(update.preferences).toEqual(profile.preferences);
    expect(profileUpdateSchema.parse(update).preferences).toEqual(profile.preferences);
    const weekdaysOnly = toProfileUpdate({ ...toFormState(profile), nudgeOnWeekends: false });
    expect(weekdaysOnly.preferences?.nudgeOnWeekends).toBe(false);
  });
});
