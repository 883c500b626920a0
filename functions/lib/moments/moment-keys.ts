/**
 * Naming of moments shared by their readers and writers: person keys (`dr#<id>`, `boss#<id>`, as
 * notes use them), source keys, and the key id of an inferred moment kept on its note's set.
 */
import type { PersonKind } from '../../../shared/domain/person-kind';
import type { MomentType } from '../../../shared/domain/moments';

/** A person as moments name it (the note's `personKey`). */
export function personKeyOf(kind: PersonKind, id: string): string {
  return `${kind === 'boss' ? 'boss' : 'dr'}#${id}`;
}

/** The source key of a moment captured by hand. */
export const MANUAL_SOURCE_KEY = 'manual';

/** The source key of a moment inferred from a note. */
export function noteSourceKey(noteId: string): string {
  return `note#${noteId}`;
}

/** An inferred moment of a note, without its source (the note). */
export interface NoteMomentKey {
  weekStart: string;
  personKey: string;
  type: MomentType;
}

/** `weekStart|personKey|type`, as kept on the note's moment set. */
export function encodeMomentKey(key: NoteMomentKey): string {
  return `${key.weekStart}|${key.personKey}|${key.type}`;
}

export function decodeMomentKey(encoded: string): NoteMomentKey | null {
  const [weekStart, personKey, type] = encoded.split('|');
  return weekStart && personKey && type ? { weekStart, personKey, type: type as MomentType } : null;
}
