/**
 * The three 1:1 schedule fields (spec §5 'Schedules'): '1:1 day' (Monday to Friday), 'Frequency'
 * and 'Time' ('HH:mm'), as grid cells. Used by the person dialogs and the team review rows.
 */
import {
  MEETING_DAYS,
  MEETING_FREQUENCY_LABELS,
  type MeetingDay,
  type MeetingFrequency,
} from '@shared/domain/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

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
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-day`}>1:1 day</Label>
        <Select
          value={values.meetingDayOfWeek || undefined}
          onValueChange={(value) => onChange({ meetingDayOfWeek: value as MeetingDay })}
        >
          <SelectTrigger id={`${idPrefix}-day`} aria-invalid={dayInvalid || undefined}>
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
        <Label htmlFor={`${idPrefix}-frequency`}>Frequency</Label>
        <Select
          value={values.meetingFrequency || undefined}
          onValueChange={(value) => onChange({ meetingFrequency: value as MeetingFrequency })}
        >
          <SelectTrigger id={`${idPrefix}-frequency`}>
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
