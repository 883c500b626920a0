/** The Profile tab of /profile (spec §2 'Profile'). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProfileFormState } from '@/features/profile/profile-form';
import { EditableList } from './editable-list';

export function ProfileTab({
  form,
  onChange,
}: {
  form: ProfileFormState;
  onChange: (patch: Partial<ProfileFormState>) => void;
}) {
  const [firstNameTouched, setFirstNameTouched] = useState(false);
  const firstNameMissing = firstNameTouched && !form.firstName.trim();
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="profile-first-name">First Name</Label>
          <Input
            id="profile-first-name"
            value={form.firstName}
            autoComplete="given-name"
            aria-invalid={firstNameMissing || undefined}
            onBlur={() => setFirstNameTouched(true)}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
          {firstNameMissing ? (
            <p className="text-sm text-destructive">First name is required</p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-last-name">Last Name</Label>
          <Input
            id="profile-last-name"
            value={form.lastName}
            autoComplete="family-name"
            onChange={(event) => onChange({ lastName: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" value={form.email} readOnly aria-readonly />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-role">Role</Label>
          <Input
            id="profile-role"
            value={form.role}
            autoComplete="organization-title"
            onChange={(event) => onChange({ role: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="profile-team-size">Team Size</Label>
          <Input
            id="profile-team-size"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.teamSize}
            onChange={(event) => onChange({ teamSize: event.target.value })}
          />
        </div>
      </div>
      <section
        aria-labelledby="profile-team-heading"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4"
      >
        <div>
          <h2 id="profile-team-heading" className="font-medium">
            Your team
          </h2>
          <p className="text-sm text-muted-foreground">
            Review everyone you track, their 1:1 schedules and who is your manager.
          </p>
        </div>
        <Button variant="outline" asChild>
          <Link to={`${paths.onboarding}?review=team&return=${paths.profile}`}>
            Review your team
          </Link>
        </Button>
      </section>
      <EditableList
        title="Development Goals"
        addLabel="Add Goal"
        itemLabel="Goal"
        items={form.goals}
        onChange={(goals) => onChange({ goals })}
        emptyText="No goals yet."
      />
      <EditableList
        title="Current Challenges"
        addLabel="Add Challenge"
        itemLabel="Challenge"
        items={form.challenges}
        onChange={(challenges) => onChange({ challenges })}
        emptyText="No challenges yet."
      />
      <EditableList
        title="Top Stressors"
        addLabel="Add Stressor"
        itemLabel="Stressor"
        items={form.topStressors}
        onChange={(topStressors) => onChange({ topStressors })}
        emptyText="No stressors yet."
      />
    </div>
  );
}
