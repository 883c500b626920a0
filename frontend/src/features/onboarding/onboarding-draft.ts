/**
 * The onboarding draft kept in localStorage (docs/product.md#screens-and-routes 'A draft of the
 * answers is kept locally during the calendar redirect and restored on return'; #error-catalogue
 * 'Corrupt local onboarding draft: logged, ignored'). Saved on every change, per user; it holds
 * private text (names and emails of the team), so it is removed once onboarding is finished or
 * cancelled, when the team review is left, and on sign-out with every private draft
 * (docs/product.md#private-drafts-on-this-device).
 */
import * as z from '@shared/zod';
import {
  COACHING_STYLES,
  MEETING_DAYS,
  MEETING_FREQUENCIES,
  ONBOARDING_STEP_COUNT,
  PERSON_SOURCES,
} from '@shared/domain/constants';
import { PERSON_KINDS } from '@shared/domain/person-kind';
import { PRIVATE_DRAFT_PREFIXES } from '@/lib/private-drafts';

const personDraftSchema = z.object({
  key: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  source: z.enum(PERSON_SOURCES),
  selected: z.boolean(),
  relationship: z.enum(PERSON_KINDS),
  meetingFrequency: z.union([z.enum(MEETING_FREQUENCIES), z.literal('')]),
  meetingDayOfWeek: z.union([z.enum(MEETING_DAYS), z.literal('')]),
  meetingTime: z.string(),
  alreadyAdded: z.boolean(),
  previouslyRemoved: z.boolean(),
  existingId: z.nullable(z.string()),
  existingType: z.nullable(z.enum(PERSON_KINDS)),
  calendarSchedule: z.optional(
    z.nullable(
      z.object({
        meetingDayOfWeek: z.nullable(z.enum(MEETING_DAYS)),
        meetingTime: z.string(),
        meetingFrequency: z.nullable(z.enum(MEETING_FREQUENCIES)),
      }),
    ),
  ),
});

export const onboardingAnswersSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  teamSize: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(6))),
  coachingStyle: z.enum(COACHING_STYLES),
  goals: z.array(z.string()),
  challenges: z.array(z.string()),
  topStressors: z.array(z.string()),
});
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

export const onboardingDraftSchema = z.object({
  version: z.literal(1),
  step: z.number().check(z.int(), z.gte(1), z.lte(ONBOARDING_STEP_COUNT)),
  mode: z.enum(['none', 'manual', 'calendar']),
  answers: onboardingAnswersSchema,
  people: z.array(personDraftSchema),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;

const storageKey = (userId: string) => `${PRIVATE_DRAFT_PREFIXES.onboarding}${userId}`;

/** The saved draft, or null when there is none or it is corrupt (logged and removed). */
export function loadOnboardingDraft(userId: string): OnboardingDraft | null {
  const raw = localStorage.getItem(storageKey(userId));
  if (raw === null) return null;
  try {
    return onboardingDraftSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Ignoring a corrupt onboarding draft', error);
    localStorage.removeItem(storageKey(userId));
    return null;
  }
}

export function saveOnboardingDraft(userId: string, draft: OnboardingDraft): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch (error) {
    console.error('Could not save the onboarding draft', error);
  }
}

/** Removes the user's draft from this device (onboarding finished or left). */
export function clearOnboardingDraft(userId: string): void {
  localStorage.removeItem(storageKey(userId));
}
