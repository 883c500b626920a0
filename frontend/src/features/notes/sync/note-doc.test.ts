import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@shared/contract/schemas/note';
import { storedNoteText } from '@shared/domain/note-text';
import { ApiError } from '@/lib/api-client';
import { noteFixture } from '../../../../../test-support/note-fixture';
import { DraftStorage } from './draft-storage';
import { AUTOSAVE_DELAY_MS, MERGE_SEPARATOR, NoteDoc, type NoteTransport } from './note-doc';
import { NoteSyncManager } from './note-sync-manager';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, String(value));
  removeItem = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
  key = (index: number) => [...this.data.keys()][index] ?? null;
  get length() {
    return this.data.size;
  }
}

function storageWithKeys(): MemoryStorage {
  // Object.keys(localStorage) lists stored keys in browsers; mirror that.
  const storage = new MemoryStorage();
  return new Proxy(storage, {
    ownKeys: () => [...(storage as unknown as { data: Map<string, string> }).data.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      (storage as unknown as { data: Map<string, string> }).data.has(String(key))
        ? { enumerable: true, configurable: true, value: storage.getItem(String(key)) }
        : undefined,
  });
}

const links = { directReportId: null, bossId: null, entityType: 'self' as const };

const note = noteFixture;

/**
 * An in-memory server for one note, with versions and 409s like the real API, which also stores
 * texts without control characters (shared/domain/note-text.ts).
 */
function fakeServer() {
  let stored: Note | null = null;
  const calls: string[] = [];
  let failures = 0;
  const maybeFail = () => {
    if (failures > 0) {
      failures -= 1;
      throw new ApiError(0, 'network_error', 'Could not reach the server.');
    }
  };
  const transport: NoteTransport = {
    createNote: async (body) => {
      calls.push(`create:${body.content}`);
      maybeFail();
      stored = note({ content: storedNoteText(body.content), version: 1 });
      return stored;
    },
    updateNote: async (id, body) => {
      calls.push(`update:${body.content}@${body.version}`);
      maybeFail();
      if (!stored || stored.id !== id) throw new ApiError(404, 'not_found', 'Note not found');
      if (body.version !== undefined && body.version !== stored.version)
        throw new ApiError(409, 'conflict', 'stale');
      stored = { ...stored, content: storedNoteText(body.content), version: stored.version + 1 };
      return stored;
    },
    getNote: async () => stored,
    ensureMeetingNote: async (body) => {
      calls.push(`ensure:${body.agendaContent ?? body.reflectionContent}`);
      maybeFail();
      stored ??= note({
        id: body.meetingId,
        meetingId: body.meetingId,
        agendaContent: body.agendaContent ?? '',
        reflectionContent: body.reflectionContent ?? '',
      });
      return stored;
    },
    updateMeetingText: async (meetingId, kind, text, version) => {
      calls.push(`${kind}:${text}@${version}`);
      maybeFail();
      if (!stored) throw new ApiError(404, 'not_found', 'none');
      if (version !== undefined && version !== stored.version)
        throw new ApiError(409, 'conflict', 'stale');
      stored = {
        ...stored,
        [kind === 'agenda' ? 'agendaContent' : 'reflectionContent']: storedNoteText(text),
        version: stored.version + 1,
      };
      return stored;
    },
    getMeetingNote: async () => stored,
  };
  return {
    transport,
    calls,
    get stored() {
      return stored;
    },
    set stored(value: Note | null) {
      stored = value;
    },
    failNext(count: number) {
      failures = count;
    },
  };
}

/** The drafts of the signed-in user of these tests. */
const drafts = new DraftStorage('user_1');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', storageWithKeys());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const general = (server: ReturnType<typeof fakeServer>, docKey = 'note:new:1') =>
  new NoteDoc({
    docKey,
    target: { kind: 'general', noteId: null, meetingId: null, links },
    baseText: '',
    baseVersion: 0,
    transport: server.transport,
    drafts,
  });

describe('NoteDoc', () => {
  it('creates a general note once, 700 ms after the last keystroke, then updates it', async () => {
    const server = fakeServer();
    const doc = general(server);
    for (const text of ['H', 'He', 'Hel', 'Hello']) {
      doc.setText(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(server.calls).toEqual(['create:Hello']);
    doc.setText('Hello there');
    await doc.flush();
    expect(server.calls).toEqual(['create:Hello', 'update:Hello there@1']);
    expect(doc.getState()).toMatchObject({ status: 'saved', text: 'Hello there' });
    expect(server.stored?.content).toBe('Hello there');
  });

  it('shares one pending create while typing continues during it', async () => {
    const server = fakeServer();
    const doc = general(server);
    doc.setText('a');
    const first = doc.flush();
    doc.setText('ab');
    const second = doc.flush();
    await Promise.all([first, second]);
    expect(server.calls.filter((call) => call.startsWith('create'))).toHaveLength(1);
    expect(server.stored?.content).toBe('ab');
  });

  it('creates nothing for an empty new note, and saves an emptied note as one space', async () => {
    const server = fakeServer();
    const doc = general(server);
    doc.setText('   ');
    await doc.flush();
    expect(server.calls).toEqual([]);
    doc.setText('text');
    await doc.flush();
    doc.setText('');
    await doc.flush();
    expect(server.stored?.content).toBe(' ');
  });

  it('saves a text with control characters once: what the server keeps of it counts as saved', async () => {
    const server = fakeServer();
    const doc = general(server);
    doc.setText('Pasted\u000bfrom a PDF\r\n');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    doc.setText('Pasted\u000bfrom a PDF\r\nand more\u000c');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 10);
    expect(server.calls).toEqual([
      'create:Pasted\u000bfrom a PDF\r\n',
      'update:Pasted\u000bfrom a PDF\r\nand more\u000c@1',
    ]);
    expect(server.stored?.content).toBe('Pastedfrom a PDF\nand more');
    expect(doc.getState()).toMatchObject({ status: 'saved' });
    expect(drafts.get('note:new:1')).toBeNull();
  });

  it('keeps the text on the device while the server is unreachable and saves it when it is back', async () => {
    const server = fakeServer();
    const doc = general(server, 'note:new:offline');
    server.failNext(3);
    doc.setText('Important thought');
    const saving = doc.flush();
    await vi.advanceTimersByTimeAsync(1);
    expect(doc.getState().status).toBe('retrying');
    expect(drafts.get('note:new:offline')?.text).toBe('Important thought');
    await vi.advanceTimersByTimeAsync(10_000);
    await saving;
    expect(doc.getState().status).toBe('saved');
    expect(server.stored?.content).toBe('Important thought');
    expect(drafts.get('note:new:offline')).toBeNull();
  });

  it('resends on top of a newer version when another change did not touch this text', async () => {
    const server = fakeServer();
    server.stored = note({ content: 'base', version: 1 });
    const doc = new NoteDoc({
      docKey: 'note:N1',
      target: { kind: 'general', noteId: 'N1', meetingId: null, links },
      baseText: 'base',
      baseVersion: 1,
      transport: server.transport,
      drafts,
    });
    server.stored = { ...server.stored, version: 2 }; // e.g. a link change elsewhere
    doc.setText('base, edited');
    await doc.flush();
    expect(server.stored?.content).toBe('base, edited');
    expect(doc.getState().merged).toBe(false);
  });

  it('keeps both texts when another tab changed the same note', async () => {
    const server = fakeServer();
    server.stored = note({ content: 'base', version: 1 });
    const doc = new NoteDoc({
      docKey: 'note:N1',
      target: { kind: 'general', noteId: 'N1', meetingId: null, links },
      baseText: 'base',
      baseVersion: 1,
      transport: server.transport,
      drafts,
    });
    server.stored = { ...server.stored, content: 'base + theirs', version: 2 };
    doc.setText('base + mine');
    await doc.flush();
    expect(server.stored?.content).toBe(`base + mine${MERGE_SEPARATOR}base + theirs`);
    expect(doc.getState()).toMatchObject({ merged: true, status: 'saved' });
  });

  it('recreates a note deleted elsewhere instead of losing the edit', async () => {
    const server = fakeServer();
    const doc = new NoteDoc({
      docKey: 'note:GONE',
      target: { kind: 'general', noteId: 'GONE', meetingId: null, links },
      baseText: 'old',
      baseVersion: 3,
      transport: server.transport,
      drafts,
    });
    doc.setText('old and new');
    await doc.flush();
    expect(server.calls).toEqual(['update:old and new@3', 'create:old and new']);
    expect(server.stored?.content).toBe('old and new');
  });

  it('sends nothing for a blank meeting text and merges with a note created meanwhile', async () => {
    const server = fakeServer();
    const meetingId = 'dr-01JD3M8W6Q6Q3B6ZC5Y0P1X2K7-20261123';
    const target = {
      kind: 'agenda' as const,
      noteId: null,
      meetingId,
      links: {
        directReportId: '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7',
        bossId: null,
        entityType: 'directReport' as const,
      },
    };
    const doc = new NoteDoc({
      docKey: `agenda:${meetingId}`,
      target,
      baseText: '',
      baseVersion: 0,
      transport: server.transport,
      drafts,
    });
    doc.setText('  ');
    await doc.flush();
    expect(server.calls).toEqual([]);
    server.stored = note({
      id: meetingId,
      meetingId,
      agendaContent: 'from another tab',
      version: 1,
    });
    doc.setText('mine');
    await doc.flush();
    expect(server.stored?.agendaContent).toBe(`mine${MERGE_SEPARATOR}from another tab`);
  });
});

describe('NoteSyncManager', () => {
  it('sends an unsent draft of this tab after a reload', async () => {
    const server = fakeServer();
    server.failNext(Number.POSITIVE_INFINITY);
    const before = new NoteSyncManager({
      transport: server.transport,
      drafts,
      onAcknowledged: () => undefined,
    });
    const doc = before.open({
      docKey: 'note:new:reload',
      note: null,
      target: { kind: 'general', noteId: null, meetingId: null, links },
    });
    doc.setText('typed before the reload');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    expect(server.stored).toBeNull();

    server.failNext(0);
    const after = new NoteSyncManager({
      transport: server.transport,
      drafts,
      onAcknowledged: () => undefined,
    });
    after.resumePending();
    await vi.advanceTimersByTimeAsync(100);
    await after.flushAll();
    expect(server.stored?.content).toBe('typed before the reload');
  });
});

describe('signing out', () => {
  it('stops sending and keeps the unsent text for the same user only', async () => {
    const server = fakeServer();
    server.failNext(Number.POSITIVE_INFINITY);
    const userA = new DraftStorage('user_a');
    const manager = new NoteSyncManager({
      transport: server.transport,
      drafts: userA,
      onAcknowledged: () => undefined,
    });
    const doc = manager.open({
      docKey: 'note:new:signout',
      note: null,
      target: { kind: 'general', noteId: null, meetingId: null, links },
    });
    doc.setText('private to user a');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    manager.dispose();
    server.failNext(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.stored).toBeNull();

    const other = new NoteSyncManager({
      transport: server.transport,
      drafts: new DraftStorage('user_b'),
      onAcknowledged: () => undefined,
    });
    other.resumePending();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.stored).toBeNull();

    const again = new NoteSyncManager({
      transport: server.transport,
      drafts: userA,
      onAcknowledged: () => undefined,
    });
    again.resumePending();
    await vi.advanceTimersByTimeAsync(100);
    await again.flushAll();
    expect(server.stored?.content).toBe('private to user a');
  });
});
