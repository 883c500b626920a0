/**
 * The Strengths and Growth areas cards of a direct report's page
 * (docs/product.md#screens-and-routes): the list, 'Add' with the generic add-item dialog and 'Edit'
 * of the whole list.
 */
import { Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { AddItemDialog } from '@/components/add-item-dialog';
import { EditListDialog } from '@/components/edit-list-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function TraitCard({
  title,
  itemLabel,
  items,
  emptyText,
  pending,
  onChange,
}: {
  title: string;
  itemLabel: string;
  items: readonly string[];
  emptyText: string;
  pending: boolean;
  /** Saves the new list; resolves when saved. */
  onChange: (items: string[]) => Promise<unknown>;
}) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-2">
        <CardTitle id={headingId}>{title}</CardTitle>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setAdding(true)}
            aria-label={`Add ${itemLabel.toLowerCase()}`}
          >
            <Plus /> Add
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${title.toLowerCase()}`}
          >
            <Pencil /> Edit
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {items.length ? (
          <ul className="grid gap-1.5 text-sm">
            {items.map((item, index) => (
              <li key={`${item}-${index}`} className="rounded-md bg-muted px-3 py-1.5">
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        )}
      </CardContent>
      <AddItemDialog
        open={adding}
        onOpenChange={setAdding}
        title={`Add ${itemLabel}`}
        label={itemLabel}
        onAdd={(text) => void onChange([...items, text])}
      />
      <EditListDialog
        open={editing}
        onOpenChange={setEditing}
        title={`Edit ${title.toLowerCase()}`}
        label={title}
        items={items}
        pending={pending}
        onSave={(next) => void onChange(next).then(() => setEditing(false))}
      />
    </Card>
  );
}
