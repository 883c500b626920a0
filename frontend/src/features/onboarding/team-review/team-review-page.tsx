/**
 * The team review opened from the profile (spec §2 'Team review panel … reused from the profile
 * with a return path'): everyone the user tracks as editable rows, plus new rows; Complete saves
 * the changes (relationship changes included) and goes back to the return path, Cancel goes back
 * unchanged. URL: /onboarding?review=team&return=/profile. With `review=calendar` (the dashboard's
 * new-meetings notice) it is in calendar mode: the people the calendar found join the rows.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { isActive } from '@shared/domain/person-kind';
import { Logo } from '@/components/logo';
import { Spinner } from '@/components/ui/spinner';
import { useDetectedPeople } from './use-detected-people';
import {
  detectedDrafts,
  draftFromExisting,
  errorsOfUnchangedRows,
  newManualDraft,
  TEAM_SAVE_FAILED,
  type PersonDraft,
  type RowSaveError,
} from './person-draft';
import { TeamReviewPanel } from './team-review-panel';
import { useExistingPeople } from './use-existing-people';
import { useSaveTeam } from './use-save-team';

function TeamReviewEditor({
  initialRows,
  returnPath,
  mode,
}: {
  initialRows: PersonDraft[];
  returnPath: string;
  mode: 'manual' | 'calendar';
}) {
  const navigate = useNavigate();
  const [rows, setRows] = useState(initialRows);
  const [rowErrors, setRowErrors] = useState<Record<string, RowSaveError>>({});
  const { saveTeam, pending } = useSaveTeam();
  return (
    <TeamReviewPanel
      mode={mode}
      rows={rows}
      onRowsChange={(next) => {
        setRowErrors((errors) => errorsOfUnchangedRows(errors, rows, next));
        setRows(next);
      }}
      rowErrors={rowErrors}
      backLabel="Cancel"
      onBack={() => navigate(returnPath)}
      completing={pending}
      onComplete={(existing) =>
        void saveTeam(rows, existing).then((result) => {
          setRows(result.rows);
          setRowErrors(result.errors);
          if (result.failures > 0) {
            toast.error('Error', { description: TEAM_SAVE_FAILED });
            return;
          }
          toast.success('Team updated');
          navigate(returnPath);
        })
      }
    />
  );
}

export function TeamReviewPage({
  returnPath,
  mode = 'manual',
}: {
  returnPath: string;
  mode?: 'manual' | 'calendar';
}) {
  const existing = useExistingPeople();
  const detected = useDetectedPeople({ enabled: mode === 'calendar', force: false });
  const loading = existing.isPending || (mode === 'calendar' && detected.isPending);
  const activeRows = existing.people.filter(isActive).map(draftFromExisting);
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="mx-auto flex max-w-4xl items-center px-6 py-5">
        <Logo />
      </header>
      <main className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <div className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
          {loading ? (
            <div className="flex min-h-48 items-center justify-center">
              <Spinner label="Getting to know your team..." />
            </div>
          ) : (
            <TeamReviewEditor
              returnPath={returnPath}
              mode={mode}
              initialRows={[
                ...activeRows,
                ...detectedDrafts(detected.data ?? [], existing.people, activeRows),
                newManualDraft(),
              ]}
            />
          )}
        </div>
      </main>
    </div>
  );
}
