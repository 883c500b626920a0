/**
 * When a reflection has changed enough to read it again for commitments
 * (docs/product.md#commitments-suggested-from-reflections): the text's words, white space collapsed
 * and trimmed, so a trailing space, a new blank line or re-indenting asks nothing new; too short a
 * text to hold a commitment asks nothing at all. Pure.
 */

/** Fewer characters than this hold no commitment worth asking about. */
export const MIN_SUGGESTION_TEXT = 8;

/** The text as it is asked about, or '' when it is too short to ask. */
export function settledText(text: string): string {
  const words = text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return words.length < MIN_SUGGESTION_TEXT ? '' : words;
}

/** The key that tells two suggestions, or a suggestion and a checklist item, are the same. */
export function sameItemKey({ owner, text }: { owner: string; text: string }): string {
  return `${owner}|${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;
}
