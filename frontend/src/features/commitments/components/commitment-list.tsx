/**
 * A list of open commitments (docs/product.md#where-open-commitments-show) with its states: a
 * skeleton while loading, an error with Try again, an empty text, and the rows (`CommitmentRow`),
 * at most `limit` of them with 'Show all' when there are more.
 */
import { useRef, useState } from 'react';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { Button } from '@/components/ui/button';
import { CommitmentRow } from './commitment-row';
import { useCommitmentActions, type CommitmentActionsOptions } from './use-commitment-actions';

export interface CommitmentListProps extends Omit<CommitmentActionsOptions, 'onDropped'> {
  /** The list's accessible name. */
  label: string;
  items: readonly Commitment[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Today 'YYYY-MM-DD' in the user's zone. */
  today: string;
  /** The owner's first name when 'them', and the person's name where a list mixes people. */
  personOf: (commitment: Commitment) => { firstName: string; name?: string };
  /** At most this many rows until 'Show all'. */
  limit?: number;
}

/** A skeleton of three rows, named for screen readers. */
function CommitmentsSkeleton() {
  return (
    <div role="status" aria-label="Loading commitments" className="grid gap-4 py-2">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-3">
          <span className="size-5 shrink-0 animate-pulse rounded-sm bg-muted" />
          <span className="grid flex-1 gap-1.5">
            <span className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <span className="h-3 w-1/2 animate-pulse rounded bg-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A labelled list of open commitments with its loading, error and empty states. */
export function CommitmentList({
  label,
  items,
  isPending,
  isError,
  onRetry,
  emptyText,
  today,
  personOf,
  limit,
  ...options
}: CommitmentListProps) {
  const [showAll, setShowAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const actions = useCommitmentActions({ ...options, onDropped: () => list.current?.focus() });

  if (isPending) return <CommitmentsSkeleton />;
  if (isError && !items) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load commitments.{' '}
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  if (!items?.length) return <p className="text-sm text-muted-foreground">{emptyText}</p>;

  const shown = limit && !showAll ? items.slice(0, limit) : items;
  return (
    <div>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={label}
        className="divide-y outline-none focus-visible:outline-2 focus-visible:outline-ring"
      >
        {shown.map((commitment) => {
          const person = personOf(commitment);
          return (
            <CommitmentRow
              key={commitment.id}
              commitment={commitment}
              personFirstName={person.firstName}
              withName={person.name}
              today={today}
              actions={actions}
            />
          );
        })}
      </ul>
      {shown.length < items.length ? (
        <Button variant="link" size="sm" className="px-0" onClick={() => setShowAll(true)}>
          Show all {items.length}
        </Button>
      ) : null}
    </div>
  );
}
