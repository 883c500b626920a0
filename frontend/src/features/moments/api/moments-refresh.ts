/**
 * Keeping a page's moments fresh. Saving a note fires `dashboardNotesChanged`, which refreshes the
 * moments at once (lib/query-invalidation.ts); the moments a note records are inferred after the
 * save (within 2 s, docs/product.md#moments-inferred-from-notes), so pages showing moments refresh
 * them once more when that time is up. They are also re-read every minute (a new week starts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppEvent } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';

/** Re-read interval of a week's moments, ms. */
export const MOMENTS_REFRESH_MS = 60_000;
/** How long after a note is saved its inferred moments are surely readable, ms. */
export const INFERENCE_SETTLE_MS = 2_000;

/** Refreshes the moments INFERENCE_SETTLE_MS after each burst of note changes. */
export function useRefreshMomentsAfterNotes(): void {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const later = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.moments.all }),
      INFERENCE_SETTLE_MS,
    );
  };
  useAppEvent('dashboardNotesChanged', later);
  useAppEvent('meetingNoteDeleted', later);
  useEffect(() => () => window.clearTimeout(timer.current), []);
}
