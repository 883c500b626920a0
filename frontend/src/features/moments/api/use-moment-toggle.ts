/**
 * Capturing or undoing a moment by hand, for both pages (issue 'Coaching intelligence' item 6):
 * the switch moves at once (an optimistic update of the week's read), the write follows, and the
 * moments of one person are written one after another (a mutation scope), so quick toggles land
 * in order. A capture that the server accepted calls `onCaptured` (the celebration banner). When
 * the last pending toggle settles, the spec's feedback change event fires (spec §4 'Events'),
 * which refreshes the moments (and anything else that counts them). A failure says so in a toast
 * and the refresh brings the switch back to what the server holds.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { MomentType } from '@shared/domain/moments';
import { appEvents } from '@/lib/app-events';
import { withManual, type MomentsRead } from '../moment-state';

const TOGGLE_KEY = ['moments', 'toggle'] as const;

export interface MomentToggle<T extends MomentType> {
  type: T;
  /** True to capture the moment by hand, false to undo the capture. */
  on: boolean;
}

/** The toggle of one page's moments; answers `toggle({ type, on })`. */
export function useMomentToggle<T extends MomentType, R extends MomentsRead<T>>(options: {
  /** The query key of the week's read the switch shows. */
  queryKey: QueryKey;
  /** Sends the toggle; `read` is the week's read with it (and any earlier toggle) applied. */
  send: (toggle: MomentToggle<T>, read: R | undefined) => Promise<unknown>;
  onCaptured?: (type: T) => void;
}) {
  const { queryKey, send, onCaptured } = options;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: TOGGLE_KEY,
    scope: { id: JSON.stringify(queryKey) },
    mutationFn: (toggle: MomentToggle<T>) => send(toggle, queryClient.getQueryData<R>(queryKey)),
    onMutate: async ({ type, on }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<R>(queryKey, (read) => read && withManual(read, type, on));
    },
    onSuccess: (_answer, { type, on }) => {
      if (on) onCaptured?.(type);
    },
    onError: (error) => {
      console.error('Could not save the moment', error);
      toast.error('Error', { description: "Couldn't save that moment. Please try again." });
    },
    onSettled: () => {
      // Refresh once the last of a burst of toggles is written, not in between.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) <= 1)
        appEvents.emit('feedbackChanged');
    },
  });
  return (toggle: MomentToggle<T>) => mutation.mutate(toggle);
}
