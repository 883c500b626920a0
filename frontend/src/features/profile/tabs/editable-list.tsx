/**
 * A list of short texts with a remove button per item and an add dialog
 * (docs/product.md#screens-and-routes Profile tab: Development Goals, Current Challenges, Top
 * Stressors).
 */
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { AddItemDialog } from '@/components/add-item-dialog';
import { Button } from '@/components/ui/button';

export function EditableList({
  title,
  addLabel,
  itemLabel,
  items,
  onChange,
  emptyText,
}: {
  title: string;
  addLabel: string;
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  emptyText: string;
}) {
  const [adding, setAdding] = useState(false);
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="font-medium">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus /> {addLabel}
        </Button>
      </div>
      {items.length ? (
        <ul className="grid gap-2">
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className="flex items-center justify-between gap-3 rounded-md border bg-card px-3 py-2 text-sm"
            >
              <span>{item}</span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      )}
      <AddItemDialog
        open={adding}
        onOpenChange={setAdding}
        title={addLabel}
        label={itemLabel}
        onAdd={(text) => onChange([...items, text])}
      />
    </section>
  );
}
