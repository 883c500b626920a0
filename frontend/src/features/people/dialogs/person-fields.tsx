/**
 * The shared fields of the person dialogs: first name (required), last name, email, role and the
 * 1:1 schedule (day Monday–Friday, frequency, time) (docs/product.md#validation-rules 'Boss
 * dialog', 'Direct-report dialog'), each with its error message (a client check or the server's)
 * tied to the control.
 */
import { useId } from 'react';
import type { MeetingFrequency } from '@shared/domain/constants';
import { TextField } from '@/components/ui/text-field';
import { ScheduleInputs } from '@/features/people/schedule-inputs';
import { FieldError } from '@/components/ui/field-error';
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
    error: errors[field],
  });
  const scheduleErrors = SCHEDULE_FIELDS.map((field) => errors[field]).filter(Boolean);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={
            <>
              First name{' '}
              <span aria-hidden className="text-destructive">
                *
              </span>
            </>
          }
          required
          autoFocus
          {...text('firstName')}
        />
        <TextField label="Last name" {...text('lastName')} />
        <TextField label="Email" type="email" placeholder="Optional" {...text('email')} />
        <TextField label="Role" placeholder={rolePlaceholder} {...text('role')} />
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
