/**
 * Capturing a moment with what was said, and undoing it, for every place that offers it: the
 * switches of the person page and manage-up, and a nudge's 'Capture the moment'
 * (docs/product.md#where-the-moments-show). The writes are in moment-capture.ts. Both live outside
 * `api/`, so they load with the pages that show moments and with the capture step, not with every
 * page's shared code (frontend/vite.config.ts `app-core`; docs/performance.md#a-light-first-page).
 * This keeps the page in step:
 *
 * - a capture, once saved, turns its switch on, celebrates it
 *   (docs/product.md#states-and-transitions; the banner shows on the person's page), says so in a
 *   toast with Undo and announces `feedbackChanged` (moments, dashboard) and
 *   `dashboardNotesChanged` (the note appears in the notes panel);
 * - a release (Undo, or the switch turned off) turns the switch off and takes the moment's banner
 *   away at once, then removes the capture and tidies its note; a failure says so in a toast and
 *   the refresh brings the switch back to what the server holds.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MomentType } from '@shared/domain/moments';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { directReportCelebrations, manageUpCelebrations } from '../celebration/celebration-store';
import { MOMENT_LABELS } from '../moment-labels';
import { withManual, type MomentsRead } from '../moment-state';
import {
  captureWithNote,
  releaseCapture,
  type CapturePerson,
  type MomentRequest,
} from './moment-capture';

/** How long the toast offering Undo stays, ms: long enough to read it and change one's mind. */
const UNDO_TOAST_MS = 10_000;

const celebrationsOf = (person: CapturePerson) =>
  person.kind === 'boss' ? manageUpCelebrations : directReportCelebrations;

/** The cached week reads that show the person's moments (every week read, for the manager). */
const readsOf = (person: CapturePerson) =>
  person.kind === 'boss'
    ? queryKeys.moments.manageUpAll(person.id)
    : queryKeys.moments.directReport(person.id);

/** Sets `manual` of the moment in the cached reads of the person's week (none cached: nothing). */
async function showManual(
  queryClient: QueryClient,
  { person, type }: MomentRequest,
  manual: boolean,
  weekStart?: string,
) {
  const queryKey =
    person.kind === 'boss' && weekStart
      ? queryKeys.moments.manageUp(person.id, weekStart)
      : readsOf(person);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueriesData<MomentsRead<MomentType>>(
    { queryKey },
    (read) => read && withManual(read, type, manual),
  );
}

/** The capture and the release of moments; `capture.mutate({ request, text })`, `release.mutate(request)`. */
export function useMomentCapture() {
  const queryClient = useQueryClient();

  const release = useMutation({
    mutationKey: ['moments', 'release'],
    mutationFn: (request: MomentRequest) => releaseCapture(request),
    onMutate: async (request) => {
      celebrationsOf(request.person).released(request.type, request.person.id);
      await showManual(queryClient, request, false);
    },
    onError: (error) => {
      console.error('Could not undo the moment', error);
      toast.error('Error', { description: "Couldn't undo that moment. Please try again." });
    },
    onSettled: () => {
      appEvents.emit('feedbackChanged');
      appEvents.emit('dashboardNotesChanged');
    },
  });

  const capture = useMutation({
    mutationKey: ['moments', 'capture'],
    mutationFn: ({ request, text }: { request: MomentRequest; text: string }) =>
      captureWithNote(request, text),
    onSuccess: async ({ weekStart }, { request }) => {
      const { person, type } = request;
      await showManual(queryClient, request, true, weekStart);
      celebrationsOf(person).captured(type, person);
      toast.success(`${MOMENT_LABELS[type].label} captured`, {
        description: `Saved as a private note about ${person.firstName}.`,
        duration: UNDO_TOAST_MS,
        action: { label: 'Undo', onClick: () => release.mutate(request) },
      });
      appEvents.emit('feedbackChanged');
      appEvents.emit('dashboardNotesChanged');
    },
  });

  return { capture, release };
}
