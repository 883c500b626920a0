/**
 * The checklist sync of a signed-in user (docs/architecture.md#how-the-frontend-syncs): the
 * manager built with the API transport and the user's checklist drafts, and what runs beside it
 * while the shell is up — unsent changes sent on start-up, when back online and when the page is
 * hidden; after acknowledged writes `commitmentsChanged` (every list refreshes) and a message to
 * the other tabs, which read their checklists again.
 */
import { monotonicFactory } from 'ulidx';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { ChecklistStorage } from './checklist-storage';
import { ChecklistSyncManager } from './checklist-sync-manager';
import type { ChecklistSync, ChecklistSyncSlot } from './checklist-sync-slot';
import { createChecklistTransport } from './checklist-transport';

/** Coalesces list refreshes after bursts of acknowledged writes, ms. */
const REFRESH_DELAY_MS = 300;
/** The channel the tabs of this browser tell each other about checklist changes on. */
const CHANNEL = 'coach.commitments';

interface ChannelMessage {
  userId: string;
}

/** Builds the manager of `userId`. */
export function createChecklistSync(userId: string): ChecklistSync {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const manager = new ChecklistSyncManager({
    transport: createChecklistTransport(apiCall),
    storage: new ChecklistStorage(userId),
    newId: monotonicFactory(),
    onAcknowledged: () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        appEvents.emit('commitmentsChanged');
        channel?.postMessage({ userId } satisfies ChannelMessage);
      }, REFRESH_DELAY_MS);
    },
  });
  return { manager, channel };
}

/**
 * Makes the slot's manager (if not yet made), sends what earlier sessions left unsent and starts
 * listening; the returned function stops it all.
 */
export function startChecklistSync(slot: ChecklistSyncSlot): () => void {
  const { manager, channel } = slot.ensure(createChecklistSync);
  manager.resumePending();
  const onHide = () => {
    if (document.visibilityState === 'hidden') void manager.flushAll();
  };
  const onOnline = () => void manager.flushAll();
  const onMessage = (event: MessageEvent<ChannelMessage>) => {
    if (event.data?.userId === slot.userId) appEvents.emit('commitmentsChanged');
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  window.addEventListener('online', onOnline);
  channel?.addEventListener('message', onMessage);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('online', onOnline);
    channel?.removeEventListener('message', onMessage);
    slot.dispose();
  };
}
