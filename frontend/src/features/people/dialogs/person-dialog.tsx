/**
 * Add or edit a tracked person, a direct report or the manager (docs/product.md#dialogs,
 * #validation-rules 'Boss dialog', 'Direct-report dialog', #error-catalogue). One component; what
 * differs between the kinds is data (`PersonDialogConfig`). Adding is a few steps (the basics, then
 * one step per list: strengths and growth areas, or priorities) and Enter never submits it; editing
 * is one form. The email is checked on the basic step; a 400 from the server goes back to the step
 * of the field it names and shows the server's message on that field. Changing an existing schedule
 * shows the notice.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  DEFAULT_MEETING_FREQUENCY,
  DEFAULT_MEETING_TIME,
  type BossRelationshipType,
} from '@shared/domain/constants';
import { fullName } from '@shared/domain/person-name';
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
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldErrorProps, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { EditDialogFooter, ScheduleChangeNotice } from './edit-dialog-parts';
import { FieldError } from '@/components/ui/field-error';
import { PersonFields } from './person-fields';
import {
  emailError,
  firstStepWithError,
  isPersonFormValid,
  linesToList,
  PERSON_REQUIREMENTS_HINT,
  scheduleChanged,
  type PersonFormValues,
} from './person-form';
import type {
  DialogPerson,
  ListFieldConfig,
  ListFieldName,
  PersonBody,
  PersonDialogConfig,
} from './person-dialog-config';

/** The fields of the basic step, where a server error about them sends the user back to. */
const BASIC_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'meetingDayOfWeek',
  'meetingFrequency',
  'meetingTime',
  'relationshipType',
];

type Step = 'basic' | ListFieldName;

