/**
 * Commitments suggested from what was written in a 1:1
 * (docs/product.md#commitments-suggested-from-reflections): below the reflection, the items its
 * text records that are not on the checklist yet (`existing`) — each with its owner and due date,
 * 'Add' in one click (`onAdd` receives `{ text, owner, due }`) and a dismiss button. Quiet when
 * there is nothing to suggest: nothing shows while the first answer is on its way or when the text
 * holds no new commitment. Keyboard: every action is a button; after one, focus moves to the next
 * suggestion's 'Add' (or the heading when none is left), never lost.
 */
import { format, parseISO } from 'date-fns';
import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CommitmentSuggestion } from '@shared/contract/schemas/commitment';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { sameItemKey } from './settled-text';
import { useCommitmentSuggestions } from './use-commitment-suggestions';

export interface CommitmentSuggestionsProps {
  meeting: { id: string };
  /** The reflection as it is being written. */
  text: string;
  /** What the checklist already holds (suggestions matching one are not shown). */
  existing: readonly { text: string; owner: string }[];
  /** Adds the item to the checklist; a rejected promise leaves the suggestion in place. */
  onAdd: (item: CommitmentSuggestion) => Promise<unknown> | void;
  /** The other person's first name, to say whose an item is; 'Them' without it. */
  personName?: string | undefined;
}

function dueLabel(due: string): string {
  return `Due ${format(parseISO(due), 'EEE d MMM')}`;
}

export function CommitmentSuggestions({
  meeting,
  text,
  existing,
  onAdd,
  personName,
}: CommitmentSuggestionsProps) {
  const { data, isError } = useCommitmentSuggestions(meeting.id, text);
  /** Items added or dismissed here, by sameItemKey: they never come back for this 1:1. */
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  /** The index of the suggestion just handled: focus goes to the one now in its place. */
  const focusAfter = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onList = new Set(existing.map(sameItemKey));
  const shown = (data?.suggestions ?? []).filter((item) => {
    const key = sameItemKey(item);
    return !onList.has(key) && !handled.has(key);
  });

  useEffect(() => {
    if (focusAfter.current === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-add]');
    const next = buttons?.[Math.min(focusAfter.current, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
    focusAfter.current = null;
  });

  const settle = (item: CommitmentSuggestion, index: number) => {
    setHandled((previous) => new Set(previous).add(sameItemKey(item)));
    focusAfter.current = index;
  };

  const add = async (item: CommitmentSuggestion, index: number) => {
    const key = sameItemKey(item);
    setAdding(key);
    try {
      await onAdd(item);
      settle(item, index);
    } catch {
      toast.error("Couldn't add that commitment. Try again.");
    } finally {
      setAdding(null);
    }
  };

  if (shown.length === 0 && handled.size === 0) {
    // Quiet: nothing yet, nothing new, or a failed read before any answer (said in one line).
    return isError && !data ? (
      <p role="status" className="text-xs text-muted-foreground">
        Couldn't look for commitments just now. Keep writing and they'll show here.
      </p>
    ) : null;
  }

  const owner = (item: CommitmentSuggestion) =>
    item.owner === 'me' ? 'You' : (personName ?? 'Them');

  return (
    <section
      aria-labelledby={`commitment-suggestions-${meeting.id}`}
      className="grid gap-2 rounded-md border border-dashed border-input p-3"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        id={`commitment-suggestions-${meeting.id}`}
        className="text-xs font-medium text-muted-foreground outline-none"
      >
        Suggested commitments
      </h3>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? '1 suggested commitment' : `${shown.length} suggested commitments`}
      </p>
      {shown.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nothing more to add from this reflection.</p>
      ) : null}
      <ul ref={listRef} className="grid gap-2">
        {shown.map((item, index) => {
          const key = sameItemKey(item);
          return (
            <li key={key} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1 basis-48 break-words">{item.text}</span>
              <Badge variant={item.owner === 'me' ? 'default' : 'muted'}>
                <span className="sr-only">Owner: </span>
                {owner(item)}
              </Badge>
              {item.due ? (
                <Badge variant="outline">
                  <time dateTime={item.due}>{dueLabel(item.due)}</time>
                </Badge>
              ) : null}
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  data-add
                  disabled={adding !== null}
                  aria-label={`Add commitment: ${item.text}`}
                  onClick={() => void add(item, index)}
                >
                  <Plus aria-hidden="true" />
                  {adding === key ? 'Adding…' : 'Add'}
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={`Dismiss suggestion: ${item.text}`}
                  onClick={() => settle(item, index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
