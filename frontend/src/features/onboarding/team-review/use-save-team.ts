/**
 * Saves the team review's rows (docs/product.md#states-and-transitions 'Person import') by running
 * `planTeamSave` against the people API. A failed step is logged and the rest continue
 * (docs/product.md#error-catalogue 'Creating an individual person during onboarding fails'); unlike
 * the spec's 'logged only', each failure also comes back as the row's error with the server's
 * message, so the caller keeps the user on the team review with the row marked instead of losing
 * that person. Returns the rows tied to the people they were saved as, so saving again updates
 * instead of adding twice.
 */
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import {
  DEFAULT_BOSS_ROLE,
  DEFAULT_DIRECT_REPORT_ROLE,
  type MeetingDay,
  type MeetingFrequency,
} from '@shared/domain/constants';
import {
  useCreateBoss,
  useRemoveBoss,
  useUpdateBoss,
  useCreateDirectReport,
  useRemoveDirectReport,
  useUpdateDirectReport,
} from '@/features/people';
import {
  planTeamSave,
  type ExistingPerson,
  type PersonDraft,
  type RowSaveError,
} from './person-draft';

function fieldsOf(row: PersonDraft) {
  const firstName = row.firstName.trim() || row.lastName.trim();
  return {
    firstName,
    lastName: row.firstName.trim() ? row.lastName.trim() : '',
    meetingDayOfWeek: (row.meetingDayOfWeek || null) as MeetingDay | null,
    meetingFrequency: (row.meetingFrequency || null) as MeetingFrequency | null,
    meetingTime: row.meetingTime || null,
  };
}

export interface TeamSaveResult {
  rows: PersonDraft[];
  failures: number;
  /** Why a row was not saved, by row key. */
  errors: Record<string, RowSaveError>;
}

function rowError(error: unknown): RowSaveError {
  const fields = serverFieldErrors(error);
  const message =
    Object.values(fields)[0] ??
    (error instanceof ApiError ? error.message : 'Could not be saved. Please try again.');
  return { fields, message };
}

export function useSaveTeam() {
  const createDirectReport = useCreateDirectReport();
  const updateDirectReport = useUpdateDirectReport();
  const removeDirectReport = useRemoveDirectReport();
  const createBoss = useCreateBoss();
  const updateBoss = useUpdateBoss();
  const removeBoss = useRemoveBoss();
  const [pending, setPending] = useState(false);

  async function saveTeam(
    rows: PersonDraft[],
    existing: readonly ExistingPerson[],
  ): Promise<TeamSaveResult> {
    setPending(true);
    const saved = new Map<string, PersonDraft>();
    const errors: Record<string, RowSaveError> = {};
    try {
      for (const step of planTeamSave(rows, existing)) {
        const fields = fieldsOf(step.row);
        try {
          if (step.type === 'archive') {
            await (step.kind === 'boss' ? removeBoss : removeDirectReport).mutateAsync(step.id);
          } else if (step.type === 'update') {
            const body = { ...fields, ...(step.restore ? { status: 'active' as const } : {}) };
            if (step.kind === 'boss') await updateBoss.mutateAsync({ id: step.id, body });
            else await updateDirectReport.mutateAsync({ id: step.id, body });
            saved.set(step.row.key, { ...step.row, alreadyAdded: true, previouslyRemoved: false });
          } else {
            const body = { ...fields, email: step.row.email.trim(), source: step.row.source };
            const created =
              step.kind === 'boss'
                ? await createBoss.mutateAsync({
                    ...body,
                    role: step.row.role || DEFAULT_BOSS_ROLE,
                    relationshipType: 'manager',
                  })
                : await createDirectReport.mutateAsync({
                    ...body,
                    role: step.row.role || DEFAULT_DIRECT_REPORT_ROLE,
                  });
            saved.set(step.row.key, {
              ...step.row,
              existingId: created.id,
              existingType: step.kind,
              alreadyAdded: true,
              previouslyRemoved: false,
            });
          }
        } catch (error) {
          errors[step.row.key] ??= rowError(error);
          console.error(`Could not save ${fields.firstName} (${step.type})`, error);
        }
      }
      return {
        rows: rows.map((row) => saved.get(row.key) ?? row),
        failures: Object.keys(errors).length,
        errors,
      };
    } finally {
      setPending(false);
    }
  }

  return { saveTeam, pending };
}
