/**
 * The team review outside the wizard (docs/product.md#screens-and-routes 'Team review panel …
 * reused from the profile with a return path'), titled 'Review your team': everyone the user tracks
 * as editable rows (those added from the calendar as detected rows with the calendar's 1:1), then
 * the people the calendar found who are not tracked yet (teamReviewRows); 'Add another team member'
 * adds a row. Complete saves the changes (relationship changes included) and goes back to the
 * return path, Cancel goes back unchanged. Either way the user's onboarding draft, if one was left
 * on this device (an onboarding left unfinished), is removed: the review replaces the wizard's team
 * step (docs/product.md#private-drafts-on-this-device).
 *
 * Opened from Profile → 'Review your team' (/onboarding?review=team&return=/profile), the
 * dashboard's new-meetings notice (?review=calendar&return=/dashboard), and on coming back from
 * connecting Google Calendar once onboarding is done (?connected=google&return=…: `connected`, a
 * forced sync and the toast 'Google Calendar connected').
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Logo } from '@/components/logo';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { clearOnboardingDraft } from '../onboarding-draft';
import { useDetectedPeople } from './use-detected-people';
import {
  errorsOfUnchangedRows,
  teamReviewRows,
  TEAM_REVIEW_TITLE,
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
}: {
  initialRows: PersonDraft[];
  returnPath: string;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [rows, setRows] = useState(initialRows);
  const [rowErrors, setRowErrors] = useState<Record<string, RowSaveError>>({});
  const { saveTeam, pending } = useSaveTeam();
  const leave = () => {
    if (user) clearOnboardingDraft(user.id);
    navigate(returnPath);
  };
  return (
    <TeamReviewPanel
      title={TEAM_REVIEW_TITLE}
      description="Everyone you track, and anyone new you meet 1:1 in your calendar. Check their names, 1:1 schedules and who is your manager."
      rows={rows}
      onRowsChange={(next) => {
        setRowErrors((errors) => errorsOfUnchangedRows(errors, rows, next));
        setRows(next);
      }}
      rowErrors={rowErrors}
      backLabel="Cancel"
      onBack={leave}
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
          leave();
        })
      }
    />
  );
}

export function TeamReviewPage({
  returnPath,
  connected = false,
}: {
  returnPath: string;
  /** Just back from connecting Google Calendar: sync now, and say so. */
  connected?: boolean;
}) {
  const existing = useExistingPeople();
  const detected = useDetectedPeople({ enabled: true, force: connected });
  const loading = existing.isPending || detected.isPending;
  useEffect(() => {
    if (connected) toast.success('Google Calendar connected');
  }, [connected]);
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
              initialRows={teamReviewRows(existing.people, detected.data ?? [])}
            />
          )}
        </div>
      </main>
    </div>
  );
}
