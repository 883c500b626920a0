/**
 * Captures what the process writes to stdout and stderr (where the functions' structured logs and
 * the SDKs' loggers go) while a test runs, to check that nothing secret is logged. The writes
 * still reach the terminal.
 */
export interface CapturedOutput {
  /** Everything written since the capture started. */
  text(): string;
  /** Stops capturing. */
  restore(): void;
}

export function captureOutput(): CapturedOutput {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, index) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
      return (originals[index] as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  });
  return {
    text: () => chunks.join(''),
    restore: () => {
      streams.forEach((stream, index) => {
        stream.write = originals[index] as typeof stream.write;
      });
    },
  };
}
