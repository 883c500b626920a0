/**
 * What the commitment rows do (docs/product.md#where-open-commitments-show), over the writes of
 * `useCommitmentWrites`: tick done (in a 1:1 when the list belongs to one), save an edit, move to
 * the next 1:1 and drop with a sonner toast whose Undo makes the item again
 * (`POST /api/commitments` with the same 1:1, section, text, owner and due date). Failures show an
 * error toast; every write refreshes every list (`commitmentsChanged`).
 */
import { api } from '@shared/contract/api';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { ApiError, apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useCommitmentWrites } from '../api/commitments-api';
import type { CommitmentRowActions } from './commitment-row';

/** How long the Drop toast offering Undo stays, ms. */
const UNDO_TOAST_MS = 8000;

function failed(what: string, error: unknown) {
  console.error(`Could not ${what} the commitment`, error);
  const stale = error instanceof ApiError && error.status === 409;
  toast.error(stale ? 'It changed elsewhere' : 'Error', {
    description: stale
      ? 'This commitment was changed in another tab. The list now shows the latest.'
      : `Could not ${what} it. Please try again.`,
  });
}

/** Makes a dropped item again, as it was (a new id, open). */
async function recreate(commitment: Commitment) {
  try {
    await apiCall(api.commitments.create, {
      body: {
        meetingId: commitment.meetingId,
        section: commitment.section,
        text: commitment.text,
        owner: commitment.owner,
        due: commitment.due,
      },
    });
  } catch (error) {
    failed('restore', error);
  }
  appEvents.emit('commitmentsChanged');
}

export interface CommitmentActionsOptions {
  /** The 1:1 a tick is made in ('From last time' in that 1:1's prep); none elsewhere. */
  completeInMeetingId?: string | undefined;
  /**
   * The date 'YYYY-MM-DD' of the person's next 1:1, when known, for Move to next 1:1; null when
   * not known (the due date is then cleared, and the item waits for whichever 1:1 comes next).
   */
  nextOneOnOneDate: (commitment: Commitment) => string | null;
  /** Called after a drop succeeded, to put the focus somewhere that stays. */
  onDropped?: () => void;
}

/** The row actions of one list. */
export function useCommitmentActions({
  completeInMeetingId,
  nextOneOnOneDate,
  onDropped,
}: CommitmentActionsOptions): CommitmentRowActions {
  const writes = useCommitmentWrites();
  const attempt = async (what: string, write: () => Promise<unknown>) => {
    try {
      await write();
      return true;
    } catch (error) {
      failed(what, error);
      return false;
    }
  };
  return {
    complete: (commitment) =>
      attempt('tick', () =>
        writes.complete.mutateAsync({
          commitment,
          ...(completeInMeetingId ? { meetingId: completeInMeetingId } : {}),
        }),
      ),
    save: (commitment, changes) =>
      attempt('save', () => writes.update.mutateAsync({ commitment, changes })),
    moveToNext: async (commitment) => {
      const date = nextOneOnOneDate(commitment);
      const moved = await attempt('move', () =>
        writes.update.mutateAsync({ commitment, changes: { due: date } }),
      );
      if (moved)
        toast.success(
          date ? 'Moved to the next 1:1' : 'Left open for the next 1:1, with no due date',
        );
      return moved;
    },
    drop: async (commitment) => {
      const dropped = await attempt('drop', () => writes.remove.mutateAsync(commitment));
      if (dropped) {
        onDropped?.();
        toast(`Dropped “${commitment.text}”`, {
          duration: UNDO_TOAST_MS,
          action: { label: 'Undo', onClick: () => void recreate(commitment) },
        });
      }
      return dropped;
    },
  };
}
