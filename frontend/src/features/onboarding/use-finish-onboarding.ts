/**
 * Finishing onboarding (spec §4 'On the final step, finishing saves people and the profile, then
 * goes to /dashboard with a welcome toast'): the team is saved first (a failed person is logged
 * and the rest continue, spec §8), then the profile. The rows come back tied to the people they
 * were saved as, so retrying after a failed profile save does not add anyone twice.
 */
import { detectTimeZone } from '@shared/domain/time-zone';
import { useAuth } from '@/lib/auth/auth-context';
import {
  rowsToSave,
  type ExistingPerson,
  type PersonDraft,
} from '@/features/onboarding/team-review/person-draft';
import { useSaveTeam } from '@/features/onboarding/team-review/use-save-team';
import { useCompleteOnboarding } from '@/features/onboarding/api/use-onboarding';
import type { OnboardingAnswers } from './onboarding-draft';

export function useFinishOnboarding() {
  const { user } = useAuth();
  const { saveTeam, pending: savingTeam } = useSaveTeam();
  const completeOnboarding = useCompleteOnboarding();

  /** Saves the people, then the profile; `ok` tells whether the profile save succeeded. */
  async function finish(
    answers: OnboardingAnswers,
    rows: PersonDraft[],
    existing: readonly ExistingPerson[],
  ): Promise<{ rows: PersonDraft[]; ok: boolean }> {
    const saved = await saveTeam(rows, existing);
    try {
      await completeOnboarding.mutateAsync({
        firstName: answers.firstName.trim(),
        lastName: answers.lastName.trim(),
        role: answers.role.trim(),
        teamSize: answers.teamSize,
        goals: answers.goals,
        challenges: answers.challenges,
        topStressors: answers.topStressors,
        coachingStyle: answers.coachingStyle,
        directReports: rowsToSave(saved.rows).map((row) => ({
          id: row.existingId,
          relationship: row.relationship,
        })),
        userId: user?.id,
        email: user?.email ?? '',
        name: user?.fullName ?? '',
        timeZone: detectTimeZone(),
      });
      return { rows: saved.rows, ok: true };
    } catch (error) {
      console.error('Onboarding save failed', error);
      return { rows: saved.rows, ok: false };
    }
  }

  return { finish, pending: savingTeam || completeOnboarding.isPending };
}
