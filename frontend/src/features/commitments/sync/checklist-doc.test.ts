import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monotonicFactory } from 'ulidx';
import type { Commitment } from '@shared/contract/schemas/commitment';
import { ApiError } from '@/lib/api-client';
import { ChecklistDoc, TEXT_SAVE_DELAY_MS, type ChecklistTransport } from './checklist-doc';
import { joinTexts, TEXT_JOIN } from './checklist-item';
import { ChecklistStorage } from './checklist-storage';
import { ChecklistSyncManager } from './checklist-sync-manager';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, String(value));
  removeItem = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
  key = (index: number) => [...this.data.keys()][index] ?? null;
  get length() {
    return this.data.size;
  }
}

/** A Storage whose keys `Object.keys` lists, as browsers do. */
function storageWithKeys(): MemoryStorage {
  const storage = new MemoryStorage();
  return new Proxy(storage, {
    ownKeys: () => [...storage.data.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      storage.data.has(String(key))
        ? { enumerable: true, configurable: true, value: storage.getItem(String(key)) }
        : undefined,
  });
}

const MEETING = 'dr-report_1-20260302';
const network = () => new ApiError(0, 'network_error', 'Could not reach the server.');

/**
 * An in-memory commitments API for one user, with the rules of docs/api.md#commitments: versions
 * and 409s on stale ones, creates idempotent by client id, ticking a done item answers it.
 */
function fakeServer() {
  const items = new Map<string, Commitment>();
  const calls: string[] = [];
  let failures = 0;
  /** Writes that reach the server but whose answer is lost. */
  let lostAnswers = 0;
  const attempt = () => {
    if (failures > 0) {
      failures -= 1;
      throw network();
    }
  };
  const answer = (item: Commitment) => {
    if (lostAnswers > 0) {
      lostAnswers -= 1;
      throw network();
    }
    return item;
  };
  const current = (id: string, version?: number) => {
    const item = items.get(id);
    if (!item) throw new ApiError(404, 'not_found', 'Commitment not found');
    if (version !== undefined && version !== item.version)
      throw new ApiError(409, 'conflict', 'stale');
    return item;
  };
  const write = (item: Commitment, patch: Partial<Commitment>) => {
    const next = { ...item, ...patch, version: item.version + 1 };
    items.set(item.id, next);
    return answer(next);
  };
  const transport: ChecklistTransport = {
    create: async (body) => {
      calls.push(`create:${body.id}:${body.text}`);
      attempt();
      const stored = items.get(body.id);
      if (stored) {
        const same =
          stored.text === body.text && stored.owner === body.owner && stored.due === body.due;
        if (!same) throw new ApiError(409, 'conflict', 'id taken');
        return answer(stored);
      }
      const now = new Date().toISOString();
      const created: Commitment = {
        id: body.id,
        directReportId: 'report_1',
        bossId: null,
        meetingId: body.meetingId,
        meetingDate: '2026-03-02',
        section: body.section,
        text: body.text,
        owner: body.owner,
        due: body.due,
        done: false,
        doneAt: null,
        doneMeetingId: null,
        createdAt: now,
        updatedAt: now,
        version: 1,
      };
      items.set(body.id, created);
      return answer(created);
    },
    update: async (id, { version, ...changes }) => {
      calls.push(`update:${id}:${JSON.stringify(changes)}@${version}`);
      attempt();
      return write(current(id, version), changes);
    },
    complete: async (id, { meetingId, version }) => {
      calls.push(`complete:${id}@${version}`);
      attempt();
      const item = current(id, version);
      if (item.done) return answer(item);
      return write(item, { done: true, doneMeetingId: meetingId, doneAt: 'now' });
    },
    reopen: async (id, { version }) => {
      calls.push(`reopen:${id}@${version}`);
      attempt();
      const item = current(id, version);
      if (!item.done) return answer(item);
      return write(item, { done: false, doneMeetingId: null, doneAt: null });
    },
    remove: async (id) => {
      calls.push(`remove:${id}`);
      attempt();
      const item = current(id);
      items.delete(id);
      return answer(item);
    },
    list: async () => {
      attempt();
      return [...items.values()].sort((a, b) => a.id.localeCompare(b.id));
    },
  };
  return {
    transport,
    calls,
    items,
    failNext(count: number) {
      failures = count;
    },
    loseNextAnswers(count: number) {
      lostAnswers = count;
    },
    /** Another tab's write, straight to the server. */
    edit(id: string, patch: Partial<Commitment>) {
      const item = items.get(id)!;
      items.set(id, { ...item, ...patch, version: item.version + 1 });
    },
  };
}

const newId = monotonicFactory();
const storage = () => new ChecklistStorage('user_1');

function checklist(server: ReturnType<typeof fakeServer>, onAcknowledged = vi.fn()) {
  const doc = new ChecklistDoc({
    meetingId: MEETING,
    transport: server.transport,
    storage: storage(),
    newId,
    onAcknowledged,
  });
  return { doc, onAcknowledged };
}

const visible = (doc: ChecklistDoc) =>
  doc
    .getState()
    .items.filter((item) => !item.removed)
    .map(({ text, owner, due, done }) => ({ text, owner, due, done }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', storageWithKeys());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChecklistDoc', () => {
  it('sends a new item once it has text, with its client id, 700 ms after the last keystroke', async () => {
    const server = fakeServer();
    const { doc, onAcknowledged } = checklist(server);
    const id = doc.add('reflection');
    expect(doc.getState().focusId).toBe(id);
    for (const text of ['S', 'Se', 'Send the deck']) {
      doc.edit(id, { text });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(server.calls).toEqual([]);
    expect(
      storage()
        .get(MEETING)
        ?.items.map((item) => item.text),
    ).toEqual(['Send the deck']);
    await vi.advanceTimersByTimeAsync(TEXT_SAVE_DELAY_MS);
    await doc.flush();
    expect(server.calls).toEqual([`create:${id}:Send the deck`]);
    expect(server.items.get(id)).toMatchObject({ text: 'Send the deck', section: 'reflection' });
    expect(doc.getState().status).toBe('saved');
    expect(onAcknowledged).toHaveBeenCalledWith(MEETING);
    // Everything acknowledged: nothing is left on the device.
    expect(storage().get(MEETING)).toBeNull();
  });

  it('ticks with the 1:1’s id, toggles the owner and due date, and drops an item', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('prep', { text: 'Book the room' });
    await doc.flush();
    doc.edit(id, { done: true });
    await doc.flush();
    doc.edit(id, { owner: 'them' });
    doc.edit(id, { due: '2026-03-06' });
    await doc.flush();
    expect(server.items.get(id)).toMatchObject({
      done: true,
      doneMeetingId: MEETING,
      owner: 'them',
      due: '2026-03-06',
    });
    doc.remove(id);
    await doc.flush();
    expect(server.items.size).toBe(0);
    expect(doc.getState().items).toEqual([]);
  });

  it('keeps changes on the device while offline, retries with backoff and sends them once back', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    server.failNext(3);
    const id = doc.add('reflection', { text: 'Share the plan' });
    await vi.advanceTimersByTimeAsync(10);
    expect(doc.getState().status).toBe('retrying');
    expect(storage().get(MEETING)?.items).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await doc.flush();
    expect(server.calls.filter((call) => call.startsWith('create'))).toHaveLength(4);
    expect([...server.items.keys()]).toEqual([id]);
    expect(doc.getState().status).toBe('saved');
  });

  it('after a reload, resends the very create it sent before (same id and content), then the later edit', async () => {
    const server = fakeServer();
    const first = checklist(server).doc;
    // The create reaches the server, but its answer is lost; then the page is reloaded.
    server.loseNextAnswers(1);
    server.failNext(0);
    const id = first.add('reflection', { text: 'Send the deck' });
    await vi.advanceTimersByTimeAsync(10);
    first.edit(id, { text: 'Send the deck by Friday' });
    first.stop();

    const manager = new ChecklistSyncManager({
      transport: server.transport,
      storage: storage(),
      newId,
      onAcknowledged: vi.fn(),
    });
    manager.resumePending();
    await manager.flushAll();
    const reopened = manager.open(MEETING);
    await reopened.flush();
    expect(server.calls).toEqual([
      `create:${id}:Send the deck`,
      `create:${id}:Send the deck`,
      `update:${id}:{"text":"Send the deck by Friday"}@1`,
    ]);
    expect([...server.items.values()]).toMatchObject([{ id, text: 'Send the deck by Friday' }]);
  });

  it('on a 409 re-applies only the fields this device changed', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('prep', { text: 'Book the room' });
    await doc.flush();
    // Another tab ticks it and makes it theirs; this one sets a due date.
    server.edit(id, { done: true, owner: 'them' });
    doc.edit(id, { due: '2026-03-06' });
    await doc.flush();
    expect(server.items.get(id)).toMatchObject({
      text: 'Book the room',
      done: true,
      owner: 'them',
      due: '2026-03-06',
    });
    expect(visible(doc)).toEqual([
      { text: 'Book the room', owner: 'them', due: '2026-03-06', done: true },
    ]);
    expect(doc.getState().merged).toBe(false);
  });

  it('when both changed the text, keeps both joined and says so', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('prep', { text: 'Book the room' });
    await doc.flush();
    server.edit(id, { text: 'Book the big room' });
    doc.edit(id, { text: 'Book the room for Monday' });
    await vi.advanceTimersByTimeAsync(TEXT_SAVE_DELAY_MS);
    await doc.flush();
    const joined = `Book the room for Monday${TEXT_JOIN}Book the big room`;
    expect(server.items.get(id)?.text).toBe(joined);
    expect(visible(doc)[0]?.text).toBe(joined);
    expect(doc.getState().merged).toBe(true);
  });

  it('joins two long texts within 280 characters, this device’s first and whole', () => {
    const mine = 'm'.repeat(200);
    const joined = joinTexts(mine, 't'.repeat(200));
    expect(joined).toHaveLength(280);
    expect(joined.startsWith(`${mine}${TEXT_JOIN}t`)).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
  });

  it('Undo after the delete made it again under the same id, ticked as it was', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('reflection', { text: 'Review the doc', done: true });
    await doc.flush();
    expect(server.items.get(id)?.done).toBe(true);
    const dropped = doc.remove(id)!;
    await doc.flush();
    expect(server.items.size).toBe(0);
    doc.restore(dropped);
    await doc.flush();
    expect([...server.items.values()]).toMatchObject([{ id, text: 'Review the doc', done: true }]);
    expect(visible(doc)).toEqual([{ text: 'Review the doc', owner: 'me', due: null, done: true }]);
  });

  it('Undo before the delete was sent calls it off', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('reflection', { text: 'Review the doc' });
    await doc.flush();
    server.failNext(1);
    const dropped = doc.remove(id)!;
    doc.restore(dropped);
    await vi.advanceTimersByTimeAsync(1000);
    await doc.flush();
    expect(server.items.get(id)).toMatchObject({ text: 'Review the doc' });
  });

  it('Undo of an item emptied and then dropped brings back the text the server has', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('prep', { text: 'Call the vendor' });
    await doc.flush();
    doc.edit(id, { text: '' });
    const dropped = doc.remove(id)!;
    await doc.flush();
    expect(server.items.size).toBe(0);
    doc.restore(dropped);
    await doc.flush();
    expect(visible(doc)).toEqual([
      { text: 'Call the vendor', owner: 'me', due: null, done: false },
    ]);
    expect([...server.items.values()]).toMatchObject([{ id, text: 'Call the vendor' }]);
  });

  it('a refresh shows another tab’s items and drops, and keeps this device’s unsent change on top', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const kept = doc.add('prep', { text: 'Keep me' });
    const gone = doc.add('prep', { text: 'Drop me elsewhere' });
    await doc.flush();
    // Another tab: drops one, adds one, renames the first; this tab has an unsent owner change.
    server.items.delete(gone);
    const other = newId();
    await server.transport.create({
      id: other,
      meetingId: MEETING,
      section: 'reflection',
      text: 'From the other tab',
      owner: 'me',
      due: null,
    });
    server.edit(kept, { text: 'Keep me, renamed' });
    server.failNext(100);
    doc.edit(kept, { owner: 'them' });
    doc.refresh([...server.items.values()]);
    expect(visible(doc)).toEqual([
      { text: 'Keep me, renamed', owner: 'them', due: null, done: false },
      { text: 'From the other tab', owner: 'me', due: null, done: false },
    ]);
    server.failNext(0);
    await vi.advanceTimersByTimeAsync(10_000);
    await doc.flush();
    expect(server.items.get(kept)).toMatchObject({ text: 'Keep me, renamed', owner: 'them' });
  });

  it('an item dropped elsewhere while edited here is gone, not an error', async () => {
    const server = fakeServer();
    const { doc } = checklist(server);
    const id = doc.add('prep', { text: 'Short-lived' });
    await doc.flush();
    server.items.delete(id);
    doc.edit(id, { owner: 'them' });
    await doc.flush();
    expect(doc.getState().items).toEqual([]);
    expect(doc.getState().status).toBe('saved');
  });
});

describe('ChecklistStorage', () => {
  it('keeps each tab’s checklist apart and takes over a closed tab’s after 15 s', () => {
    const drafts = storage();
    const item = {
      id: newId(),
      section: 'prep' as const,
      text: 'Left in a closed tab',
      owner: 'me' as const,
      due: null,
      done: false,
      base: null,
      sentCreate: null,
      removed: false,
    };
    localStorage.setItem(
      `coach.checklist-draft.user_1.other-tab.${MEETING}`,
      JSON.stringify({ meetingId: MEETING, items: [item], savedAt: Date.now() }),
    );
    expect(drafts.get(MEETING)).toBeNull();
    expect(drafts.adoptPending(15_000)).toEqual([]);
    expect(drafts.adoptPending(15_000, Date.now() + 16_000)).toMatchObject([
      { meetingId: MEETING, items: [{ text: 'Left in a closed tab' }] },
    ]);
    expect(drafts.get(MEETING)?.items).toHaveLength(1);
    // Another user's drafts are never picked up.
    expect(new ChecklistStorage('user_2').adoptPending(0, Date.now() + 16_000)).toEqual([]);
  });
});
