/**
 * Parts the edit forms of both person dialogs share: the schedule-change notice
 * (docs/product.md#screens-and-routes 'Changing the schedule of an existing person shows …') and
 * the footer with Remove, the requirements hint, Cancel and Save ('Saving...').
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

export const SCHEDULE_CHANGE_NOTICE =
  'Your upcoming 1:1 meetings will be updated with the new schedule.';

export function ScheduleChangeNotice() {
  return (
    <p
      role="status"
      className="rounded-md bg-primary-soft px-3 py-2 text-sm text-accent-foreground"
    >
      {SCHEDULE_CHANGE_NOTICE}
    </p>
  );
}

export function EditDialogFooter({
  hint,
  pending,
  saving,
  canSave,
  onRemove,
  onCancel,
}: {
  /** Shown next to the buttons while the form is not valid. */
  hint: ReactNode;
  pending: boolean;
  saving: boolean;
  canSave: boolean;
  onRemove: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogFooter className="sm:justify-between">
      <Button
        variant="ghost"
        className="text-destructive hover:text-destructive"
        onClick={onRemove}
        disabled={pending}
      >
        Remove
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {hint}
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || pending}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </DialogFooter>
  );
}
