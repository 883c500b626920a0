/**
 * Add or edit the manager (spec §2 'Dialogs', §5 'Boss dialog'). Adding is two steps (basic, then
 * priorities); editing is one form. Priorities are one per line, trimmed, empty lines dropped, at
 * most 10 kept. After adding, the app goes to /boss/{id} with 'Manager added successfully'. Save
 * and delete failures keep the dialog open with the reason inline (no toast).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  MAX_BOSS_PRIORITIES,
  MEETING_FREQUENCIES,
  type BossRelationshipType,
} from '@shared/domain/constants';
import { fullName } from '@shared/domain/person-name';
import type { Boss } from '@shared/contract/schemas/boss';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { useCreateBoss, useRemoveBoss, useUpdateBoss } from '@/features/people/api/use-bosses';
import { EditDialogFooter, ScheduleChangeNotice } from './edit-dialog-parts';
import { PersonFields } from './person-fields';
import {
  isPersonFormValid,
  linesToList,
  PERSON_REQUIREMENTS_HINT,
  scheduleChanged,
  type PersonFormValues,
} from './person-form';

export const MANAGER_NOTICE = "Your manager won't be notified or invited.";

function initialValues(boss?: Boss): PersonFormValues {
  return {
    firstName: boss?.firstName ?? '',
    lastName: boss?.lastName ?? '',
    email: boss?.email ?? '',
    role: boss?.role ?? '',
    meetingDayOfWeek: boss?.meetingDayOfWeek ?? '',
    meetingFrequency: boss?.meetingFrequency ?? DEFAULT_MEETING_FREQUENCY,
    meetingTime: boss?.meetingTime ?? DEFAULT_MEETING_TIME,
  };
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

export function BossDialog({
  open,
  onOpenChange,
  boss,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The manager to edit; absent to add one. */
  boss?: Boss | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {open ? (
          <BossForm key={boss?.id ?? 'new'} boss={boss} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BossForm({ boss, onDone }: { boss?: Boss | undefined; onDone: () => void }) {
  const navigate = useNavigate();
  const editing = Boolean(boss);
  const [step, setStep] = useState<'basic' | 'priorities'>('basic');
  const [values, setValues] = useState<PersonFormValues>(() => initialValues(boss));
  const [relationshipType, setRelationshipType] = useState<BossRelationshipType>(
    boss?.relationshipType ?? 'manager',
  );
  const [priorities, setPriorities] = useState(() => (boss?.priorities ?? []).join('\n'));
  const [confirmRemove, setConfirmRemove] = useState(false);
  const create = useCreateBoss();
  const update = useUpdateBoss();
  const remove = useRemoveBoss();
  const valid = isPersonFormValid(values, boss?.source);
  const pending = create.isPending || update.isPending;
  const enteredPriorities = linesToList(priorities);
  const failure = create.error ?? update.error ?? remove.error;

  const body = () => ({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role.trim(),
    meetingDayOfWeek: values.meetingDayOfWeek || null,
    meetingFrequency: values.meetingFrequency || null,
    meetingTime: values.meetingTime || null,
    relationshipType,
    priorities: linesToList(priorities, MAX_BOSS_PRIORITIES),
  });

  // mutateAsync: the follow-up must run even when the dialog unmounts as the lists refresh.
  // Failures stay in the dialog (shown inline from the mutation's error, spec §8: no toast).
  const add = async () => {
    try {
      const created = await create.mutateAsync({ ...body(), source: 'manual' });
      onDone();
      toast.success('Manager added successfully');
      navigate(paths.boss(created.id));
    } catch {
      // shown inline
    }
  };
  const save = async () => {
    if (!boss) return;
    try {
      await update.mutateAsync({ id: boss.id, body: body() });
      onDone();
    } catch {
      // shown inline
    }
  };
  const confirmRemoval = async () => {
    if (!boss) return;
    try {
      await remove.mutateAsync(boss.id);
      setConfirmRemove(false);
      onDone();
      navigate(paths.manageUp);
    } catch {
      setConfirmRemove(false);
    }
  };

  const fields = (
    <>
      <PersonFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        frequencies={MEETING_FREQUENCIES}
        rolePlaceholder="Manager"
      />
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="boss-relationship">Relationship</Label>
        <Select
          value={relationshipType}
          onValueChange={(value) => setRelationshipType(value as BossRelationshipType)}
        >
          <SelectTrigger id="boss-relationship">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="manager">My manager</SelectItem>
            <SelectItem value="skip-manager">Skip-level manager</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </>
  );
  const prioritiesField = (
    <div className="grid gap-1.5">
      <Label htmlFor="boss-priorities">Their priorities</Label>
      <Textarea
        id="boss-priorities"
        rows={6}
        placeholder={'One per line, e.g.\nShip the Q3 roadmap\nHire two engineers'}
        value={priorities}
        onChange={(event) => setPriorities(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">
        One per line, up to {MAX_BOSS_PRIORITIES}.
        {enteredPriorities.length > MAX_BOSS_PRIORITIES
          ? ` Only the first ${MAX_BOSS_PRIORITIES} will be kept.`
          : ''}
      </p>
    </div>
  );
  const hint = !valid ? (
    <p className="mr-auto self-center text-sm text-muted-foreground">{PERSON_REQUIREMENTS_HINT}</p>
  ) : null;
  const error = failure ? (
    <p role="alert" className="text-sm text-destructive">
      {errorText(failure)}
    </p>
  ) : null;

  if (editing) {
    return (
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !pending) void save();
        }}
      >
        <DialogHeader>
          <DialogTitle>Edit your manager</DialogTitle>
          <DialogDescription>{MANAGER_NOTICE}</DialogDescription>
        </DialogHeader>
        {fields}
        {scheduleChanged(initialValues(boss), values) ? <ScheduleChangeNotice /> : null}
        {prioritiesField}
        {error}
        <EditDialogFooter
          hint={hint}
          pending={pending}
          saving={update.isPending}
          canSave={valid}
          onRemove={() => setConfirmRemove(true)}
          onCancel={onDone}
        />
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title={`Remove ${fullName(boss?.firstName, boss?.lastName)}?`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={remove.isPending}
          onConfirm={() => void confirmRemoval()}
        />
      </form>
    );
  }

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Add your manager</DialogTitle>
        <DialogDescription>
          Step {step === 'basic' ? 1 : 2} of 2 · {MANAGER_NOTICE}
        </DialogDescription>
      </DialogHeader>
      {step === 'basic' ? fields : prioritiesField}
      {error}
      <DialogFooter>
        {step === 'basic' ? hint : null}
        {step === 'basic' ? (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setStep('basic')} disabled={pending}>
            Back
          </Button>
        )}
        {step === 'basic' ? (
          <Button onClick={() => setStep('priorities')} disabled={!valid}>
            Next
          </Button>
        ) : (
          <Button onClick={() => void add()} disabled={!valid || pending}>
            {create.isPending ? 'Adding...' : 'Add'}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
