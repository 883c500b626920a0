/**
 * The keyboard way into the checklist (docs/product.md#note-editor): a line of the agenda or
 * reflection that starts with `[] ` (typed), or a Markdown task line `- [ ] text` / `- [x] text`
 * (typed or pasted; `*` or `+` for the dash too), leaves the text and becomes a checklist item.
 */
import { LIMITS } from '@shared/domain/constants';

/** `[] ` at the start of a line, then the item's text (maybe none yet). */
const TYPED_ITEM = /^\[\] (.*)$/;
/** A Markdown task line: `- [ ] text`, done when `[x]`. */
const TASK_LINE = /^\s*[-*+] \[( |x|X)\] ?(.*)$/;

export interface ChecklistLine {
  text: string;
  done: boolean;
}

/**
 * Splits `value` into the text that stays and the lines that become items (in order, text
 * trimmed and cut to 280 characters). Null when no line is one.
 */
export function takeChecklistLines(value: string): { text: string; items: ChecklistLine[] } | null {
  const kept: string[] = [];
  const items: ChecklistLine[] = [];
  for (const line of value.split('\n')) {
    const typed = TYPED_ITEM.exec(line);
    const task = typed ? null : TASK_LINE.exec(line);
    if (typed) items.push({ text: clip(typed[1]!), done: false });
    else if (task && (task[2] !== '' || line.endsWith('] ')))
      items.push({ text: clip(task[2]!), done: task[1] !== ' ' });
    else kept.push(line);
  }
  return items.length > 0 ? { text: kept.join('\n'), items } : null;
}

const clip = (text: string) => text.trim().slice(0, LIMITS.commitmentText);
