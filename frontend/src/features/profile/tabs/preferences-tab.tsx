/**
 * The Preferences tab (docs/product.md#profile, #constants-and-limits): nudge frequency with 'Nudge
 * me on weekends too' under it (docs/product.md#slack-nudges), coaching style, time zone, and 'Use
 * AI assistance' (docs/architecture.md#the-ai-layer).
 */
import { COACHING_STYLE_CHOICES, NUDGE_FREQUENCIES, TIME_ZONES } from '@shared/domain/constants';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import type { ProfileFormState } from '@/features/profile/profile-form';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Each value as an option: time zones with spaces for underscores, the rest capitalised. */
const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: value.includes('/') ? value.replace(/_/g, ' ') : capitalise(value),
  }));

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
  const fields = [
    {
      id: 'preferences-nudge-frequency',
      label: 'Nudge Frequency',
      value: form.nudgeFrequency,
      options: NUDGE_FREQUENCIES,
      set: (value: string) =>
        onChange({ nudgeFrequency: value as ProfileFormState['nudgeFrequency'] }),
    },
    {
      id: 'preferences-coaching-style',
      label: 'Coaching Style',
      value: form.coachingStyle,
      options: styles,
      set: (value: string) =>
        onChange({ coachingStyle: value as ProfileFormState['coachingStyle'] }),
    },
    {
      id: 'preferences-time-zone',
      label: 'Time Zone',
      value: form.timeZone,
      options: zones,
      set: (timeZone: string) => onChange({ timeZone }),
      description: 'Your weeks and 1:1 times follow this time zone.',
    },
  ];
  const [frequency, ...otherFields] = fields.map(({ id, label, value, options, set, ...help }) => (
    <SelectField
      key={id}
      id={id}
      label={label}
      value={value}
      options={optionsOf(options)}
      triggerClassName="sm:max-w-sm"
      onValueChange={set}
      {...help}
    />
  ));
  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        {frequency}
        <div className="grid gap-1.5 sm:max-w-xl">
          <div className="flex items-center gap-3">
            <Switch
              id="preferences-nudge-weekends"
              checked={form.nudgeOnWeekends}
              aria-describedby="preferences-nudge-weekends-help"
              onCheckedChange={(nudgeOnWeekends) => onChange({ nudgeOnWeekends })}
            />
            <Label htmlFor="preferences-nudge-weekends">Nudge me on weekends too</Label>
          </div>
          <p id="preferences-nudge-weekends-help" className="text-sm text-muted-foreground">
            Daily and hourly nudges in Slack come Monday to Friday in your time zone. Turn this on
            to get them on Saturdays and Sundays as well. Weekly nudges always come on Monday.
          </p>
        </div>
      </div>
      {otherFields}
      <div className="grid gap-1.5 sm:max-w-xl">
        <div className="flex items-center gap-3">
          <Switch
            id="preferences-use-ai"
            checked={form.useAiAssistance}
            aria-describedby="preferences-use-ai-help"
            onCheckedChange={(useAiAssistance) => onChange({ useAiAssistance })}
          />
          <Label htmlFor="preferences-use-ai">Use AI assistance</Label>
        </div>
        <p id="preferences-use-ai-help" className="text-sm text-muted-foreground">
          When on, suggestions such as ‘Help me say it’ may use the AI model named in the privacy
          policy, with names and emails replaced first. When off, everything is worked out by the
          app itself and your notes never leave it.
        </p>
      </div>
    </div>
  );
}
