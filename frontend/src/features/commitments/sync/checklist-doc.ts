/**
 * One 1:1's commitments checklist kept in sync with the server the way a note text is
 * (docs/product.md#saving-notes, docs/architecture.md#how-the-frontend-syncs):
 * - every change is kept in memory and on the device (ChecklistStorage) until acknowledged;
 * - text edits are sent 700 ms after the last keystroke (and on blur: `flush`), the rest at once;
 *   one write at a time, item by item (`nextWrite`), so the server sees them in order;
 * - failed sends are retried with exponential backoff (p-retry) while the status says so;
 * - a create carries the item's client id, so a retried create never makes two;
 * - writes carry the version they are based on; on a 409 the checklist is read again and only the
 *   fields this device changed are applied on top (`rebase`), both texts kept when both changed;
 * - `refresh` takes in a fresh read (another tab's change) the same way.
 * Framework-free; React binds it with useChecklist.
 */
import pRetry from 'p-retry';
import type { Commitment } from '@shared/contract/schemas/commitment';
import type { CommitmentSection } from '@shared/domain/constants';
import { ApiError } from '@/lib/api-client';
import {
  fromServer,
  isPending,
  newItem,
  nextWrite,
  rebase,
  type ChecklistItem,
  type ChecklistWrite,
  type CreateBody,
  type ItemFields,
} from './checklist-item';
import type { ChecklistStorage } from './checklist-storage';

/** Delay after the last keystroke in an item's text before it is sent, ms (as a note's). */
export const TEXT_SAVE_DELAY_MS = 700;
/** Backoff between failed sends: 0.5 s doubling up to 5 s, for as long as it takes. */
const RETRY = {
  retries: Number.POSITIVE_INFINITY,
  minTimeout: 500,
  maxTimeout: 5000,
  factor: 2,
} as const;
/** Conflicts in a row after which the checklist stops and keeps its changes on the device. */
const MAX_CONFLICTS_IN_A_ROW = 5;

export type ChecklistStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'error';

export interface ChecklistState {
  /** Every item in the order made (ULID order), those dropped here and not yet deleted included. */
  items: readonly ChecklistItem[];
  status: ChecklistStatus;
  /** True after another tab's text of an item was kept next to this one. */
  merged: boolean;
  error: string | null;
  /** The item whose text input should take the focus once shown (then `focused`). */
  focusId: string | null;
}

/** How a checklist talks to the API (the commitments routes in the app, fakes in unit tests). */
export interface ChecklistTransport {
  create(body: CreateBody): Promise<Commitment>;
  update(
    id: string,
    body: Partial<Pick<ItemFields, 'text' | 'owner' | 'due'>> & { version: number },
  ): Promise<Commitment>;
  complete(id: string, body: { meetingId: string; version: number }): Promise<Commitment>;
  reopen(id: string, body: { version: number }): Promise<Commitment>;
  remove(id: string): Promise<Commitment>;
  /** The 1:1's checklist as the server has it. */
  list(meetingId: string): Promise<Commitment[]>;
}

