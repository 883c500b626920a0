/**
 * One row of the team review panel: checkbox (detected) or remove button (manual), name, email
 * (shown whole: wrapped when read-only, with a tooltip in its field), badges, relationship, and for
 * manual rows the 1:1 day, frequency and time (docs/product.md#screens-and-routes); a detected row
 * shows its 1:1 as the calendar has it, a manual row the calendar finds too shows it as a hint. A
 * row that could not be saved is marked, with the server's message tied to the fields it names.
 */
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MEETING_FREQUENCIES } from '@shared/domain/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Tip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { ScheduleInputs } from '@/features/people';
import {
  describeCalendarSchedule,
  hasName,
  isBlankDraft,
  ONE_MANAGER_TOOLTIP,
  type PersonDraft,
  type Relationship,
  type RowSaveError,
} from './person-draft';

/** What a detected row says of its 1:1: the calendar's, else the stored schedule, else none. */
function detectedScheduleLine(row: PersonDraft): { label: string; text: string } {
  if (row.calendarSchedule)
    return { label: '1:1 in your calendar', text: describeCalendarSchedule(row.calendarSchedule) };
  if (row.meetingDayOfWeek)
    return {
      label: '1:1 schedule',
      text: describeCalendarSchedule({
        meetingDayOfWeek: row.meetingDayOfWeek,
        meetingTime: row.meetingTime,
        meetingFrequency: row.meetingFrequency || null,
      }),
    };
  return { label: '1:1 in your calendar', text: 'None in the last 3 weeks or the next 4' };
}

/** An email that may break after its '@' (then anywhere) rather than be cut: '—' when none. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (!email) return <>—</>;
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export interface PersonRowProps {
  row: PersonDraft;
  managerDisabled: boolean;
  onChange: (patch: Partial<PersonDraft>) => void;
  onRemove: () => void;
  /** Why the last save of this row failed. */
  saveError?: RowSaveError | undefined;
}

export function PersonRow({ row, managerDisabled, onChange, onRemove, saveError }: PersonRowProps) {
  const id = useId();
  const manual = row.source === 'manual';
  const lockedDetected = row.source === 'detected' && row.alreadyAdded && Boolean(row.email);
  const displayName =
    [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name || 'team member';
  const missingName = !isBlankDraft(row) && !hasName(row);
  const missingDay = manual && hasName(row) && !row.meetingDayOfWeek;
  const errorId = `${id}-save-error`;
  const schedule = manual ? null : detectedScheduleLine(row);
  /** aria-invalid and the message for a field the server named. */
  const serverInvalid = (field: string) =>
    saveError?.fields[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <li
      className={cn(
        'rounded-lg border bg-card p-4 shadow-xs',
        !row.selected && 'opacity-70',
        saveError && 'border-destructive',
      )}
      aria-label={displayName === 'team member' ? 'New team member' : displayName}
    >
      <div className="flex items-start gap-3">
        {manual ? null : (
          <Checkbox
            className="mt-8"
            checked={row.selected}
            disabled={lockedDetected}
            onCheckedChange={(checked) => onChange({ selected: checked === true })}
            aria-label={`Include ${displayName}`}
          />
        )}
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)]">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-first`}>First name</Label>
            <Input
              id={`${id}-first`}
              value={row.firstName}
              autoComplete="off"
              aria-invalid={missingName || undefined}
              onChange={(event) => onChange({ firstName: event.target.value })}
              {...serverInvalid('firstName')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-last`}>Last name</Label>
            <Input
              id={`${id}-last`}
              value={row.lastName}
              autoComplete="off"
              onChange={(event) => onChange({ lastName: event.target.value })}
              {...serverInvalid('lastName')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            {manual ? (
              <Input
                id={`${id}-email`}
                type="email"
                value={row.email}
                autoComplete="off"
                placeholder="Optional"
                title={row.email || undefined}
                onChange={(event) => onChange({ email: event.target.value })}
                {...serverInvalid('email')}
              />
            ) : (
              <p
                id={`${id}-email`}
                className="flex min-h-10 items-center text-sm text-muted-foreground wrap-anywhere"
              >
                <EmailText email={row.email} />
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-relationship`}>Relationship</Label>
            <Select
              value={row.relationship}
              onValueChange={(value) => onChange({ relationship: value as Relationship })}
            >
              <SelectTrigger id={`${id}-relationship`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="directReport">Direct report</SelectItem>
                {managerDisabled ? (
                  <Tip content={ONE_MANAGER_TOOLTIP} side="right">
                    <SelectItem
                      value="boss"
                      disabled
                      className="data-[disabled]:pointer-events-auto"
                      title={ONE_MANAGER_TOOLTIP}
                    >
                      Manager
                    </SelectItem>
                  </Tip>
                ) : (
                  <SelectItem value="boss">Manager</SelectItem>
                )}
              </SelectContent>
            </Select>
          </div>
          {manual ? (
            <ScheduleInputs
              idPrefix={id}
              values={row}
              frequencies={MEETING_FREQUENCIES}
              dayInvalid={missingDay || Boolean(saveError?.fields.meetingDayOfWeek)}
              onChange={onChange}
            />
          ) : schedule ? (
            <div className="grid gap-1.5 sm:col-span-2">
              <span className="text-sm font-medium">{schedule.label}</span>
              <p className="text-sm">{schedule.text}</p>
            </div>
          ) : null}
          {row.alreadyAdded || row.previouslyRemoved ? (
            <div className="flex items-end gap-2 pb-2">
              {row.alreadyAdded ? <Badge variant="success">Already added</Badge> : null}
              {row.previouslyRemoved ? <Badge variant="warning">Previously removed</Badge> : null}
            </div>
          ) : null}
        </div>
        {manual ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="mt-6 text-muted-foreground hover:text-destructive"
            onClick={onRemove}
            aria-label={`Remove ${displayName}`}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
      {manual && row.calendarSchedule ? (
        <p className="mt-3 text-sm text-muted-foreground">
          In your calendar: {describeCalendarSchedule(row.calendarSchedule)}
        </p>
      ) : null}
      {saveError ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-destructive">
          Not saved: {saveError.message}
        </p>
      ) : null}
    </li>
  );
}
