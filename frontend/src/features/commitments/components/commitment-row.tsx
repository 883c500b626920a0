/**
 * One open commitment (docs/product.md#where-open-commitments-show): a checkbox named by its text
 * that ticks it done, the text, who owes it ('You' or the person's first name), the due date when
 * set ('Overdue' in words when before today in the user's zone), the 1:1 it was made in, and a
 * menu: Edit (inline: Enter saves, Escape cancels), Move to next 1:1 and Drop.
 */
import { CalendarClock, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { dueLabel, isOverdue, madeLabel } from './commitment-dates';

/** What a row can do; each returns once the write settled (true when it succeeded). */
export interface CommitmentRowActions {
  complete: (commitment: Commitment) => Promise<boolean>;
  save: (
    commitment: Commitment,
    changes: { text: string; owner: Commitment['owner']; due: string | null },
  ) => Promise<boolean>;
  moveToNext: (commitment: Commitment) => Promise<boolean>;
  drop: (commitment: Commitment) => Promise<boolean>;
}

export interface CommitmentRowProps {
  commitment: Commitment;
  /** The other person's first name (the owner when 'them'). */
  personFirstName: string;
  /**
   * The person's full name where a list mixes people (the dashboard): the owner of their items,
   * 'With {name}' on the user's own.
   */
  withName?: string | undefined;
  /** Today 'YYYY-MM-DD' in the user's zone. */
  today: string;
  actions: CommitmentRowActions;
}

/** One row of a commitment list (an `li`); switches to the inline edit form on Edit. */
export function CommitmentRow({
  commitment,
  personFirstName,
  withName,
  today,
  actions,
}: CommitmentRowProps) {
  const [editing, setEditing] = useState(false);
  const [ticking, setTicking] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const overdue = isOverdue(commitment.due, today);
  // Where a list mixes people, the other person's item names them in full; the user's own says
  // with whom.
  const owner = commitment.owner === 'me' ? 'You' : (withName ?? personFirstName);
  const details = [
    { key: 'owner', text: owner, overdue: false },
    ...(withName && commitment.owner === 'me'
      ? [{ key: 'with', text: `With ${withName}`, overdue: false }]
      : []),
    ...(commitment.due ? [{ key: 'due', text: dueLabel(commitment.due, today), overdue }] : []),
    { key: 'made', text: madeLabel(commitment.meetingDate, today), overdue: false },
  ];

  const tick = async () => {
    setTicking(true);
    if (!(await actions.complete(commitment))) setTicking(false);
  };

  if (editing) {
    return (
      <li className="py-3">
        <CommitmentEditForm
          commitment={commitment}
          personFirstName={personFirstName}
          onSave={(changes) => actions.save(commitment, changes)}
          onDone={() => {
            setEditing(false);
            requestAnimationFrame(() => menuButton.current?.focus());
          }}
        />
      </li>
    );
  }

  return (
    <li className="flex items-start gap-3 py-3" data-commitment-id={commitment.id}>
      <Checkbox
        className="mt-0.5"
        aria-label={commitment.text}
        checked={ticking}
        disabled={ticking}
        onCheckedChange={(checked) => {
          if (checked === true) void tick();
        }}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm break-words', ticking && 'text-muted-foreground line-through')}>
          {commitment.text}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          {details.map((detail, index) => (
            // Apart by space on screen, by commas for a screen reader.
            <span
              key={detail.key}
              className={cn(detail.overdue && 'font-semibold text-destructive')}
              data-overdue={detail.overdue || undefined}
            >
              {detail.text}
              {index < details.length - 1 ? <span className="sr-only">,</span> : null}
            </span>
          ))}
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon-sm"
            className="shrink-0"
            aria-label={`More for “${commitment.text}”`}
          >
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void actions.moveToNext(commitment)}>
            <CalendarClock aria-hidden /> Move to next 1:1
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void actions.drop(commitment)}>
            <Trash2 aria-hidden /> Drop
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** The inline edit of text, owner and due date: Enter saves, Escape cancels. */
function CommitmentEditForm({
  commitment,
  personFirstName,
  onSave,
  onDone,
}: {
  commitment: Commitment;
  personFirstName: string;
  onSave: (changes: {
    text: string;
    owner: Commitment['owner'];
    due: string | null;
  }) => Promise<boolean>;
  onDone: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(commitment.text);
  const [owner, setOwner] = useState<Commitment['owner']>(commitment.owner);
  const [due, setDue] = useState(commitment.due ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError('Write what was promised.');
      return;
    }
    setSaving(true);
    const saved = await onSave({ text: trimmed, owner, due: due || null });
    setSaving(false);
    if (saved) onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Escape in the owner's open list (a portal) only closes that list.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onDone();
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      aria-label="Edit commitment"
      // Escape here cancels the edit only, not the notes sheet around it (notes-overlay.tsx).
      data-own-escape=""
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Commitment</Label>
        <Input
          id={`${id}-text`}
          value={text}
          maxLength={280}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`${id}-owner`}
          label="Who"
          value={owner}
          onValueChange={setOwner}
          options={[
            { value: 'me', label: 'You' },
            { value: 'them', label: personFirstName },
          ]}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-due`}>Due (optional)</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
