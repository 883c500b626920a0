/**
 * Step 1, 'About you' (docs/product.md#screens-and-routes): first name (required: 'First name is
 * required' after blur), last name, role/title, team size 1–5 and 6+, and preferred coaching style.
 */
import { ToggleGroup, RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { COACHING_STYLE_CHOICES, TEAM_SIZE_OPTIONS } from '@shared/domain/constants';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { OnboardingAnswers } from '@/features/onboarding/onboarding-draft';

const STYLE_TEXT: Record<(typeof COACHING_STYLE_CHOICES)[number], { title: string; text: string }> =
  {
    empathetic: { title: 'Empathetic', text: 'Lead with warmth and understanding.' },
    direct: { title: 'Direct', text: 'Clear, candid and to the point.' },
    balanced: { title: 'Balanced', text: 'Warm and candid in equal measure.' },
  };

export function AboutYouStep({
  answers,
  onChange,
}: {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
}) {
  const [firstNameTouched, setFirstNameTouched] = useState(false);
  const firstNameMissing = firstNameTouched && !answers.firstName.trim();

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="onboarding-first-name"
          label={
            <>
              First name{' '}
              <span aria-hidden className="text-destructive">
                *
              </span>
            </>
          }
          autoComplete="given-name"
          required
          value={answers.firstName}
          error={firstNameMissing ? 'First name is required' : undefined}
          onBlur={() => setFirstNameTouched(true)}
          onChange={(event) => onChange({ firstName: event.target.value })}
        />
        <TextField
          id="onboarding-last-name"
          label="Last name"
          autoComplete="family-name"
          value={answers.lastName}
          onChange={(event) => onChange({ lastName: event.target.value })}
        />
      </div>
      <TextField
        id="onboarding-role"
        label="Role / title"
        autoComplete="organization-title"
        placeholder="e.g. Engineering Manager"
        value={answers.role}
        onChange={(event) => onChange({ role: event.target.value })}
      />
      <div className="grid gap-2">
        <span id="onboarding-team-size" className="text-sm font-medium">
          Team size
        </span>
        <ToggleGroup.Root
          type="single"
          aria-labelledby="onboarding-team-size"
          value={answers.teamSize ? String(answers.teamSize) : ''}
          onValueChange={(value) => onChange({ teamSize: value ? Number(value) : null })}
          className="flex flex-wrap gap-2"
        >
          {TEAM_SIZE_OPTIONS.map((size) => (
            <ToggleGroup.Item
              key={size}
              value={String(size)}
              className="h-10 min-w-12 cursor-pointer rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
            >
              {size === 6 ? '6+' : size}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className="grid gap-2">
        <span id="onboarding-style" className="text-sm font-medium">
          Preferred coaching style
        </span>
        <RadioGroup.Root
          aria-labelledby="onboarding-style"
          value={answers.coachingStyle}
          onValueChange={(value) =>
            onChange({ coachingStyle: value as OnboardingAnswers['coachingStyle'] })
          }
          className="grid gap-3 sm:grid-cols-3"
        >
          {COACHING_STYLE_CHOICES.map((style) => (
            <RadioGroup.Item
              key={style}
              value={style}
              className={cn(
                'cursor-pointer rounded-lg border border-input bg-card p-4 text-left hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
              )}
            >
              <span className="block font-medium">{STYLE_TEXT[style].title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">
                {STYLE_TEXT[style].text}
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </div>
  );
}
