/**
 * Finishing onboarding (spec §4 'On the final step, finishing saves people and the profile, then
 * goes to /dashboard with a welcome toast'). People are saved one by one; a failure is logged and
 * the rest continue (spec §8). Saved rows remember their new id, so retrying after a failed
 * profile save updates instead of adding the same person twice.
 */
import { useState } from 'react';
import {
  DEFAULT_BOSS_ROLE,
  DEFAULT_DIRECT_REPORT_ROLE,
  type MeetingDay,
  type MeetingFrequency,
} from '../../../../shared/domain/constants';
import { detectTimeZone } from '../../../../shared/domain/time-zone';
import { useAuth } from '../../lib/auth/auth-context';
import { useCreateBoss, useUpdateBoss } from '../people/api/use-bosses';
import { useCreateDirectReport, useUpdateDirectReport } from '../people/api/use-direct-reports';
import { rowsToSave, type PersonDraft } from '../team-review/person-draft';
import { useCompleteOnboarding } from './api/use-onboarding';
import type { OnboardingAnswers } from './onboarding-draft';

function schedule(row: PersonDraft) {
  return {
    meetingDayOfWeek: (row.meetingDayOfWeek || null) as MeetingDay | null,
    meetingFrequency: (row.meetingFrequency || null) as MeetingFrequency | null,
    meetingTime: row.meetingTime || null,
  };
}

export function useFinishOnboarding() {
  const { user } = useAuth();
  const createDirectReport = useCreateDirectReport();
  const updateDirectReport = useUpdateDirectReport();
  const createBoss = useCreateBoss();
  const updateBoss = useUpdateBoss();
  const completeOnboarding = useCompleteOnboarding();
  const [pending, setPending] = useState(false);

  /** Saves one row; returns the row with its saved id, or unchanged when saving failed. */
  async function savePerson(row: PersonDraft): Promise<PersonDraft> {
    const base = {
      firstName: row.firstName.trim() || row.lastName.trim(),
      lastName: row.firstName.trim() ? row.lastName.trim() : '',
      email: row.email.trim(),
      source: row.source,
      ...schedule(row),
    };
    try {
      if (row.existingId && row.existingType === row.relationship) {
        const names = { firstName: base.firstName, lastName: base.lastName, ...schedule(row) };
        if (row.relationship === 'boss')
          await updateBoss.mutateAsync({ id: row.existingId, body: names });
        else await updateDirectReport.mutateAsync({ id: row.existingId, body: names });
        return row;
      }
      const created =
        row.relationship === 'boss'
          ? await createBoss.mutateAsync({
              ...base,
              role: row.role || DEFAULT_BOSS_ROLE,
              relationshipType: 'manager',
            })
          : await createDirectReport.mutateAsync({
              ...base,
              role: row.role || DEFAULT_DIRECT_REPORT_ROLE,
            });
      return { ...row, existingId: created.id, existingType: row.relationship, alreadyAdded: true };
    } catch (error) {
      console.error(`Could not save ${base.firstName} during onboarding`, error);
      return row;
    }
  }

  /**
   * Saves the people, then the profile. Returns the rows as saved (with ids) and whether the
   * profile save succeeded.
   */
  async function finish(
    answers: OnboardingAnswers,
    rows: PersonDraft[],
  ): Promise<{ rows: PersonDraft[]; ok: boolean }> {
    setPending(true);
    try {
      const toSave = new Set(rowsToSave(rows).map((row) => row.key));
      const saved: PersonDraft[] = [];
      for (const row of rows) saved.push(toSave.has(row.key) ? await savePerson(row) : row);
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
          directReports: rowsToSave(saved).map((row) => ({
            id: row.existingId,
            relationship: row.relationship,
          })),
          userId: user?.id,
          email: user?.email ?? '',
          name: user?.fullName ?? '',
          timeZone: detectTimeZone(),
        });
        return { rows: saved, ok: true };
      } catch (error) {
        console.error('Onboarding save failed', error);
        return { rows: saved, ok: false };
      }
    } finally {
      setPending(false);
    }
  }

  return { finish, pending };
}
