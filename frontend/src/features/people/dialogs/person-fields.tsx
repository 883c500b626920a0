/**
 * The shared fields of the person dialogs: first name (required), last name, email, role and the
 * 1:1 schedule (day Monday–Friday, frequency, time) (spec §5 'Boss dialog', 'Direct-report dialog').
 */
import { useId } from 'react';
import type { MeetingFrequency } from '@shared/domain/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ScheduleInputs } from '@/features/people/schedule-inputs';
import type { PersonFormValues } from './person-form';

export function PersonFields({
  values,
  onChange,
  frequencies,
  rolePlaceholder,
}: {
  values: PersonFormValues;
  onChange: (patch: Partial<PersonFormValues>) => void;
  frequencies: readonly MeetingFrequency[];
  rolePlaceholder: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-first`}>
            First name{' '}
            <span aria-hidden className="text-destructive">
              *
            </span>
          </Label>
          <Input
            id={`${id}-first`}
            autoComplete="off"
            required
            autoFocus
            value={values.firstName}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-last`}>Last name</Label>
          <Input
            id={`${id}-last`}
            autoComplete="off"
            value={values.lastName}
            onChange={(event) => onChange({ lastName: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="Optional"
            value={values.email}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <Input
            id={`${id}-role`}
            autoComplete="off"
            placeholder={rolePlaceholder}
            value={values.role}
            onChange={(event) => onChange({ role: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-muted-foreground">1:1 schedule</legend>
        <ScheduleInputs
          idPrefix={id}
          values={values}
          frequencies={frequencies}
          onChange={onChange}
        />
      </fieldset>
    </div>
  );
}
