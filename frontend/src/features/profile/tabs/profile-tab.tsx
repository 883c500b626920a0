/** The Profile tab of /profile (docs/product.md#profile). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { ProfileFormState } from '@/features/profile/profile-form';
import { EditableList } from './editable-list';

/** The three editable lists of docs/product.md#profile: field, title, and the item's name. */
const LISTS = [
  { field: 'goals', title: 'Development Goals', item: 'Goal' },
  { field: 'challenges', title: 'Current Challenges', item: 'Challenge' },
  { field: 'topStressors', title: 'Top Stressors', item: 'Stressor' },
] as const;

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
        <TextField
          id="profile-first-name"
          label="First Name"
          value={form.firstName}
          autoComplete="given-name"
          error={firstNameMissing ? 'First name is required' : undefined}
          onBlur={() => setFirstNameTouched(true)}
          onChange={(event) => onChange({ firstName: event.target.value })}
        />
        <TextField
          id="profile-last-name"
          label="Last Name"
          value={form.lastName}
          autoComplete="family-name"
          onChange={(event) => onChange({ lastName: event.target.value })}
        />
        <TextField id="profile-email" label="Email" value={form.email} readOnly aria-readonly />
        <TextField
          id="profile-role"
          label="Role"
          value={form.role}
          autoComplete="organization-title"
          onChange={(event) => onChange({ role: event.target.value })}
        />
        <TextField
          id="profile-team-size"
          label="Team Size"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={form.teamSize}
          onChange={(event) => onChange({ teamSize: event.target.value })}
        />
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
      {LISTS.map(({ field, title, item }) => (
        <EditableList
          key={field}
          title={title}
          addLabel={`Add ${item}`}
          itemLabel={item}
          items={form[field]}
          onChange={(items) => onChange({ [field]: items })}
          emptyText={`No ${item.toLowerCase()}s yet.`}
        />
      ))}
    </div>
  );
}
