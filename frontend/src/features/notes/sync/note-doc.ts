/**
 * One editable note text — a general note's content, or a meeting note's agenda or reflection —
 * kept in sync with the server so that nothing is lost (docs/product.md#saving-notes):
 * - every edit is kept in memory and in localStorage until the server acknowledges it;
 * - it is saved 700 ms after the last edit (docs/product.md#constants-and-limits), on blur and on
 *   close (`flush`);
 * - a general note is created on the first non-empty input and then updated; the pending create
 *   is shared, so typing fast never creates twice; an emptied note is saved as a single space;
 *   a meeting note is only created with non-blank text (docs/product.md#validation-rules);
 * - failed sends are retried with exponential backoff (p-retry) while the status says so;
 * - writes carry the version they are based on; on 409 the latest note is read and, when the
 *   other change touched this text, both texts are kept (the other one appended below).
 * Framework-free; React binds it with useNoteDoc.
 */
import pRetry from 'p-retry';
import type { Note } from '@shared/contract/schemas/note';
import { storedNoteText } from '@shared/domain/note-text';
import { ApiError } from '@/lib/api-client';
import type { DocKind, DocTarget, NoteLinks } from './doc-target';
import type { DraftStorage } from './draft-storage';

export type { DocKind, DocTarget, NoteLinks };

/** Autosave delay after the last edit, ms (docs/product.md#constants-and-limits). */
export const AUTOSAVE_DELAY_MS = 700;
/** Backoff between failed sends: 0.5 s doubling up to 5 s, for as long as it takes. */
const RETRY = {
  retries: Number.POSITIVE_INFINITY,
  minTimeout: 500,
  maxTimeout: 5000,
  factor: 2,
} as const;
/** Conflicts in a row after which a doc stops and keeps its text locally (a safety net). */
const MAX_CONFLICTS_IN_A_ROW = 5;
/** Put between the user's text and another tab's text when both changed. */
export const MERGE_SEPARATOR = '\n\n— Also written in another tab —\n';

export type DocStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'error';

export interface DocState {
  text: string;
  status: DocStatus;
  /** The last note the server answered. */
  note: Note | null;
  /** True after another tab's text was kept next to this one. */
  merged: boolean;
  error: string | null;
}

/** How a doc talks to the API (the notes API client in the app, fakes in unit tests). */
export interface NoteTransport {
  createNote(body: { content: string } & NoteLinks): Promise<Note>;
  updateNote(id: string, body: { content: string; version?: number } & NoteLinks): Promise<Note>;
  getNote(id: string): Promise<Note | null>;
  ensureMeetingNote(body: {
    meetingId: string;
    directReportId: string | null;
    bossId: string | null;
    agendaContent?: string;
    reflectionContent?: string;
  }): Promise<Note>;
  updateMeetingText(
    meetingId: string,
    kind: 'agenda' | 'reflection',
    text: string,
    version?: number,
  ): Promise<Note>;
  getMeetingNote(meetingId: string): Promise<Note | null>;
}

export interface NoteDocOptions {
  docKey: string;
  target: DocTarget;
  /** The server's current text (or '' for a new note) and its version (0 before creation). */
  baseText: string;
  baseVersion: number;
  /** Text to start from: an unsent local draft, else baseText. */
  text?: string;
  note?: Note | null;
  transport: NoteTransport;
  /** Where unacknowledged text is kept on this device (the signed-in user's drafts). */
  drafts: DraftStorage;
  /** Called with every note the server acknowledges. */
  onAcknowledged?: (note: Note, doc: NoteDoc) => void;
}

/** The text of `kind` in a note. */
export function textOf(note: Note, kind: DocKind): string {
  if (kind === 'agenda') return note.agendaContent;
  if (kind === 'reflection') return note.reflectionContent;
  return note.content;
}

const isRetryable = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 0 || error.status === 429 || error.status >= 500
    : true;

/** Whether the server keeps nothing but whitespace of the text. */
const isBlank = (text: string) => storedNoteText(text).trim() === '';

/**
 * Equal texts as the server stores them (it drops control characters and turns CRLF into LF,
 * shared/domain/note-text.ts — else a pasted control character would be sent again forever); any
 * two blank texts count as equal (an empty note is stored as ' ').
 */
const sameText = (a: string, b: string) =>
  storedNoteText(a) === storedNoteText(b) || (isBlank(a) && isBlank(b));

const sameLinks = (a: NoteLinks, b: NoteLinks) =>
  a.directReportId === b.directReportId && a.bossId === b.bossId && a.entityType === b.entityType;

export class NoteDoc {
  readonly docKey: string;
  private target: DocTarget;
  private baseText: string;
  private baseVersion: number;
  private baseLinks: NoteLinks;
  private state: DocState;
  private readonly transport: NoteTransport;
  private readonly drafts: DraftStorage;
  private readonly onAcknowledged: NoteDocOptions['onAcknowledged'];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Stops retries and sends for good (sign-out); unsent text stays in localStorage. */
  private readonly stopped = new AbortController();

  constructor(options: NoteDocOptions) {
    this.docKey = options.docKey;
    this.target = options.target;
    this.baseText = options.baseText;
    this.baseVersion = options.baseVersion;
    this.baseLinks = options.target.links;
    this.transport = options.transport;
    this.drafts = options.drafts;
    this.onAcknowledged = options.onAcknowledged;
    this.state = {
      text: options.text ?? options.baseText,
      status: 'idle',
      note: options.note ?? null,
      merged: false,
      error: null,
    };
  }

