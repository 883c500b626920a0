/**
 * The three 1:1 schedule fields (docs/product.md#validation-rules 'Schedules'): '1:1 day' (Monday
 * to Friday), 'Frequency' and 'Time' ('HH:mm'), as grid cells. Used by the person dialogs and the
 * team review rows.
 */
import {
  MEETING_DAYS,
  MEETING_FREQUENCY_LABELS,
  type MeetingDay,
  type MeetingFrequency,
} from '@shared/domain/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';

export interface ScheduleValues {
  meetingDayOfWeek: MeetingDay | '';
  meetingFrequency: MeetingFrequency | '';
  meetingTime: string;
}

export function ScheduleInputs({
  idPrefix,
  values,
  frequencies,
  onChange,
  dayInvalid = false,
}: {
  idPrefix: string;
  values: ScheduleValues;
  /** The frequencies offered; the current one is always offered too. */
  frequencies: readonly MeetingFrequency[];
  onChange: (patch: Partial<ScheduleValues>) => void;
  dayInvalid?: boolean;
}) {
  const options =
    values.meetingFrequency && !frequencies.includes(values.meetingFrequency)
      ? [...frequencies, values.meetingFrequency]
      : frequencies;
  return (
    <>
      <SelectField
        id={`${idPrefix}-day`}
        label="1:1 day"
        value={values.meetingDayOfWeek}
        options={MEETING_DAYS.map((day) => ({ value: day, label: day }))}
        placeholder="Choose a day"
        invalid={dayInvalid}
        onValueChange={(meetingDayOfWeek) => onChange({ meetingDayOfWeek })}
      />
      <SelectField
        id={`${idPrefix}-frequency`}
        label="Frequency"
        value={values.meetingFrequency}
        options={options.map((frequency) => ({
          value: frequency,
          label: MEETING_FREQUENCY_LABELS[frequency],
        }))}
        placeholder="Choose"
        onValueChange={(meetingFrequency) => onChange({ meetingFrequency })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-time`}>Time</Label>
        <Input
          id={`${idPrefix}-time`}
          type="time"
          step={900}
          value={values.meetingTime}
          onChange={(event) => onChange({ meetingTime: event.target.value })}
        />
      </div>
    </>
  );
}
