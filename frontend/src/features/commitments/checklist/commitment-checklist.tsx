/**
 * The commitments checklist of one section (agenda or reflection) of a 1:1's meeting note
 * (docs/product.md#note-editor): this 1:1's items of that section, kept on the device and sent
 * like the note text (features/commitments/sync/). Keyboard first: 'Add commitment', Enter in an
 * item adds the next one, Space ticks (native checkbox semantics), Backspace in an empty item
 * drops it and moves the focus to the item above (else back to `returnFocusTo`, else to 'Add
 * commitment'), and a dropped
 * item offers Undo.
 */
import { Plus } from 'lucide-react';
import { useCallback, useRef, type RefObject } from 'react';
import type { CommitmentSection } from '@shared/domain/constants';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { ChecklistDoc, ChecklistState } from '../sync/checklist-doc';
import type { ChecklistItem } from '../sync/checklist-item';
import { ChecklistItemRow } from './checklist-item-row';

const SECTION_NAMES: Record<CommitmentSection, string> = {
  prep: 'Agenda commitments',
  reflection: 'Reflection commitments',
};

export interface CommitmentChecklistProps {
  section: CommitmentSection;
  checklist: { doc: ChecklistDoc; state: ChecklistState; loading: boolean; failed: boolean };
  /** The other person's first name (owner 'them'). */
  personName: string;
  /** Where the focus goes when the last item is dropped with Backspace (the section's text). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function CommitmentChecklist({
  section,
  checklist,
  personName,
  returnFocusTo,
}: CommitmentChecklistProps) {
  const { doc, state, loading, failed } = checklist;
  const items = state.items.filter((item) => item.section === section && !item.removed);
  const onFocused = useCallback(() => doc.focused(), [doc]);
  const addButton = useRef<HTMLButtonElement>(null);
  const name = SECTION_NAMES[section];
  const headingId = `${doc.meetingId}-${section}-commitments`;

  const drop = (item: ChecklistItem, index: number, viaBackspace: boolean) => {
    const dropped = doc.remove(item.id);
    if (viaBackspace) {
      const above = items[index - 1];
      if (above) doc.requestFocus(above.id);
      else (returnFocusTo?.current ?? addButton.current)?.focus();
    }
    if (dropped && (dropped.base || dropped.text.trim() !== '')) {
      toast('Commitment dropped', {
        action: { label: 'Undo', onClick: () => doc.restore(dropped) },
      });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-xs font-medium text-muted-foreground">
        {name}
      </h4>
      {loading && items.length === 0 ? (
        <p className="text-xs text-muted-foreground">Loading commitments…</p>
      ) : null}
      {failed && items.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          Could not load the commitments. New ones are kept on this device and sent when you are
          back online.
        </p>
      ) : null}
      {!loading && !failed && items.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          No commitments yet. Type [] at the start of a line to add one.
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {items.map((item, index) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              personName={personName}
              focusRequested={state.focusId === item.id}
              onFocused={onFocused}
              onText={(text) => doc.edit(item.id, { text })}
              onToggleOwner={() =>
                doc.edit(item.id, { owner: item.owner === 'me' ? 'them' : 'me' })
              }
              onDue={(due) => doc.edit(item.id, { due })}
              onDone={(done) => doc.edit(item.id, { done })}
              onEnter={() => doc.add(section)}
              onBackspaceEmpty={() => drop(item, index, true)}
              onDrop={() => drop(item, index, false)}
              onBlur={() => void doc.flush()}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <Button
          ref={addButton}
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => doc.add(section)}
        >
          <Plus aria-hidden className="size-4" /> Add commitment
        </Button>
      </div>
    </section>
  );
}

/** The notice shown after another tab's text of an item was kept next to this one. */
export function ChecklistMergedNotice({ state }: { state: ChecklistState }) {
  if (!state.merged) return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
      A commitment was also changed in another tab. Both versions of its text are kept.
    </p>
  );
}
