/**
 * One checklist item (docs/product.md#note-editor): done checkbox (named by the item's text),
 * the text (Enter adds the next item, Backspace in an empty one drops it), the owner toggle ('Me'
 * or the person's first name), an optional due date, and Drop.
 */
import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LIMITS } from '@shared/domain/constants';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ChecklistItem } from '../sync/checklist-item';

export interface ChecklistItemRowProps {
  item: ChecklistItem;
  /** The person's first name, shown for owner 'them'. */
  personName: string;
  /** True when this item's text input should take the focus now (caret at the end). */
  focusRequested: boolean;
  onFocused: () => void;
  onText: (text: string) => void;
  onToggleOwner: () => void;
  onDue: (due: string | null) => void;
  onDone: (done: boolean) => void;
  /** Enter in the text: the next item. */
  onEnter: () => void;
  /** Backspace in an empty text: drop it (focus moves on). */
  onBackspaceEmpty: () => void;
  onDrop: () => void;
  onBlur: () => void;
}

export function ChecklistItemRow({
  item,
  personName,
  focusRequested,
  onFocused,
  onText,
  onToggleOwner,
  onDue,
  onDone,
  onEnter,
  onBackspaceEmpty,
  onDrop,
  onBlur,
}: ChecklistItemRowProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusRequested || !input.current) return;
    const field = input.current;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    onFocused();
  }, [focusRequested, onFocused]);

  const name = item.text.trim() || 'New commitment';
  const ownerLabel = item.owner === 'me' ? 'Me' : personName;
  const otherLabel = item.owner === 'me' ? personName : 'Me';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Backspace' && event.currentTarget.value === '') {
      event.preventDefault();
      onBackspaceEmpty();
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1" data-commitment-id={item.id}>
      <Checkbox
        checked={item.done}
        onCheckedChange={(checked) => onDone(checked === true)}
        aria-label={name}
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <Input
        ref={input}
        value={item.text}
        maxLength={LIMITS.commitmentText}
        aria-label="Commitment"
        placeholder="What was promised?"
        enterKeyHint="next"
        className={cn(
          'h-9 min-w-0 flex-1 basis-40',
          item.done && 'text-muted-foreground line-through',
        )}
        onChange={(event) => onText(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <div className="ml-7 flex items-center gap-1 sm:ml-0">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Owner: ${ownerLabel} (switch to ${otherLabel})`}
          onClick={onToggleOwner}
        >
          {ownerLabel}
        </Button>
        <Input
          type="date"
          value={item.due ?? ''}
          aria-label={`Due date of “${name}”`}
          className="h-9 w-36"
          onChange={(event) => onDue(event.target.value === '' ? null : event.target.value)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Drop “${name}”`}
          onClick={onDrop}
        >
          <X aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}