export interface ChecklistDocOptions {
  meetingId: string;
  transport: ChecklistTransport;
  storage: ChecklistStorage;
  /** Items to start from: an unsent record of this device, else none until `refresh`. */
  items?: ChecklistItem[];
  /** A new client id (a ULID). */
  newId: () => string;
  /** Called after every acknowledged write. */
  onAcknowledged?: (meetingId: string) => void;
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 0 || error.status === 429 || error.status >= 500
    : true;

const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === 'conflict';

const byId = (a: ChecklistItem, b: ChecklistItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class ChecklistDoc {
  readonly meetingId: string;
  private state: ChecklistState;
  private readonly transport: ChecklistTransport;
  private readonly storage: ChecklistStorage;
  private readonly newId: () => string;
  private readonly onAcknowledged: ChecklistDocOptions['onAcknowledged'];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Stops retries and sends for good (sign-out); unsent changes stay on the device. */
  private readonly stopped = new AbortController();

  constructor(options: ChecklistDocOptions) {
    this.meetingId = options.meetingId;
    this.transport = options.transport;
    this.storage = options.storage;
    this.newId = options.newId;
    this.onAcknowledged = options.onAcknowledged;
    this.state = {
      items: [...(options.items ?? [])].sort(byId),
      status: 'idle',
      merged: false,
      error: null,
      focusId: null,
    };
  }

  getState = (): ChecklistState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while something changed here is not yet on the server. */
  get hasUnsavedChanges(): boolean {
    return this.sending !== null || this.state.items.some((item) => this.pending(item));
  }

  /**
   * Adds an open item at the end of `section` (owner 'me' unless given) and asks for its text
   * input to be focused; sent once it has text. Returns its client id.
   */
  add(section: CommitmentSection, fields: Partial<ItemFields> = {}): string {
    const item = newItem(this.newId(), section, fields);
    this.change({ items: [...this.state.items, item].sort(byId), focusId: item.id });
    if (item.text.trim() !== '') void this.flush();
    return item.id;
  }

  /** Edits an item: text is sent after a pause in typing, the other fields at once. */
  edit(id: string, patch: Partial<ItemFields>): void {
    this.patchItem(id, patch);
    this.change({ merged: patch.text === undefined ? this.state.merged : false });
    clearTimeout(this.timer);
    if (patch.text !== undefined && Object.keys(patch).length === 1) {
      this.timer = setTimeout(() => void this.flush(), TEXT_SAVE_DELAY_MS);
    } else {
      void this.flush();
    }
  }

  /** Drops an item; returns it as it was, for Undo (`restore`). */
  remove(id: string): ChecklistItem | null {
    const item = this.state.items.find((candidate) => candidate.id === id);
    if (!item) return null;
    const dropped = { ...item, removed: true };
    const items = this.state.items
      .map((candidate) => (candidate.id === id ? dropped : candidate))
      // Never sent: nothing to delete on the server.
      .filter((candidate) => candidate.id !== id || nextWrite(dropped, this.meetingId) !== null);
    this.change({ items });
    void this.flush();
    return item;
  }

  /**
   * Undo of a drop: the item comes back as it was. Not yet deleted on the server, the delete is
   * called off; deleted, it is made again under the same id (and ticked again if it was done).
   */
  restore(snapshot: ChecklistItem): void {
    const live = this.state.items.find((item) => item.id === snapshot.id);
    // Emptied before it was dropped: it comes back with the text the server had.
    const text = snapshot.text.trim() === '' && snapshot.base ? snapshot.base.text : snapshot.text;
    const restored: ChecklistItem = live
      ? { ...live, text, removed: false }
      : { ...snapshot, text, base: null, sentCreate: null, removed: false };
    const others = this.state.items.filter((item) => item.id !== snapshot.id);
    this.change({ items: [...others, restored].sort(byId) });
    void this.flush();
  }

  /** Asks for an item's text input to take the focus (caret at the end). */
  requestFocus(id: string): void {
    this.update({ focusId: id });
  }

  /** The item's text input took the focus asked for. */
  focused(): void {
    if (this.state.focusId !== null) this.update({ focusId: null });
  }

  /**
   * Takes in the server's checklist (a fresh read, e.g. after another tab's change): items
   * unchanged here take the server's values, changed ones keep this device's changes on top
   * (`rebase`), new ones are added, and those gone from the server (dropped or moved on
   * elsewhere) leave unless something here still waits to be sent about them.
   */
  refresh(commitments: readonly Commitment[]): void {
    const latest = new Map(commitments.map((commitment) => [commitment.id, commitment]));
    let merged = this.state.merged;
    const items: ChecklistItem[] = [];
    for (const item of this.state.items) {
      const server = latest.get(item.id);
      latest.delete(item.id);
      if (!server) {
        if (!item.base || this.pending(item)) items.push(item);
        continue;
      }
      if (item.removed) {
        items.push({ ...item, base: server });
        continue;
      }
      if (!this.pending(item) && item.base) {
        items.push(fromServer(server));
        continue;
      }
      const next = rebase(item, server);
      merged ||= next.merged;
      items.push(next.item);
    }
    items.push(...[...latest.values()].map(fromServer));
    this.change({ items: items.sort(byId), merged });
    if (items.some((item) => nextWrite(item, this.meetingId))) void this.flush();
  }

  /** Stops sending for good (the user signed out); what is unsent stays on the device. */
  stop(): void {
    clearTimeout(this.timer);
    this.stopped.abort();
  }

  /** Sends now (blur, close, or the pause in typing); resolves when the server has everything. */
  flush(): Promise<void> {
    if (this.stopped.signal.aborted) return Promise.resolve();
    clearTimeout(this.timer);
    this.sending ??= this.sendUntilSynced().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private pending(item: ChecklistItem): boolean {
    return isPending(item, this.meetingId);
  }

  private async sendUntilSynced(): Promise<void> {
    let conflicts = 0;
    while (!this.stopped.signal.aborted) {
      const item = this.state.items.find((candidate) => nextWrite(candidate, this.meetingId));
      if (!item) break;
      const write = nextWrite(item, this.meetingId)!;
      if (write.kind === 'create' && !item.sentCreate) {
        // Kept before sending: a retry after a reload sends the very same create.
        const { text, owner, due } = write.body;
        this.patchItem(item.id, { sentCreate: { text, owner, due } });
        this.change({});
      }
      this.update({ status: 'saving' });
      try {
        const answer = await pRetry(() => this.send(write), {
          ...RETRY,
          signal: this.stopped.signal,
          shouldRetry: ({ error }) => isRetryable(error),
          onFailedAttempt: ({ error }) => {
            if (isRetryable(error))
              this.update({ status: 'retrying', error: (error as Error).message });
          },
        });
        this.acknowledge(write, answer);
        conflicts = 0;
      } catch (error) {
        if (this.stopped.signal.aborted) return;
        if (isConflict(error) && conflicts < MAX_CONFLICTS_IN_A_ROW) {
          conflicts += 1;
          if (await this.resolveConflict(write)) continue;
        } else if (error instanceof ApiError && error.status === 404 && write.kind !== 'create') {
          // Dropped elsewhere (or a delete that had already happened): it is gone.
          this.change({ items: this.state.items.filter((candidate) => candidate.id !== write.id) });
          continue;
        }
        this.update({ status: 'error', error: (error as Error).message });
        return;
      }
    }
    if (this.state.status === 'saving') this.update({ status: 'saved', error: null });
  }

  private send(write: ChecklistWrite): Promise<Commitment> {
    switch (write.kind) {
      case 'create':
        return this.transport.create(write.body);
      case 'update':
        return this.transport.update(write.id, { ...write.changes, version: write.version });
      case 'complete':
        return this.transport.complete(write.id, {
          meetingId: this.meetingId,
          version: write.version,
        });
      case 'reopen':
        return this.transport.reopen(write.id, { version: write.version });
      case 'remove':
        return this.transport.remove(write.id);
    }
  }

  /** The server took `write` and answered `answer`. */
  private acknowledge(write: ChecklistWrite, answer: Commitment): void {
    const item = this.state.items.find((candidate) => candidate.id === write.id);
    if (write.kind === 'remove') {
      const items = item?.removed
        ? this.state.items.filter((candidate) => candidate.id !== write.id)
        : // Undone while the delete was under way: it is made again.
          this.state.items.map((candidate) =>
            candidate.id === write.id ? { ...candidate, base: null, sentCreate: null } : candidate,
          );
      this.change({ items, status: 'saving', error: null });
    } else if (item) {
      this.patchItem(write.id, { base: answer, sentCreate: null });
      this.change({ status: 'saving', error: null });
    }
    this.onAcknowledged?.(this.meetingId);
  }

  /**
   * After a 409: reads the checklist again and rebases the item on the server's. Returns false
   * when it cannot be resolved (the item is not in this 1:1's checklist any more).
   */
  private async resolveConflict(write: ChecklistWrite): Promise<boolean> {
    const latest = await pRetry(() => this.transport.list(this.meetingId), {
      ...RETRY,
      signal: this.stopped.signal,
      shouldRetry: ({ error }) => isRetryable(error),
    });
    const server = latest.find((commitment) => commitment.id === write.id);
    const item = this.state.items.find((candidate) => candidate.id === write.id);
    if (!server || !item) return false;
    const next = rebase(item, server);
    this.patchItem(write.id, next.item);
    this.change({ merged: this.state.merged || next.merged });
    return true;
  }

  private patchItem(id: string, patch: Partial<ChecklistItem>): void {
    this.state = {
      ...this.state,
      items: this.state.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    };
  }

  /** Applies `patch` and keeps the checklist on the device while anything in it is unsent. */
  private change(patch: Partial<ChecklistState>): void {
    this.update(patch);
    if (this.state.items.some((item) => this.pending(item))) {
      this.storage.save({
        meetingId: this.meetingId,
        items: [...this.state.items],
        savedAt: Date.now(),
      });
    } else {
      this.storage.remove(this.meetingId);
    }
  }

  private update(patch: Partial<ChecklistState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
