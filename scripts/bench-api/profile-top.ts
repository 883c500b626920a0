/**
 * The functions with the most self time in a V8 CPU profile (`npm run bench:api --profile-top=<n>`),
 * for finding hot spots: name, where the function starts, its share of the busy samples. Frames
 * of the bundled server are mapped back to their TypeScript sources through the bundle's source
 * map (test-support/local-server-process.ts builds it); packages are named from `node_modules/`.
 */
import { readFile } from 'node:fs/promises';
import type { Profiler } from 'node:inspector';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One function of the top list. */
export interface TopFunction {
  /** The function's name, '(anonymous)' without one; '(garbage collector)', '(program)' as V8 names them. */
  name: string;
  /** `path:line` (1-based) where the function starts, relative to the repository; '' for V8's own. */
  location: string;
  /** Its samples (as the innermost frame) ÷ every sample counted (not '(idle)', not left out). */
  share: number;
}

/** Turns a frame's script URL and 0-based start position into a `path:line` to print. */
export type FrameLocator = (url: string, line: number, column: number) => string;

/**
 * A locator for profiles of the server bundled at `bundlePath` (with `<bundlePath>.map` beside
 * it, when there is one) from the repository at `repositoryRoot`.
 */
export async function bundleLocator(
  bundlePath: string,
  repositoryRoot: string,
): Promise<FrameLocator> {
  const bundleUrl = pathToFileURL(bundlePath).href;
  const sourceMap = await readFile(`${bundlePath}.map`, 'utf8').then(
    (text) => new SourceMap(JSON.parse(text) as ConstructorParameters<typeof SourceMap>[0]),
    () => undefined,
  );
  const relative = (file: string) => path.relative(repositoryRoot, file);
  return (url, line, column) => {
    if (url === '') return '';
    if (url === bundleUrl && sourceMap) {
      const entry = sourceMap.findEntry(line, column);
      if ('originalSource' in entry) {
        const source = entry.originalSource.startsWith('file:')
          ? fileURLToPath(entry.originalSource)
          : path.resolve(path.dirname(bundlePath), entry.originalSource);
        return `${relative(source)}:${entry.originalLine + 1}`;
      }
    }
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    const packageAt = file.lastIndexOf('/node_modules/');
    const shown =
      packageAt >= 0 ? file.slice(packageAt + 1) : path.isAbsolute(file) ? relative(file) : file;
    return `${shown}:${line + 1}`;
  };
}

type CallFrame = Profiler.ProfileNode['callFrame'];

/** V8's own entries of a profile, with no function or caller to show. */
const V8_ENTRIES = new Set(['(garbage collector)', '(program)', '(root)']);

/**
 * The `count` functions of `profile` with the most self samples, most first; '(idle)' samples and
 * those of the nodes in `leaveOut` (e.g. dynalite's, profile-split.ts) are not counted. A native
 * function (Node's C++ bindings, e.g. `writev`, `utf8Slice`; no script) is listed per
 * calling function, its location `native, from <caller> <path:line>`.
 */
export function topSelfFunctions(
  profile: Profiler.Profile,
  count: number,
  locate: FrameLocator,
  leaveOut: ReadonlySet<number> = new Set(),
): TopFunction[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const callers = new Map<number, Profiler.ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) callers.set(child, node);
  }
  const frameKey = (frame: CallFrame) =>
    `${frame.functionName}\n${frame.url}\n${frame.lineNumber}\n${frame.columnNumber}`;
  const place = (frame: CallFrame, caller: CallFrame | undefined) => {
    if (V8_ENTRIES.has(frame.functionName)) return '';
    if (frame.url !== '') return locate(frame.url, frame.lineNumber, frame.columnNumber);
    if (!caller) return 'native';
    return `native, from ${caller.functionName || '(anonymous)'} ${locate(caller.url, caller.lineNumber, caller.columnNumber)}`;
  };
  const byFunction = new Map<string, { name: string; location: string; samples: number }>();
  let busy = 0;
  for (const id of profile.samples ?? []) {
    const node = nodes.get(id);
    const frame = node?.callFrame;
    if (!node || !frame || frame.functionName === '(idle)' || leaveOut.has(id)) continue;
    busy += 1;
    const native = frame.url === '' && !V8_ENTRIES.has(frame.functionName);
    let caller = native ? callers.get(node.id) : undefined;
    while (caller && caller.callFrame.url === '') caller = callers.get(caller.id);
    const key = `${frameKey(frame)}\n${caller ? frameKey(caller.callFrame) : ''}`;
    let entry = byFunction.get(key);
    if (!entry) {
      entry = {
        name: frame.functionName || (native ? '(native)' : '(anonymous)'),
        location: place(frame, caller?.callFrame),
        samples: 0,
      };
      byFunction.set(key, entry);
    }
    entry.samples += 1;
  }
  return [...byFunction.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, count)
    .map(({ name, location, samples }) => ({ name, location, share: samples / busy }));
}
