/**
 * Edit a list of short texts in one textarea, one item per line (trimmed, empty lines dropped).
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export function EditListDialog({
  open,
  onOpenChange,
  title,
  label,
  items,
  pending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  items: readonly string[];
  pending: boolean;
  onSave: (items: string[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <EditListForm
            title={title}
            label={label}
            items={items}
            pending={pending}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditListForm({
  title,
  label,
  items,
  pending,
  onSave,
  onCancel,
}: {
  title: string;
  label: string;
  items: readonly string[];
  pending: boolean;
  onSave: (items: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(items.join('\n'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>One per line.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          rows={7}
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
