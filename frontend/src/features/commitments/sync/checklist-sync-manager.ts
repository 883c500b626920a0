/**
 * Holds every open 1:1 checklist (ChecklistDoc) by meeting id, so an editor opened again while a
 * save is under way gets the same doc, and sends the unsent checklist changes of this tab (or of
 * closed tabs) on start-up (docs/architecture.md#how-the-frontend-syncs).
 */
import { ChecklistDoc, type ChecklistTransport } from './checklist-doc';
import type { ChecklistItem } from './checklist-item';
import type { ChecklistStorage } from './checklist-storage';

/** Another tab's record untouched this long is taken over (its tab is gone), ms. */
const ADOPT_AFTER_MS = 15_000;

export interface ChecklistSyncManagerOptions {
  transport: ChecklistTransport;
  /** The signed-in user's checklist drafts on this device. */
  storage: ChecklistStorage;
  /** A new client id (a ULID). */
  newId: () => string;
  /** Called after every acknowledged write (list refreshes, other tabs). */
  onAcknowledged: (meetingId: string) => void;
}

export class ChecklistSyncManager {
  private readonly docs = new Map<string, ChecklistDoc>();

  constructor(private readonly options: ChecklistSyncManagerOptions) {}

  /** The doc of a 1:1's checklist: the live one, else one started from this tab's record. */
  open(meetingId: string): ChecklistDoc {
    const live = this.docs.get(meetingId);
    if (live) return live;
    const record = this.options.storage.get(meetingId);
    const doc = this.create(meetingId, record?.items ?? []);
    if (record) void doc.flush();
    return doc;
  }

  /** Sends every pending record of this tab and of closed tabs. */
  resumePending(): void {
    for (const record of this.options.storage.adoptPending(ADOPT_AFTER_MS)) {
      if (this.docs.has(record.meetingId)) continue;
      void this.create(record.meetingId, record.items).flush();
    }
  }

  /** Sends every open checklist now (page hide, back online). */
  flushAll(): Promise<void[]> {
    return Promise.all([...this.docs.values()].map((doc) => doc.flush()));
  }

  /**
   * Before signing out: sends what is open, waiting at most `withinMs`, then stops every doc so
   * nothing writes to the device again. The caller then removes the drafts (lib/private-drafts.ts).
   */
  async saveAndStop(withinMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, withinMs);
    });
    await Promise.race([this.flushAll(), deadline]);
    clearTimeout(timer);
    this.dispose();
  }

  /** Stops every doc: nothing more is sent; unsent changes stay on the device. */
  dispose(): void {
    for (const doc of this.docs.values()) doc.stop();
    this.docs.clear();
  }

  private create(meetingId: string, items: ChecklistItem[]): ChecklistDoc {
    const doc = new ChecklistDoc({
      meetingId,
      items,
      transport: this.options.transport,
      storage: this.options.storage,
      newId: this.options.newId,
      onAcknowledged: this.options.onAcknowledged,
    });
    this.docs.set(meetingId, doc);
    return doc;
  }
}
