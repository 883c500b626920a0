/**
 * The settings form's state and its conversion to the `PUT /api/profile` body
 * (docs/product.md#entities 'Profile',
 * #validation-rules 'Profile': email read-only; Team Size parsed as an integer, falling back to 0).
 */
import type { Profile, ProfileUpdate } from '@shared/contract/schemas/profile';

export interface ProfileFormState {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** As typed; parsed on save. */
  teamSize: string;
  goals: string[];
  challenges: string[];
  topStressors: string[];
  nudgeFrequency: Profile['preferences']['nudgeFrequency'];
  /** 'Nudge me on weekends too'. */
  nudgeOnWeekends: boolean;
  coachingStyle: Profile['preferences']['coachingStyle'];
  timeZone: string;
  /** 'Use AI assistance'. */
  useAiAssistance: boolean;
}

export function toFormState(profile: Profile): ProfileFormState {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    role: profile.role,
    teamSize: String(profile.teamSize),
    goals: profile.goals,
    challenges: profile.challenges,
    topStressors: profile.topStressors,
    nudgeFrequency: profile.preferences.nudgeFrequency,
    nudgeOnWeekends: profile.preferences.nudgeOnWeekends,
    coachingStyle: profile.preferences.coachingStyle,
    timeZone: profile.preferences.timeZone,
    useAiAssistance: profile.preferences.useAiAssistance,
  };
}

/** Team Size as an integer, 0 when unparseable or negative. */
export function parseTeamSize(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

export function toProfileUpdate(form: ProfileFormState): ProfileUpdate {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    role: form.role.trim(),
    teamSize: parseTeamSize(form.teamSize),
    goals: form.goals,
    challenges: form.challenges,
    topStressors: form.topStressors,
    preferences: {
      nudgeFrequency: form.nudgeFrequency,
      nudgeOnWeekends: form.nudgeOnWeekends,
      coachingStyle: form.coachingStyle,
      timeZone: form.timeZone,
      useAiAssistance: form.useAiAssistance,
    },
  };
}
