/**
 * The shared fields of the person dialogs: first name (required), last name, email, role and the
 * 1:1 schedule (day Monday–Friday, frequency, time) (spec §5 'Boss dialog', 'Direct-report dialog').
 */
import { useId } from 'react';
import {
  MEETING_DAYS,
  MEETING_FREQUENCY_LABELS,
  type MeetingDay,
  type MeetingFrequency,
} from '../../../../../shared/domain/constants';
import type { PersonFormValues } from './person-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';

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
  const options =
    values.meetingFrequency && !frequencies.includes(values.meetingFrequency)
      ? [...frequencies, values.meetingFrequency]
      : frequencies;
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-day`}>1:1 day</Label>
          <Select
            value={values.meetingDayOfWeek || undefined}
            onValueChange={(value) => onChange({ meetingDayOfWeek: value as MeetingDay })}
          >
            <SelectTrigger id={`${id}-day`}>
              <SelectValue placeholder="Choose a day" />
            </SelectTrigger>
            <SelectContent>
              {MEETING_DAYS.map((day) => (
                <SelectItem key={day} value={day}>
                  {day}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-frequency`}>Frequency</Label>
          <Select
            value={values.meetingFrequency || undefined}
            onValueChange={(value) => onChange({ meetingFrequency: value as MeetingFrequency })}
          >
            <SelectTrigger id={`${id}-frequency`}>
              <SelectValue placeholder="Choose" />
            </SelectTrigger>
            <SelectContent>
              {options.map((frequency) => (
                <SelectItem key={frequency} value={frequency}>
                  {MEETING_FREQUENCY_LABELS[frequency]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`}>Time</Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={900}
            value={values.meetingTime}
            onChange={(event) => onChange({ meetingTime: event.target.value })}
          />
        </div>
      </fieldset>
    </div>
  );
}
