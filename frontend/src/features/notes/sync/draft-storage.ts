/**
 * Unsent note edits kept in localStorage, so a reload or a crash never loses a word
 * (docs/product.md#saving-notes). One key per user, browser tab and editable text
 * (`coach.note-draft.<userId>.<tabId>.<docKey>`): two tabs editing the same note never overwrite
 * each other's local copy, and one user's drafts are never sent with another user's session on a
 * shared browser. The tab id lives in sessionStorage, so it survives a reload of that tab. One
 * DraftStorage per signed-in user, handed to the sync manager and its docs. Signing out removes
 * every draft (docs/product.md#private-drafts-on-this-device).
 */
import { PRIVATE_DRAFT_PREFIXES } from '@/lib/private-drafts';
import { tabId } from '@/lib/tab-id';
import type { DocTarget } from './doc-target';

export { tabId };

const ROOT = PRIVATE_DRAFT_PREFIXES.note;

export interface DraftRecord {
  docKey: string;
  target: DocTarget;
  /** What the user typed. */
  text: string;
  /** The server's text this edit is based on, and its note version (0 before creation). */
  baseText: string;
  baseVersion: number;
  /** Epoch ms of the last edit. */
  savedAt: number;
}

/** The drafts of one user (`ownerId`, the token's `sub`) in this browser. */
export class DraftStorage {
  private readonly prefix: string;

  constructor(ownerId: string) {
    this.prefix = `${ROOT}${ownerId.replace(/\./g, '_')}.`;
  }

  private keyOf(tab: string, docKey: string): string {
    return `${this.prefix}${tab}.${docKey}`;
  }

  save(record: DraftRecord): void {
    try {
      localStorage.setItem(this.keyOf(tabId(), record.docKey), JSON.stringify(record));
    } catch (error) {
      console.error('Could not keep the note draft on this device', error);
    }
  }

  remove(docKey: string): void {
    localStorage.removeItem(this.keyOf(tabId(), docKey));
  }

  /** This tab's draft of a text, if any. */
  get(docKey: string): DraftRecord | null {
    return parse(localStorage.getItem(this.keyOf(tabId(), docKey)));
  }

  /**
   * Drafts to send on start-up: this tab's, and other tabs' drafts untouched for `staleAfterMs`
   * (their tab was closed before the server acknowledged them). Adopted drafts move to this tab.
   */
  adoptPending(staleAfterMs: number, now = Date.now()): DraftRecord[] {
    const mine = tabId();
    const adopted: DraftRecord[] = [];
    const mineOnly = this.prefix;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(mineOnly)) continue;
      const record = parse(localStorage.getItem(key));
      if (!record) {
        localStorage.removeItem(key);
        continue;
      }
      const tab = key.slice(mineOnly.length, key.indexOf('.', mineOnly.length));
      if (tab !== mine && now - record.savedAt < staleAfterMs) continue;
      if (tab !== mine) {
        localStorage.removeItem(key);
        localStorage.setItem(this.keyOf(mine, record.docKey), JSON.stringify(record));
      }
      adopted.push(record);
    }
    return adopted;
  }
}

function parse(raw: string | null): DraftRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as DraftRecord;
    return typeof record?.docKey === 'string' && typeof record.text === 'string' ? record : null;
  } catch {
    return null;
  }
}
