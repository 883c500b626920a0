/**
 * Note rules (docs/product.md#entities 'Note', #states-and-transitions 'Note creation and saving',
 * #validation-rules 'Meeting notes'). Pure.
 *
 * - A text "has content" when it is not blank: the editor saves an emptied note as a single space.
 * - A meeting note's tags hold 'prep' while its agenda has content and 'reflection' while its
 *   reflection has content; other tags are kept as they are, in order.
 * - A meeting note is created as type 'prep' when it starts with agenda text, else 'reflection'.
 * - Who a note is about: 'directReport' or 'boss' while it is linked to one; otherwise the
 *   requested 'self' or 'none', else the previous unlinked value, else 'self'.
 * - A note's preview is its reflection, else its agenda, else its content (the first that has
 *   content), trimmed, at most NOTE_PREVIEW_LENGTH characters.
 */
import type { NoteEntityType, NoteType } from './constants';
import type { PersonKind } from './person-kind';

/** Characters of a note preview on a person page. */
export const NOTE_PREVIEW_LENGTH = 140;

export const PREP_TAG = 'prep';
export const REFLECTION_TAG = 'reflection';

/** Whether the text has anything but whitespace. */
export function hasContent(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** The tags of a meeting note with this agenda and reflection; other tags keep their order. */
export function meetingNoteTags(
  tags: readonly string[],
  agendaContent: string,
  reflectionContent: string,
): string[] {
  const others = tags.filter((tag) => tag !== PREP_TAG && tag !== REFLECTION_TAG);
  return [
    ...new Set([
      ...(hasContent(agendaContent) ? [PREP_TAG] : []),
      ...(hasContent(reflectionContent) ? [REFLECTION_TAG] : []),
      ...others,
    ]),
  ];
}

/** The type a meeting note is created with. */
export function meetingNoteType(agendaContent: string | null | undefined): NoteType {
  return hasContent(agendaContent) ? 'prep' : 'reflection';
}

/**
 * Who a note is about, given its link: the link's kind when linked; otherwise the requested
 * 'self' or 'none', else the previous unlinked value, else 'self'.
 */
export function noteEntityType(
  link: PersonKind | null,
  requested?: NoteEntityType | null,
  previous?: NoteEntityType | null,
): NoteEntityType {
  if (link) return link;
  for (const candidate of [requested, previous]) {
    if (candidate === 'self' || candidate === 'none') return candidate;
  }
  return 'self';
}

/** The short read of a note: reflection, else agenda, else content; trimmed and shortened. */
export function notePreview(
  note: { reflectionContent: string; agendaContent: string; content: string },
  length: number = NOTE_PREVIEW_LENGTH,
): string {
  const text = [note.reflectionContent, note.agendaContent, note.content].find(hasContent) ?? '';
  // By code points, so that an emoji or other astral character is never cut in half.
  return Array.from(text.trim()).slice(0, length).join('').trimEnd();
}
