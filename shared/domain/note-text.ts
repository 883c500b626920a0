/**
 * Note text as it is stored (docs/api.md#conventions, Notes): what every note write keeps of a
 * text (content, agenda, reflection, tags). Pure.
 *
 * Line endings become LF (CRLF and a lone CR alike: a textarea sends LF, other clients may not),
 * and the other C0 control characters (U+0000–U+001F) go, tab and LF kept. They are invisible —
 * pasted from PDFs and word processors (vertical tab, form feed) — and JSON spells each one as a
 * six-byte `\u00XX` escape: 20,000 of them made one note 120 KB in a list page and 50 such notes
 * answered past Lambda's 6 MB. Removing them, rather than refusing the text with a 400, keeps the
 * editor's autosave from failing on a paste the writer cannot see.
 */

/** C0 control characters other than tab (U+0009) and LF (U+000A); CR is handled before. */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes
const REMOVED_CONTROLS = /[\u0000-\u0008\u000B-\u001F]/g;
const LINE_ENDING = /\r\n?/g;

/** The text as a note stores it: LF line endings, no C0 control character but tab and LF. */
export function storedNoteText(text: string): string {
  return text.replace(LINE_ENDING, '\n').replace(REMOVED_CONTROLS, '');
}
