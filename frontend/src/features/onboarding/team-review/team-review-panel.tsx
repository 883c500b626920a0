/**
 * The team review panel (docs/product.md#team-review-panel, #states-and-transitions 'Person
 * import', #validation-rules): review detected people or add the team by hand, with the one-manager
 * rule and the schedule requirement. Used by onboarding step 6, and with a return path from the
 * profile and the dashboard's new-meetings notice (team-review-page.tsx), each with its own title.
 */
import { Plus } from 'lucide-react';
import { isActive } from '@shared/domain/person-kind';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  canCompleteTeam,
  isManagerOptionDisabled,
  newManualDraft,
  resolveDraft,
  TEAM_NOT_NOTIFIED_NOTICE,
  TEAM_REQUIREMENTS_HINT,
  type ExistingPerson,
  type PersonDraft,
  type RowSaveError,
} from './person-draft';
import { useExistingPeople } from './use-existing-people';
import { PersonRow } from './person-row';

export interface TeamReviewPanelProps {
  /** The panel's heading and the line under it. */
  title: string;
  description: string;
  rows: PersonDraft[];
  onRowsChange: (rows: PersonDraft[]) => void;
  /** 'Back' inside onboarding, 'Cancel' when opened from the profile. */
  backLabel: 'Back' | 'Cancel';
  onBack: () => void;
  /** Saves; receives the people the rows were matched against. */
  onComplete: (existing: ExistingPerson[]) => void;
  completing: boolean;
  /** Why rows could not be saved, by row key: the rows are marked with the server's message. */
  rowErrors?: Readonly<Record<string, RowSaveError>>;
}

export function TeamReviewPanel({
  title,
  description,
  rows,
  onRowsChange,
  backLabel,
  onBack,
  onComplete,
  completing,
  rowErrors = {},
}: TeamReviewPanelProps) {
  const existing = useExistingPeople();
  const activeBossIds = existing.people
    .filter((person) => person.kind === 'boss' && isActive(person))
    .map((person) => person.id);
  const resolved = rows.map((row) => resolveDraft(row, existing.people));
  const valid = canCompleteTeam(rows);

  const update = (key: string, patch: Partial<PersonDraft>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const remove = (key: string) => onRowsChange(rows.filter((row) => row.key !== key));
  const add = () => onRowsChange([...rows, newManualDraft()]);

  if (existing.isPending) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner label="Getting to know your team..." />
      </div>
    );
  }

  return (
    <section aria-labelledby="team-review-heading" className="grid gap-5">
      <div>
        <h1 id="team-review-heading" className="text-xl font-semibold">
          {title}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No 1:1 meetings found. Add your team manually below.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Team members">
          {resolved.map((row) => (
            <PersonRow
              key={row.key}
              row={row}
              managerDisabled={isManagerOptionDisabled(row, resolved, activeBossIds)}
              saveError={rowErrors[row.key]}
              onChange={(patch) => update(row.key, patch)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ul>
      )}

      <div>
        <Button variant="outline" onClick={add}>
          <Plus /> Add another team member
        </Button>
      </div>

      <p className="text-sm text-muted-foreground">{TEAM_NOT_NOTIFIED_NOTICE}</p>

      <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={completing}>
          {backLabel}
        </Button>
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          {!valid ? (
            <p className="text-sm text-muted-foreground" role="status">
              {TEAM_REQUIREMENTS_HINT}
            </p>
          ) : null}
          <Button onClick={() => onComplete(existing.people)} disabled={!valid || completing}>
            {completing ? 'Completing...' : 'Complete'}
          </Button>
        </div>
      </div>
    </section>
  );
}
