/**
 * Types lines into a text one by one, `delayMs` apart (docs/product.md#constants-and-limits:
 * prompts ~200 ms apart, templates 150 ms), so the user sees them arrive. One run at a time per
 * editor: `isRunning` guards it and `signal` stops it (editor closed).
 */
export interface TypeLinesOptions {
  lines: readonly string[];
  delayMs: number;
  /** Appends one line to the current text. */
  append: (line: string) => void;
  signal?: AbortSignal;
}

export function typeLines({ lines, delayMs, append, signal }: TypeLinesOptions): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const step = () => {
      if (signal?.aborted || index >= lines.length) {
        resolve();
        return;
      }
      append(lines[index]!);
      index += 1;
      setTimeout(step, delayMs);
    };
    step();
  });
}

/** The text with `line` added on a new line. */
export function withLine(text: string, line: string): string {
  return text.trim() === '' ? line : `${text.replace(/\s+$/, '')}\n${line}`;
}