  getState = (): DocState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get currentTarget(): DocTarget {
    return this.target;
  }

  /** True while something typed here is not yet on the server. */
  get hasUnsavedChanges(): boolean {
    return this.needsSend() || this.sending !== null;
  }

  /** Records an edit and schedules the autosave. */
  setText(text: string): void {
    this.update({ text, merged: false });
    this.persist();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** Changes who a general note is about; saved like an edit. */
  setLinks(links: NoteLinks): void {
    this.target = { ...this.target, links };
    this.persist();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** Stops sending for good (the user signed out); what is unsent stays on the device. */
  stop(): void {
    clearTimeout(this.timer);
    this.stopped.abort();
  }

  /** Saves now (blur, close, or the debounce); resolves when the server has everything. */
  flush(): Promise<void> {
    if (this.stopped.signal.aborted) return Promise.resolve();
    clearTimeout(this.timer);
    this.sending ??= this.sendUntilSynced().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** Starts syncing again from a known server note (e.g. after it was recreated). */
  private acknowledge(note: Note, sentText: string): void {
    this.baseText = textOf(note, this.target.kind);
    this.baseVersion = note.version;
    this.baseLinks = this.target.links;
    this.target = { ...this.target, noteId: note.id };
    const synced = sameText(this.state.text, sentText);
    this.update({ note, status: synced ? 'saved' : this.state.status, error: null });
    if (synced && sameLinks(this.baseLinks, this.target.links)) this.drafts.remove(this.docKey);
    else this.persist();
    this.onAcknowledged?.(note, this);
  }

  private needsSend(): boolean {
    const { text } = this.state;
    if (!this.target.noteId) return !isBlank(text);
    return !sameText(text, this.baseText) || !sameLinks(this.baseLinks, this.target.links);
  }

  private async sendUntilSynced(): Promise<void> {
    let conflicts = 0;
    while (!this.stopped.signal.aborted && this.needsSend()) {
      const text = this.state.text;
      this.update({ status: 'saving' });
      try {
        const note = await pRetry(() => this.sendOnce(text), {
          ...RETRY,
          signal: this.stopped.signal,
          shouldRetry: ({ error }) => isRetryable(error),
          onFailedAttempt: ({ error }) => {
            if (isRetryable(error))
              this.update({ status: 'retrying', error: (error as Error).message });
          },
        });
        this.acknowledge(note, text);
        conflicts = 0;
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          conflicts < MAX_CONFLICTS_IN_A_ROW
        ) {
          conflicts += 1;
          await this.resolveConflict();
          continue;
        }
        if (error instanceof ApiError && error.status === 404 && this.target.noteId) {
          // Deleted elsewhere: create it again rather than lose the text.
          this.target = { ...this.target, noteId: null };
          this.baseText = '';
          this.baseVersion = 0;
          continue;
        }
        this.update({ status: 'error', error: (error as Error).message });
        return;
      }
    }
    if (this.state.status === 'saving') this.update({ status: 'saved' });
  }

  /** One write for `text`: create or update, general or meeting. */
  private sendOnce(text: string): Promise<Note> {
    const { kind, noteId, meetingId, links } = this.target;
    const content = isBlank(text) ? ' ' : text;
    if (kind === 'general') {
      return noteId
        ? this.transport.updateNote(noteId, { content, ...links, version: this.baseVersion })
        : this.transport.createNote({ content, ...links });
    }
    if (!noteId) {
      return this.transport
        .ensureMeetingNote({
          meetingId: meetingId!,
          directReportId: links.directReportId,
          bossId: links.bossId,
          ...(kind === 'agenda' ? { agendaContent: text } : { reflectionContent: text }),
        })
        .then((note) => {
          // The note existed already (another tab or page): its text may differ from ours.
          if (!sameText(textOf(note, kind), text)) {
            throw new ApiError(409, 'conflict', 'The meeting note already exists', []);
          }
          return note;
        });
    }
    return this.transport.updateMeetingText(meetingId!, kind, content, this.baseVersion);
  }

  /** Reads the latest note after a 409 and keeps both texts when they really differ. */
  private async resolveConflict(): Promise<void> {
    const { kind, noteId, meetingId } = this.target;
    const latest = await pRetry(
      () =>
        kind === 'general'
          ? this.transport.getNote(noteId!)
          : this.transport.getMeetingNote(meetingId!),
      { ...RETRY, signal: this.stopped.signal, shouldRetry: ({ error }) => isRetryable(error) },
    );
    if (!latest) {
      this.target = { ...this.target, noteId: null };
      this.baseText = '';
      this.baseVersion = 0;
      return;
    }
    const theirs = textOf(latest, kind);
    const mine = this.state.text;
    this.baseVersion = latest.version;
    this.target = { ...this.target, noteId: latest.id };
    if (theirs === this.baseText || theirs.trim() === '' || mine.includes(theirs)) {
      // Their change did not touch this text (or ours already holds it): resend ours on top.
      this.baseText = theirs;
      this.update({ note: latest });
      return;
    }
    if (theirs === mine) {
      this.acknowledge(latest, mine);
      return;
    }
    const merged = mine.trim() === '' ? theirs : `${mine}${MERGE_SEPARATOR}${theirs}`;
    this.baseText = theirs;
    this.update({ text: merged, note: latest, merged: true });
    this.persist();
  }

  private persist(): void {
    this.drafts.save({
      docKey: this.docKey,
      target: this.target,
      text: this.state.text,
      baseText: this.baseText,
      baseVersion: this.baseVersion,
      savedAt: Date.now(),
    });
  }

  private update(patch: Partial<DocState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
