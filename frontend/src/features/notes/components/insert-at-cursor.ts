/**
 * Inserting a suggestion into the note being written, at the cursor
 * (docs/product.md#how-to-say-it-panel Insert, #states-and-transitions 'Events' insertSuggestion):
 * the text goes where the caret is — replacing a selection — with a space or line break added where
 * it would otherwise run into a word; the caret then sits after it, so a second insert follows the
 * first. Without a textarea, it is appended on a new line.
 */
import { withLine } from './type-lines';

export interface Insertion {
  text: string;
  /** Caret position after the inserted text. */
  cursor: number;
}

/** `insertion` put into `text` between `start` and `end` (a selection is replaced). */
export function insertAt(text: string, insertion: string, start: number, end = start): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || /\s$/.test(before) ? '' : before.endsWith('\n') ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${insertion}${trail}`;
  return {
    text: before + inserted + after,
    cursor: before.length + lead.length + insertion.length,
  };
}

/** What an editor's sync doc offers for an insert. */
interface TextDoc {
  getState(): { text: string };
  setText(text: string): void;
}

/** The selection each textarea had when it last lost focus. */
const caretAtBlur = new WeakMap<HTMLTextAreaElement, { start: number; end: number }>();

/**
 * Remembers where the caret of `textarea` is (call it on blur): a save that updates the text
 * while the user is in the panel moves the browser's caret to the end, not the insert point.
 */
export function rememberCaret(textarea: HTMLTextAreaElement | null): void {
  if (textarea) {
    caretAtBlur.set(textarea, { start: textarea.selectionStart, end: textarea.selectionEnd });
  }
}

/**
 * Inserts `insertion` into `doc` at the caret of `textarea` (where it was when the textarea lost
 * focus, or its current selection while it has focus), then puts the caret after it.
 */
export function insertIntoTextarea(
  textarea: HTMLTextAreaElement | null,
  doc: TextDoc,
  insertion: string,
): void {
  const current = doc.getState().text;
  if (!textarea) {
    doc.setText(withLine(current, insertion));
    return;
  }
  const focused = textarea.ownerDocument.activeElement === textarea;
  const caret = (!focused && caretAtBlur.get(textarea)) || {
    start: textarea.selectionStart,
    end: textarea.selectionEnd,
  };
  const { text, cursor } = insertAt(current, insertion, caret.start, caret.end);
  doc.setText(text);
  caretAtBlur.set(textarea, { start: cursor, end: cursor });
  requestAnimationFrame(() => textarea.setSelectionRange(cursor, cursor));
}
