import { describe, expect, it } from 'vitest';
import { onboardingCompleteSchema, profileUpdateSchema } from './profile';

const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('onboardingCompleteSchema', () => {
  it('team size is a whole number from 1 to 6 (6 stands for 6+), or absent', () => {
    for (const teamSize of [1, 2, 3, 4, 5, 6]) {
      expect(onboardingCompleteSchema.parse({ firstName: 'A', teamSize }).teamSize).toBe(teamSize);
    }
    expect(onboardingCompleteSchema.parse({ firstName: 'A' }).teamSize).toBeUndefined();
    expect(onboardingCompleteSchema.parse({ firstName: 'A', teamSize: null }).teamSize).toBeNull();
    for (const teamSize of [0, 7, 2.5, '3', -1]) {
      expect(
        fields(onboardingCompleteSchema.safeParse({ firstName: 'A', teamSize })),
        String(teamSize),
      ).toEqual(['teamSize']);
    }
  });

  it('requires a first name; trims text and cleans the lists', () => {
    expect(fields(onboardingCompleteSchema.safeParse({}))).toEqual(['firstName']);
    const parsed = onboardingCompleteSchema.parse({
      firstName: ' Maya ',
      lastName: null,
      role: ' EM ',
      goals: [' Grow ', ''],
      challenges: ['', ' '],
      email: ' maya@example.com ',
    });
    expect(parsed).toMatchObject({
      firstName: 'Maya',
      lastName: '',
      role: 'EM',
      goals: ['Grow'],
      challenges: [],
      email: 'maya@example.com',
      name: '',
    });
  });

  it('validates coaching style, email and time zone', () => {
    expect(
      onboardingCompleteSchema.parse({ firstName: 'A', coachingStyle: 'balanced' }).coachingStyle,
    ).toBe('balanced');
    expect(
      fields(
        onboardingCompleteSchema.safeParse({
          firstName: 'A',
          coachingStyle: 'harsh',
          email: 'nope',
          timeZone: 'Mars/Olympus',
        }),
      ).sort(),
    ).toEqual(['coachingStyle', 'email', 'timeZone']);
  });
});

describe('profileUpdateSchema', () => {
  it('leaves omitted fields out, so they keep their value', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ role: ' Director ' })).toEqual({ role: 'Director' });
    expect(profileUpdateSchema.parse({ preferences: { timeZone: 'Asia/Tokyo' } })).toEqual({
      preferences: { timeZone: 'Asia/Tokyo' },
    });
  });

  it('drops the read-only email and integrations', () => {
    expect(
      profileUpdateSchema.parse({
        firstName: 'A',
        email: 'other@example.com',
        integrations: { slack: true },
      }),
    ).toEqual({ firstName: 'A' });
  });

  it('team size is a non-negative whole number (any size, not only the toggles)', () => {
    expect(profileUpdateSchema.parse({ teamSize: 0 }).teamSize).toBe(0);
    expect(profileUpdateSchema.parse({ teamSize: 40 }).teamSize).toBe(40);
    for (const teamSize of [-1, 1.5, 'x']) {
      expect(fields(profileUpdateSchema.safeParse({ teamSize })), String(teamSize)).toEqual([
        'teamSize',
      ]);
    }
  });

  it('a given first name may not be blank; lists are cleaned', () => {
    expect(fields(profileUpdateSchema.safeParse({ firstName: '  ' }))).toEqual(['firstName']);
    expect(profileUpdateSchema.parse({ topStressors: [' a ', '', 'b'] })).toEqual({
      topStressors: ['a', 'b'],
    });
  });

  it('preferences are checked field by field', () => {
    expect(
      fields(
        profileUpdateSchema.safeParse({
          preferences: { nudgeFrequency: 'monthly', coachingStyle: 'supportive' },
        }),
      ),
    ).toEqual(['preferences.nudgeFrequency']);
    expect(
      fields(profileUpdateSchema.safeParse({ preferences: { nudgeOnWeekends: 'yes' } })),
    ).toEqual(['preferences.nudgeOnWeekends']);
    expect(profileUpdateSchema.parse({ preferences: { nudgeOnWeekends: true } })).toEqual({
      preferences: { nudgeOnWeekends: true },
    });
  });
});
