/**
 * Profile and onboarding schemas (docs/product.md#entities 'Onboarding profile', 'Profile',
 * 'Onboarding status';
 * #validation-rules 'Onboarding', 'Profile'; #calls 'Profile and onboarding').
 */
import * as z from '../../zod';
import {
  COACHING_STYLES,
  LIMITS,
  NUDGE_FREQUENCIES,
  TEAM_SIZE_MAX_TOGGLE,
} from '../../domain/constants';
import {
  firstNameInput,
  optionalEmailInput,
  optionalText,
  textListInput,
  timeZoneInput,
  timestamp,
} from './common';

const coachingStyleSchema = z.enum(COACHING_STYLES, {
  error: 'Coaching style must be empathetic, direct, balanced or supportive',
});
const nudgeFrequencySchema = z.enum(NUDGE_FREQUENCIES, {
  error: 'Nudge frequency must be hourly, daily or weekly',
});

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Read-only: set at onboarding from the identity provider. */
  email: z.string(),
  role: z.string(),
  teamSize: z.int(),
  goals: z.array(z.string()),
  challenges: z.array(z.string()),
  topStressors: z.array(z.string()),
  integrations: z.object({ googleCalendar: z.boolean(), slack: z.boolean() }),
  preferences: z.object({
    nudgeFrequency: nudgeFrequencySchema,
    /**
     * 'Nudge me on weekends too' (default false): daily and hourly Slack nudges also on Saturday
     * and Sunday in the user's zone. The weekly nudge is on Mondays either way.
     */
    nudgeOnWeekends: z.boolean(),
    coachingStyle: coachingStyleSchema,
    /** IANA zone; weeks and 1:1 times are computed in it. */
    timeZone: z.string(),
    /** 'Use AI assistance': off runs only the builtin (offline) engine for this user. */
    useAiAssistance: z.boolean(),
  }),
  onboardingCompleted: z.boolean(),
  /** ISO 8601 UTC, null until the profile is first saved. */
  createdAt: z.nullable(timestamp),
  updatedAt: z.nullable(timestamp),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PUT /api/profile`: the profile as the settings page sends it. Fields left out keep their
 * value; email and integrations are read-only and ignored. The route takes back the whole body
 * `GET /api/profile` answers (`resourceBody`: its other read-only fields are dropped before this
 * schema, docs/api.md#conventions).
 */
export const profileUpdateSchema = z.pipe(
  z.object({
    firstName: z.optional(firstNameInput),
    lastName: z.optional(optionalText(LIMITS.nameLength)),
    role: z.optional(optionalText(LIMITS.roleLength)),
    teamSize: z.optional(
      z
        .int({ error: 'Team size must be a whole number' })
        .check(z.gte(0, 'Team size cannot be negative'), z.lte(100_000, 'Team size is too large')),
    ),
    goals: z.optional(textListInput(undefined, 'goals')),
    challenges: z.optional(textListInput(undefined, 'challenges')),
    topStressors: z.optional(textListInput(undefined, 'stressors')),
    preferences: z.optional(
      z.object({
        nudgeFrequency: z.optional(nudgeFrequencySchema),
        nudgeOnWeekends: z.optional(z.boolean({ error: 'nudgeOnWeekends must be true or false' })),
        coachingStyle: z.optional(coachingStyleSchema),
        timeZone: z.optional(timeZoneInput),
        useAiAssistance: z.optional(z.boolean({ error: 'useAiAssistance must be true or false' })),
      }),
    ),
    /** Read-only: accepted (the settings page sends the profile back) and dropped. */
    email: z.optional(z.unknown()),
    /** Read-only: accepted and dropped. */
    integrations: z.optional(z.unknown()),
  }),
  z.transform((value) => {
    const { email, integrations, ...update } = value;
    void [email, integrations];
    return update;
  }),
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const onboardingStatusSchema = z.object({ onboardingCompleted: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/**
 * `POST /api/onboarding`: the wizard's answers (docs/product.md#entities 'Onboarding profile').
 * Team size is 1–6, 6 standing for 6+. People are saved through the people routes before this call,
 * so `directReports` is accepted for compatibility and not stored; `userId` and `email` are
 * informational and ignored: the token's subject and email claim are the only identity
 * (docs/api.md#conventions).
 */
export const onboardingCompleteSchema = z.object({
  firstName: firstNameInput,
  lastName: optionalText(LIMITS.nameLength),
  role: optionalText(LIMITS.roleLength),
  teamSize: z.nullish(
    z
      .int({ error: 'Team size must be a whole number from 1 to 6' })
      .check(
        z.gte(1, 'Team size must be from 1 to 6 (6 stands for 6+)'),
        z.lte(TEAM_SIZE_MAX_TOGGLE, 'Team size must be from 1 to 6 (6 stands for 6+)'),
      ),
  ),
  goals: z.optional(textListInput(undefined, 'goals')),
  challenges: z.optional(textListInput(undefined, 'challenges')),
  topStressors: z.optional(textListInput(undefined, 'stressors')),
  coachingStyle: z.nullish(coachingStyleSchema),
  directReports: z.optional(z.array(z.unknown()).check(z.maxLength(500))),
  userId: z.optional(z.string().check(z.maxLength(200))),
  email: optionalEmailInput,
  name: optionalText(LIMITS.nameLength * 2 + 1),
  timeZone: z.optional(timeZoneInput),
});
export type OnboardingComplete = z.input<typeof onboardingCompleteSchema>;
