/**
 * Add or edit a direct report (spec §2 'Dialogs', §5 'Direct-report dialog', §8 toasts). Adding
 * is three steps (basic, then strengths, then growth areas) and Enter never submits it; editing is
 * one form. Changing an existing schedule shows the schedule-change notice.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  DIRECT_REPORT_DIALOG_FREQUENCIES,
} from '@shared/domain/constants';
import { fullName } from '@shared/domain/person-name';
import type { DirectReport } from '@shared/contract/schemas/direct-report';
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
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import {
  useCreateDirectReport,
  useRemoveDirectReport,
  useUpdateDirectReport,
} from '@/features/people/api/use-direct-reports';
import { EditDialogFooter, ScheduleChangeNotice } from './edit-dialog-parts';
import { PersonFields } from './person-fields';
import {
  isPersonFormValid,
  linesToList,
  PERSON_REQUIREMENTS_HINT,
  scheduleChanged,
  type PersonFormValues,
} from './person-form';

export const TEAM_MEMBER_NOTICE = "Your team member won't be notified or invited.";

type Step = 'basic' | 'strengths' | 'growth';

function initialValues(person?: DirectReport): PersonFormValues {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    role: person?.role ?? '',
    meetingDayOfWeek: person?.meetingDayOfWeek ?? '',
    meetingFrequency: person?.meetingFrequency ?? DEFAULT_MEETING_FREQUENCY,
    meetingTime: person?.meetingTime ?? DEFAULT_MEETING_TIME,
  };
}

export function DirectReportDialog({
  open,
  onOpenChange,
  directReport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; absent to add one. */
  directReport?: DirectReport | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {open ? (
          <DirectReportForm
            key={directReport?.id ?? 'new'}
            directReport={directReport}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DirectReportForm({
  directReport,
  onDone,
}: {
  directReport?: DirectReport | undefined;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const editing = Boolean(directReport);
  const [step, setStep] = useState<Step>('basic');
  const [values, setValues] = useState<PersonFormValues>(() => initialValues(directReport));
  const [strengths, setStrengths] = useState(() => (directReport?.strengths ?? []).join('\n'));
  const [growthAreas, setGrowthAreas] = useState(() =>
    (directReport?.opportunities ?? []).join('\n'),
  );
  const [confirmRemove, setConfirmRemove] = useState(false);
  const create = useCreateDirectReport();
  const update = useUpdateDirectReport();
  const remove = useRemoveDirectReport();
  const valid = isPersonFormValid(values, directReport?.source);
  const pending = create.isPending || update.isPending;
  const original = initialValues(directReport);

  const body = () => ({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    name: fullName(values.firstName, values.lastName),
    email: values.email.trim(),
    role: values.role.trim(),
    meetingDayOfWeek: values.meetingDayOfWeek || null,
    meetingFrequency: values.meetingFrequency || null,
    meetingTime: values.meetingTime || null,
    strengths: linesToList(strengths),
    opportunities: linesToList(growthAreas),
  });

  // mutateAsync: the follow-up must run even when the dialog unmounts as the lists refresh.
  const add = async () => {
    try {
      const created = await create.mutateAsync({ ...body(), source: 'manual' });
      onDone();
      navigate(paths.directReport(created.id), {
        state: { toast: 'Team member added successfully' },
      });
    } catch {
      toast.error('Error', { description: 'Failed to add team member' });
    }
  };

  const save = async () => {
    if (!directReport) return;
    try {
      await update.mutateAsync({ id: directReport.id, body: body() });
      toast.success('Team member updated successfully');
      onDone();
    } catch {
      toast.error('Error', { description: 'Failed to update team member' });
    }
  };

  const confirmRemoval = async () => {
    if (!directReport) return;
    try {
      await remove.mutateAsync(directReport.id);
      setConfirmRemove(false);
      onDone();
      toast.success('Team member removed.');
      navigate(paths.dashboard);
    } catch {
      toast.error('Error', { description: 'Failed to remove team member.' });
    }
  };

  const strengthsField = (
    <div className="grid gap-1.5">
      <Label htmlFor="direct-report-strengths">Strengths</Label>
      <Textarea
        id="direct-report-strengths"
        rows={5}
        placeholder={'One per line, e.g.\nClear written communication\nCalm under pressure'}
        value={strengths}
        onChange={(event) => setStrengths(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">One per line.</p>
    </div>
  );
  const growthField = (
    <div className="grid gap-1.5">
      <Label htmlFor="direct-report-growth">Growth areas</Label>
      <Textarea
        id="direct-report-growth"
        rows={5}
        placeholder={'One per line, e.g.\nDelegating more\nSpeaking up in planning'}
        value={growthAreas}
        onChange={(event) => setGrowthAreas(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">One per line.</p>
    </div>
  );
  const hint = !valid ? (
    <p className="mr-auto self-center text-sm text-muted-foreground">{PERSON_REQUIREMENTS_HINT}</p>
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
          <DialogTitle>Edit team member</DialogTitle>
          <DialogDescription>{TEAM_MEMBER_NOTICE}</DialogDescription>
        </DialogHeader>
        <PersonFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          frequencies={DIRECT_REPORT_DIALOG_FREQUENCIES}
          rolePlaceholder="Team Member"
        />
        {scheduleChanged(original, values) ? <ScheduleChangeNotice /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {strengthsField}
          {growthField}
        </div>
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
          title={`Remove ${fullName(directReport?.firstName, directReport?.lastName)}?`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={remove.isPending}
          onConfirm={() => void confirmRemoval()}
        />
      </form>
    );
  }

  const stepNumber = { basic: 1, strengths: 2, growth: 3 }[step];
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Add a direct report</DialogTitle>
        <DialogDescription>
          Step {stepNumber} of 3 · {TEAM_MEMBER_NOTICE}
        </DialogDescription>
      </DialogHeader>
      {step === 'basic' ? (
        <PersonFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          frequencies={DIRECT_REPORT_DIALOG_FREQUENCIES}
          rolePlaceholder="Team Member"
        />
      ) : null}
      {step === 'strengths' ? strengthsField : null}
      {step === 'growth' ? growthField : null}
      <DialogFooter>
        {step === 'basic' ? hint : null}
        {step === 'basic' ? (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => setStep(step === 'growth' ? 'strengths' : 'basic')}
            disabled={pending}
          >
            Back
          </Button>
        )}
        {step === 'growth' ? (
          <Button onClick={() => void add()} disabled={!valid || pending}>
            {create.isPending ? 'Adding...' : 'Add'}
          </Button>
        ) : (
          <Button
            onClick={() => setStep(step === 'basic' ? 'strengths' : 'growth')}
            disabled={!valid}
          >
            Next
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
