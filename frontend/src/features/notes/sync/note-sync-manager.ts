/**
 * Holds every open note text (NoteDoc) by key, so an editor re-opened while a save is still under
 * way gets the same doc, and sends the unsent drafts of this tab (or of closed tabs) on start-up.
 * Doc keys: `note:<id>`, `note:new:<uuid>`, `agenda:<meetingId>`, `reflection:<meetingId>`.
 */
import type { Note } from '@shared/contract/schemas/note';
import type { DraftStorage } from './draft-storage';
import { NoteDoc, textOf, type DocTarget, type NoteTransport } from './note-doc';

/** Another tab's draft untouched this long is taken over (its tab is gone), ms. */
const ADOPT_AFTER_MS = 15_000;

export interface OpenDocInput {
  docKey: string;
  target: DocTarget;
  /** The server's note, when it exists. */
  note: Note | null;
}

export interface NoteSyncManagerOptions {
  /** How docs reach the server. */
  transport: NoteTransport;
  /** The signed-in user's drafts on this device. */
  drafts: DraftStorage;
  /** Called with every note the server acknowledges (cache updates, list refreshes). */
  onAcknowledged: (note: Note) => void;
}

export class NoteSyncManager {
  private readonly docs = new Map<string, NoteDoc>();
  private readonly transport: NoteTransport;
  private readonly drafts: DraftStorage;
  private readonly onAcknowledged: (note: Note) => void;

  constructor(options: NoteSyncManagerOptions) {
    this.transport = options.transport;
    this.drafts = options.drafts;
    this.onAcknowledged = options.onAcknowledged;
  }

  /** The doc for a key: the live one, else one started from a local draft or the server note. */
  open({ docKey, target, note }: OpenDocInput): NoteDoc {
    const live = this.docs.get(docKey);
    if (live) return live;
    const draft = this.drafts.get(docKey);
    const baseText = note ? textOf(note, target.kind) : '';
    const doc = new NoteDoc({
      docKey,
      transport: this.transport,
      drafts: this.drafts,
      note,
      onAcknowledged: (acknowledged) => this.onAcknowledged(acknowledged),
      ...(draft && (!note || draft.baseVersion >= note.version || draft.text !== draft.baseText)
        ? {
            target: draft.target,
            text: draft.text,
            baseText: draft.baseText,
            baseVersion: draft.baseVersion,
          }
        : {
            target: { ...target, noteId: note ? note.id : target.noteId },
            baseText,
            baseVersion: note?.version ?? 0,
          }),
    });
    this.docs.set(docKey, doc);
    if (draft) void doc.flush();
    return doc;
  }

  /** Sends every pending draft of this tab and of closed tabs. */
  resumePending(): void {
    for (const record of this.drafts.adoptPending(ADOPT_AFTER_MS)) {
      if (this.docs.has(record.docKey)) continue;
      const doc = new NoteDoc({
        docKey: record.docKey,
        target: record.target,
        text: record.text,
        baseText: record.baseText,
        baseVersion: record.baseVersion,
        transport: this.transport,
        drafts: this.drafts,
        onAcknowledged: (note) => this.onAcknowledged(note),
      });
      this.docs.set(record.docKey, doc);
      void doc.flush();
    }
  }

  /** Saves every open doc now (page hide, sign-out). */
  flushAll(): Promise<void[]> {
    return Promise.all([...this.docs.values()].map((doc) => doc.flush()));
  }

  /** Forgets a doc once it has nothing left to send (closing an editor). */
  release(docKey: string): void {
    const doc = this.docs.get(docKey);
    if (!doc) return;
    void doc.flush().then(() => {
      if (!doc.hasUnsavedChanges && this.docs.get(docKey) === doc) this.docs.delete(docKey);
    });
  }

  /**
   * Before signing out: saves every open doc, waiting at most `withinMs` (a server that does not
   * answer by then does not hold the sign-out up), then stops them all, so nothing writes a draft
   * to the device again. The caller then removes the drafts (lib/private-drafts.ts).
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

  /** Stops every doc (leaving the shell): nothing more is sent; unsent text stays on the device. */
  dispose(): void {
    for (const doc of this.docs.values()) doc.stop();
    this.docs.clear();
  }

  /** Drops the doc of a deleted note without sending it. */
  discard(docKey: string): void {
    this.docs.delete(docKey);
    this.drafts.remove(docKey);
  }
}
