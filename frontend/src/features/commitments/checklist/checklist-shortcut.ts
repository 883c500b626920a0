/**
 * The agenda's and reflection's way into the checklist: the lines of a new value that are
 * checklist lines (checklist-lines.ts) become items of `section`, the last one focused; the rest
 * of the text is returned for the note.
 */
import type { CommitmentSection } from '@shared/domain/constants';
import type { ChecklistDoc } from '../sync/checklist-doc';
import { takeChecklistLines } from './checklist-lines';

/** `value` without its checklist lines, which are added to `doc` as items of `section`. */
export function withChecklistLines(
  doc: ChecklistDoc,
  section: CommitmentSection,
  value: string,
): string {
  const taken = takeChecklistLines(value);
  if (!taken) return value;
  for (const line of taken.items) doc.add(section, { text: line.text, done: line.done });
  return taken.text;
}
