/**
 * The shared fields of the person dialogs: first name (required), last name, email, role and the
 * 1:1 schedule (day Monday–Friday, frequency, time) (spec §5 'Boss dialog', 'Direct-report dialog'),
 * each with its error message (a client check or the server's) tied to the control.
 */
import { useId } from 'react';
import type { MeetingFrequency } from '@shared/domain/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ScheduleInputs } from '@/features/people/schedule-inputs';
import { FieldError } from './field-error';
import { fieldErrorProps, type FieldErrors } from '@/lib/field-errors';
import type { PersonFormValues } from './person-form';

const SCHEDULE_FIELDS = ['meetingDayOfWeek', 'meetingFrequency', 'meetingTime'] as const;

export function PersonFields({
  values,
  onChange,
  onBlur,
  errors = {},
  frequencies,
  rolePlaceholder,
}: {
  values: PersonFormValues;
  onChange: (patch: Partial<PersonFormValues>) => void;
  /** A text field lost focus. */
  onBlur?: (field: keyof PersonFormValues) => void;
  /** Messages by field name. */
  errors?: FieldErrors;
  frequencies: readonly MeetingFrequency[];
  rolePlaceholder: string;
}) {
  const id = useId();
  const text = (field: 'firstName' | 'lastName' | 'email' | 'role') => ({
    id: `${id}-${field}`,
    autoComplete: 'off',
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    onBlur: () => onBlur?.(field),
    ...fieldErrorProps(`${id}-${field}`, errors[field]),
  });
  const scheduleErrors = SCHEDULE_FIELDS.map((field) => errors[field]).filter(Boolean);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-firstName`}>
            First name{' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </Label>
          <Input required autoFocus {...text('firstName')} />
          <FieldError id={`${id}-firstName`} message={errors.firstName} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-lastName`}>Last name</Label>
          <Input {...text('lastName')} />
          <FieldError id={`${id}-lastName`} message={errors.lastName} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input type="email" placeholder="Optional" {...text('email')} />
          <FieldError id={`${id}-email`} message={errors.email} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Input placeholder={rolePlaceholder} {...text('role')} />
          <FieldError id={`${id}-role`} message={errors.role} />
        </div>
      </div>
      <fieldset
        className="grid gap-4 sm:grid-cols-3"
        {...fieldErrorProps(`${id}-schedule`, scheduleErrors[0])}
      >
        <legend className="mb-2 text-sm font-medium text-muted-foreground">1:1 schedule</legend>
        <ScheduleInputs
          idPrefix={id}
          values={values}
          frequencies={frequencies}
          onChange={onChange}
        />
      </fieldset>
      <FieldError id={`${id}-schedule`} message={scheduleErrors.join(' ') || undefined} />
    </div>
  );
}
