/**
 * Unsent checklist changes kept in localStorage, next to the note drafts and like them
 * (docs/product.md#private-drafts-on-this-device): one key per user, browser tab and 1:1
 * (`coach.checklist-draft.<userId>.<tabId>.<meetingId>`), so two tabs never overwrite each other's
 * copy and one user's changes are never sent with another user's session. Sign-out removes them
 * (lib/private-drafts.ts). A 1:1's record holds its whole checklist as this tab shows it while
 * anything in it is unsent, and is removed once the server has everything.
 */
import { PRIVATE_DRAFT_PREFIXES } from '@/lib/private-drafts';
import { tabId } from '@/lib/tab-id';
import type { ChecklistItem } from './checklist-item';

const ROOT = PRIVATE_DRAFT_PREFIXES.checklist;

export interface ChecklistRecord {
  meetingId: string;
  items: ChecklistItem[];
  /** Epoch ms of the last change. */
  savedAt: number;
}

/** The checklist drafts of one user (`ownerId`, the token's `sub`) in this browser. */
export class ChecklistStorage {
  private readonly prefix: string;

  constructor(ownerId: string) {
    this.prefix = `${ROOT}${ownerId.replace(/\./g, '_')}.`;
  }

  private keyOf(tab: string, meetingId: string): string {
    return `${this.prefix}${tab}.${meetingId}`;
  }

  save(record: ChecklistRecord): void {
    try {
      localStorage.setItem(this.keyOf(tabId(), record.meetingId), JSON.stringify(record));
    } catch (error) {
      console.error('Could not keep the checklist on this device', error);
    }
  }

  remove(meetingId: string): void {
    localStorage.removeItem(this.keyOf(tabId(), meetingId));
  }

  /** This tab's record of a 1:1's checklist, if any. */
  get(meetingId: string): ChecklistRecord | null {
    return parse(localStorage.getItem(this.keyOf(tabId(), meetingId)));
  }

  /**
   * Records to send on start-up: this tab's, and other tabs' untouched for `staleAfterMs` (their
   * tab was closed before the server acknowledged them), moved to this tab. When this tab has a
   * record of the same 1:1, the other's items it lacks are added to it.
   */
  adoptPending(staleAfterMs: number, now = Date.now()): ChecklistRecord[] {
    const mine = tabId();
    const records = new Map<string, ChecklistRecord>();
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(this.prefix)) continue;
      const record = parse(localStorage.getItem(key));
      if (!record) {
        localStorage.removeItem(key);
        continue;
      }
      const tab = key.slice(this.prefix.length, key.indexOf('.', this.prefix.length));
      if (tab !== mine && now - record.savedAt < staleAfterMs) continue;
      if (tab !== mine) localStorage.removeItem(key);
      const known = records.get(record.meetingId) ?? this.get(record.meetingId);
      if (known && known !== record) {
        const ids = new Set(known.items.map((item) => item.id));
        known.items.push(...record.items.filter((item) => !ids.has(item.id)));
        records.set(record.meetingId, known);
      } else {
        records.set(record.meetingId, record);
      }
    }
    for (const record of records.values()) this.save(record);
    return [...records.values()];
  }
}

function parse(raw: string | null): ChecklistRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as ChecklistRecord;
    return typeof record?.meetingId === 'string' && Array.isArray(record.items) ? record : null;
  } catch {
    return null;
  }
}