function initialValues(person?: DialogPerson): PersonFormValues {
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

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

export function PersonDialog({
  config,
  open,
  onOpenChange,
  person,
}: {
  config: PersonDialogConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit; absent to add one. */
  person?: DialogPerson | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {open ? (
          <PersonForm
            key={person?.id ?? 'new'}
            config={config}
            person={person}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ListField({
  field,
  value,
  onChange,
  error,
}: {
  field: ListFieldConfig;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const count = linesToList(value).length;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{field.label}</Label>
      <Textarea
        id={id}
        rows={field.rows}
        placeholder={field.placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldErrorProps(id, error)}
      />
      <p className="text-xs text-muted-foreground">
        {field.max === undefined
          ? 'One per line.'
          : `One per line, up to ${field.max}.${
              count > field.max ? ` Only the first ${field.max} will be kept.` : ''
            }`}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}

function RelationshipField({
  options,
  value,
  onChange,
  error,
}: {
  options: NonNullable<PersonDialogConfig['relationshipTypes']>;
  value: BossRelationshipType;
  onChange: (value: BossRelationshipType) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <SelectField
      id={id}
      label="Relationship"
      value={value}
      options={options}
      onValueChange={onChange}
      error={error}
      className="grid gap-1.5 sm:max-w-xs"
    />
  );
}

function PersonForm({
  config,
  person,
  onDone,
}: {
  config: PersonDialogConfig;
  person?: DialogPerson | undefined;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const mutations = config.useMutations();
  const editing = Boolean(person);
  const steps: Step[] = ['basic', ...config.lists.map((list) => list.name)];
  const [step, setStep] = useState<Step>('basic');
  const [values, setValues] = useState<PersonFormValues>(() => initialValues(person));
  const [relationshipType, setRelationshipType] = useState<BossRelationshipType>(
    person?.relationshipType ?? 'manager',
  );
  const [lists, setLists] = useState<Partial<Record<ListFieldName, string>>>(() =>
    Object.fromEntries(config.lists.map(({ name }) => [name, (person?.[name] ?? []).join('\n')])),
  );
  const [emailTouched, setEmailTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const invalidEmail = emailError(values.email);
  const valid = isPersonFormValid(values, person?.source);
  const canProceed = valid && !invalidEmail;
  const pending = mutations.creating || mutations.updating;
  const errors: FieldErrors = {
    ...(emailTouched && invalidEmail ? { email: invalidEmail } : {}),
    ...serverErrors,
  };
  const clearServerError = (fields: readonly string[]) =>
    setServerErrors((current) =>
      fields.some((field) => current[field])
        ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field)))
        : current,
    );

  const body = (): PersonBody => ({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(config.sendsName ? { name: fullName(values.firstName, values.lastName) } : {}),
    email: values.email.trim(),
    role: values.role.trim(),
    meetingDayOfWeek: values.meetingDayOfWeek || null,
    meetingFrequency: values.meetingFrequency || null,
    meetingTime: values.meetingTime || null,
    ...(config.relationshipTypes ? { relationshipType } : {}),
    ...Object.fromEntries(
      config.lists.map(({ name, max }) => [name, linesToList(lists[name] ?? '', max)]),
    ),
  });

  /** Shows a failure: the server's messages on their fields (back on their step), a toast. */
  const fail = (error: unknown, action: 'add' | 'update' | 'remove') => {
    const fieldErrors = serverFieldErrors(error);
    setServerErrors(fieldErrors);
    const back = firstStepWithError(
      steps.map((name) => ({ step: name, fields: name === 'basic' ? BASIC_FIELDS : [name] })),
      fieldErrors,
    );
    if (back) setStep(back);
    if (config.failureToasts) {
      toast.error('Error', { description: config.failureToasts[action] });
    } else if (!back) {
      setInlineError(errorText(error));
    }
  };
  const startAttempt = () => {
    setServerErrors({});
    setInlineError(null);
  };

  const add = async () => {
    startAttempt();
    try {
      const created = await mutations.create({ ...body(), source: 'manual' });
      onDone();
      const { path, toast: message, toastOnNextPage } = config.added;
      if (toastOnNextPage) {
        navigate(path(created.id), { state: { toast: message } });
      } else {
        toast.success(message);
        navigate(path(created.id));
      }
    } catch (error) {
      fail(error, 'add');
    }
  };
  const save = async () => {
    if (!person) return;
    startAttempt();
    try {
      await mutations.update(person.id, body());
      if (config.updatedToast) toast.success(config.updatedToast);
      onDone();
    } catch (error) {
      fail(error, 'update');
    }
  };
  const confirmRemoval = async () => {
    if (!person) return;
    startAttempt();
    try {
      await mutations.remove(person.id);
      setConfirmRemove(false);
      onDone();
      if (config.removed.toast) toast.success(config.removed.toast);
      navigate(config.removed.path);
    } catch (error) {
      // An inline failure is shown in the dialog, behind the confirmation: close it.
      if (!config.failureToasts) setConfirmRemove(false);
      fail(error, 'remove');
    }
  };

  const basicFields = (
    <>
      <PersonFields
        values={values}
        onChange={(patch) => {
          setValues((current) => ({ ...current, ...patch }));
          clearServerError(Object.keys(patch));
        }}
        onBlur={(field) => field === 'email' && setEmailTouched(true)}
        errors={errors}
        frequencies={config.frequencies}
        rolePlaceholder={config.rolePlaceholder}
      />
      {config.relationshipTypes ? (
        <RelationshipField
          options={config.relationshipTypes}
          value={relationshipType}
          onChange={(value) => {
            setRelationshipType(value);
            clearServerError(['relationshipType']);
          }}
          error={errors.relationshipType}
        />
      ) : null}
    </>
  );
  const listField = (field: ListFieldConfig) => (
    <ListField
      key={field.name}
      field={field}
      value={lists[field.name] ?? ''}
      onChange={(value) => {
        setLists((current) => ({ ...current, [field.name]: value }));
        clearServerError([field.name]);
      }}
      error={errors[field.name]}
    />
  );
  const hint = !valid ? (
    <p className="mr-auto self-center text-sm text-muted-foreground">{PERSON_REQUIREMENTS_HINT}</p>
  ) : null;
  const inlineAlert = inlineError ? (
    <p role="alert" className="text-sm text-destructive">
      {inlineError}
    </p>
  ) : null;

  if (editing) {
    return (
      <form
        className="grid gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canProceed && !pending) void save();
        }}
      >
        <DialogHeader>
          <DialogTitle>{config.titles.edit}</DialogTitle>
          <DialogDescription>{config.notice}</DialogDescription>
        </DialogHeader>
        {basicFields}
        {scheduleChanged(initialValues(person), values) ? <ScheduleChangeNotice /> : null}
        <div className={cn('grid gap-4', config.lists.length > 1 && 'sm:grid-cols-2')}>
          {config.lists.map(listField)}
        </div>
        {inlineAlert}
        <EditDialogFooter
          hint={hint}
          pending={pending}
          saving={mutations.updating}
          canSave={canProceed}
          onRemove={() => setConfirmRemove(true)}
          onCancel={onDone}
        />
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title={`Remove ${fullName(person?.firstName, person?.lastName)}?`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={mutations.removing}
          onConfirm={() => void confirmRemoval()}
        />
      </form>
    );
  }

  const index = steps.indexOf(step);
  const last = index === steps.length - 1;
  const list = config.lists.find(({ name }) => name === step);
  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{config.titles.add}</DialogTitle>
        <DialogDescription>
          Step {index + 1} of {steps.length} · {config.notice}
        </DialogDescription>
      </DialogHeader>
      {list ? listField(list) : basicFields}
      {inlineAlert}
      <DialogFooter>
        {step === 'basic' ? hint : null}
        {step === 'basic' ? (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setStep(steps[index - 1]!)} disabled={pending}>
            Back
          </Button>
        )}
        {last ? (
          <Button onClick={() => void add()} disabled={!canProceed || pending}>
            {mutations.creating ? 'Adding...' : 'Add'}
          </Button>
        ) : (
          <Button onClick={() => setStep(steps[index + 1]!)} disabled={!canProceed}>
            Next
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
