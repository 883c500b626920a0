/** The Preferences tab (spec §2 'Profile', §9): nudge frequency, coaching style, time zone. */
import { COACHING_STYLE_CHOICES, NUDGE_FREQUENCIES, TIME_ZONES } from '@shared/domain/constants';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { ProfileFormState } from '@/features/profile/profile-form';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function Field({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="sm:max-w-sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option.includes('/') ? option.replace(/_/g, ' ') : capitalise(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function PreferencesTab({
  form,
  onChange,
}: {
  form: ProfileFormState;
  onChange: (patch: Partial<ProfileFormState>) => void;
}) {
  const styles: readonly string[] = COACHING_STYLE_CHOICES.includes(form.coachingStyle as never)
    ? COACHING_STYLE_CHOICES
    : [...COACHING_STYLE_CHOICES, form.coachingStyle];
  const zones: readonly string[] = (TIME_ZONES as readonly string[]).includes(form.timeZone)
    ? TIME_ZONES
    : [form.timeZone, ...TIME_ZONES];
  return (
    <div className="grid gap-6">
      <Field
        id="preferences-nudge-frequency"
        label="Nudge Frequency"
        value={form.nudgeFrequency}
        options={NUDGE_FREQUENCIES}
        onChange={(value) =>
          onChange({ nudgeFrequency: value as ProfileFormState['nudgeFrequency'] })
        }
      />
      <Field
        id="preferences-coaching-style"
        label="Coaching Style"
        value={form.coachingStyle}
        options={styles}
        onChange={(value) =>
          onChange({ coachingStyle: value as ProfileFormState['coachingStyle'] })
        }
      />
      <Field
        id="preferences-time-zone"
        label="Time Zone"
        value={form.timeZone}
        options={zones}
        onChange={(timeZone) => onChange({ timeZone })}
      />
      <p className="text-sm text-muted-foreground">
        Your weeks and 1:1 times follow this time zone.
      </p>
    </div>
  );
}
