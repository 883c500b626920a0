/**
 * One checklist item as this device holds it (docs/architecture.md#how-the-frontend-syncs),
 * and the pure rules of its sync:
 * - `nextWrite`: the one write that brings the server closer to this device's item — a create
 *   (carrying the client id, so a retried create never makes two), an update of the fields changed
 *   here, a complete or reopen, or a delete; null when nothing is left to send;
 * - `rebase`: after a 409 or a refresh, the server's latest item becomes the base and only the
 *   fields this device changed are kept; when both changed the text, both texts are kept, joined
 *   (`joinTexts`), within 280 characters.
 */
import type { Commitment } from '@shared/contract/schemas/commitment';
import { LIMITS, type CommitmentOwner, type CommitmentSection } from '@shared/domain/constants';

/** What the user edits on an item. */
export interface ItemFields {
  text: string;
  owner: CommitmentOwner;
  /** 'YYYY-MM-DD' or null. */
  due: string | null;
  done: boolean;
}

export interface ChecklistItem extends ItemFields {
  /** A ULID: made on this device for a new item, the server's for one read from it. */
  id: string;
  section: CommitmentSection;
  /** The server's item this device's edits are based on; null until a create is acknowledged. */
  base: Commitment | null;
  /** What the create sent the first time (a retry sends exactly this); null before sending. */
  sentCreate: Omit<ItemFields, 'done'> | null;
  /** Dropped on this device; the delete is not yet acknowledged. */
  removed: boolean;
}

/** The body of a create: the client id, the 1:1 and the content. */
export interface CreateBody {
  id: string;
  meetingId: string;
  section: CommitmentSection;
  text: string;
  owner: CommitmentOwner;
  due: string | null;
}

export type ChecklistWrite =
  | { kind: 'create'; id: string; body: CreateBody }
  | {
      kind: 'update';
      id: string;
      version: number;
      changes: Partial<Pick<ItemFields, 'text' | 'owner' | 'due'>>;
    }
  | { kind: 'complete' | 'reopen'; id: string; version: number }
  | { kind: 'remove'; id: string };

/** Put between this device's text and another tab's when both changed one item. */
export const TEXT_JOIN = ' / ';

/** A text as the server stores it (trimmed). */
const stored = (text: string) => text.trim();

/** An item read from the server, with nothing pending. */
export function fromServer(commitment: Commitment): ChecklistItem {
  return {
    id: commitment.id,
    section: commitment.section,
    text: commitment.text,
    owner: commitment.owner,
    due: commitment.due,
    done: commitment.done,
    base: commitment,
    sentCreate: null,
    removed: false,
  };
}

/** A new item made on this device (open, nothing sent yet). */
export function newItem(
  id: string,
  section: CommitmentSection,
  fields: Partial<ItemFields> = {},
): ChecklistItem {
  return {
    id,
    section,
    text: '',
    owner: 'me',
    due: null,
    done: false,
    ...fields,
    base: null,
    sentCreate: null,
    removed: false,
  };
}

/** The fields this device's edits are based on: the server's item, else what the create sent. */
function ancestor(item: ChecklistItem): ItemFields | null {
  if (item.base) return item.base;
  if (item.sentCreate) return { ...item.sentCreate, done: false };
  return null;
}

/** The next write for `item` in the 1:1 `meetingId`, or null when the server has it all. */
export function nextWrite(item: ChecklistItem, meetingId: string): ChecklistWrite | null {
  const { id, base } = item;
  if (item.removed) return base || item.sentCreate ? { kind: 'remove', id } : null;
  if (!base) {
    const content = item.sentCreate ?? {
      text: stored(item.text),
      owner: item.owner,
      due: item.due,
    };
    if (content.text === '') return null;
    return { kind: 'create', id, body: { id, meetingId, section: item.section, ...content } };
  }
  const changes: Partial<Pick<ItemFields, 'text' | 'owner' | 'due'>> = {};
  // An emptied text is not sent: the item waits for words or for Backspace to drop it.
  if (stored(item.text) !== base.text && stored(item.text) !== '') changes.text = stored(item.text);
  if (item.owner !== base.owner) changes.owner = item.owner;
  if (item.due !== base.due) changes.due = item.due;
  if (Object.keys(changes).length > 0) {
    return { kind: 'update', id, version: base.version, changes };
  }
  if (item.done !== base.done) {
    return { kind: item.done ? 'complete' : 'reopen', id, version: base.version };
  }
  return null;
}

/**
 * Both texts in one, this device's first, within the 280-character limit (the other text is
 * shortened with '…' when both do not fit).
 */
export function joinTexts(mine: string, theirs: string): string {
  const joined = `${stored(mine)}${TEXT_JOIN}${stored(theirs)}`;
  if (joined.length <= LIMITS.commitmentText) return joined;
  const room = LIMITS.commitmentText - stored(mine).length - TEXT_JOIN.length - 1;
  if (room <= 0) return stored(mine).slice(0, LIMITS.commitmentText);
  return `${stored(mine)}${TEXT_JOIN}${stored(theirs).slice(0, room).trimEnd()}…`;
}

/**
 * Takes the server's `latest` item as the new base, keeping only what this device changed since
 * its own base (three-way, field by field). `merged` is true when both changed the text and both
 * texts were kept.
 */
export function rebase(
  item: ChecklistItem,
  latest: Commitment,
): { item: ChecklistItem; merged: boolean } {
  const before = ancestor(item);
  if (!before) return { item: { ...item }, merged: false };
  const mine = (field: keyof ItemFields) =>
    field === 'text' ? stored(item.text) !== before.text : item[field] !== before[field];
  const next: ChecklistItem = { ...item, base: latest, sentCreate: null };
  let merged = false;
  if (!mine('text')) next.text = latest.text;
  else if (latest.text !== before.text && latest.text !== stored(item.text)) {
    next.text = joinTexts(item.text, latest.text);
    merged = true;
  }
  if (!mine('owner')) next.owner = latest.owner;
  if (!mine('due')) next.due = latest.due;
  if (!mine('done')) next.done = latest.done;
  return { item: next, merged };
}

/** Whether the item has something the server does not (yet) have. */
export function isPending(item: ChecklistItem, meetingId: string): boolean {
  if (item.removed || nextWrite(item, meetingId) !== null) return true;
  return item.base !== null && stored(item.text) !== item.base.text;
}
