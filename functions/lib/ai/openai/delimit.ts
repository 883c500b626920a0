/**
 * Untrusted text as delimited data in a prompt (docs/architecture.md#the-ai-layer): the text
 * between `<tag>` and `</tag>` lines, with every tag of that name inside it removed, so the text
 * cannot close its own block and speak as the prompt.
 */

/** `<tag>`, the text without any `<tag>`/`</tag>` of its own, `</tag>`, one per line. */
export function delimited(tag: string, text: string): string {
  const tags = new RegExp(`<\\s*\\/?\\s*${tag}\\s*>`, 'gi');
  return [`<${tag}>`, text.replace(tags, ''), `</${tag}>`].join('\n');
}
