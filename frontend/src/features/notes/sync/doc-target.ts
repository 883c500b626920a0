/**
 * What a sync doc edits (docs/product.md#saving-notes): the kind of text, the note or meeting it
 * belongs to, and the note's links to a person. Shared by the docs and the drafts they keep.
 */
import type { NoteEntityType } from '@shared/domain/constants';

export type DocKind = 'general' | 'agenda' | 'reflection';

export interface NoteLinks {
  directReportId: string | null;
  bossId: string | null;
  entityType: NoteEntityType;
}

export interface DocTarget {
  kind: DocKind;
  /** General note id once created; for meeting notes the meeting id once the note exists. */
  noteId: string | null;
  meetingId: string | null;
  links: NoteLinks;
}
