import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Profiler } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleLocator, topSelfFunctions, type FrameLocator } from './profile-top';

/** A profile of `nodes` ([id, function, url, line, children]) with `samples` (node ids). */
function profileOf(
  nodes: readonly [number, string, string, number, number[]][],
  samples: readonly number[],
): Profiler.Profile {
  return {
    nodes: nodes.map(([id, functionName, url, lineNumber, children]) => ({
      id,
      callFrame: { functionName, url, scriptId: '0', lineNumber, columnNumber: 4 },
      children,
    })),
    startTime: 0,
    endTime: samples.length * 1000,
    samples: [...samples],
    timeDeltas: samples.map(() => 1000),
  };
}

/** Names a frame `url:line` (1-based), as the bench's locator does for a plain script. */
const plain: FrameLocator = (url, line) => `${url}:${line + 1}`;

describe("bench:api's top functions by self time", () => {
  it('ranks functions by their own samples, idle left out, native ones under their caller', () => {
    const profile = profileOf(
      [
        [1, '(root)', '', 0, [2, 3, 5, 6]],
        [2, 'buildDashboard', 'app.ts', 9, [4, 7]],
        [3, '(idle)', '', 0, []],
        [4, 'utf8Slice', '', 0, []],
        [5, '(garbage collector)', '', 0, []],
        [6, 'read', 'sdk.js', 99, [8]],
        [7, 'stat', 'app.ts', 40, []],
        [8, 'utf8Slice', '', 0, []],
      ],
      [3, 3, 3, 3, 2, 2, 2, 8, 8, 4, 5, 7, 7],
    );
    expect(topSelfFunctions(profile, 4, plain)).toEqual([
      { name: 'buildDashboard', location: 'app.ts:10', share: 3 / 9 },
      { name: 'utf8Slice', location: 'native, from read sdk.js:100', share: 2 / 9 },
      { name: 'stat', location: 'app.ts:41', share: 2 / 9 },
      { name: 'utf8Slice', location: 'native, from buildDashboard app.ts:10', share: 1 / 9 },
    ]);
  });

  it("leaves out the samples of the nodes it is given (dynalite's) and shares out the rest", () => {
    const profile = profileOf(
      [
        [1, '(root)', '', 0, [2, 3]],
        [2, 'handler', 'app.ts', 0, []],
        [3, 'dispatch', 'dynalite.js', 0, [4]],
        [4, 'get', 'level.js', 0, []],
      ],
      [2, 3, 4, 4, 4],
    );
    expect(topSelfFunctions(profile, 3, plain, new Set([3, 4]))).toEqual([
      { name: 'handler', location: 'app.ts:1', share: 1 },
    ]);
  });

  it('names an anonymous function and keeps V8’s own entries without a place', () => {
    const profile = profileOf(
      [
        [1, '(root)', '', 0, [2, 3]],
        [2, '', 'app.ts', 4, []],
        [3, '(program)', '', 0, []],
      ],
      [2, 3, 3],
    );
    expect(topSelfFunctions(profile, 5, plain)).toEqual([
      { name: '(program)', location: '', share: 2 / 3 },
      { name: '(anonymous)', location: 'app.ts:5', share: 1 / 3 },
    ]);
  });

  describe("places a bundle's frames in their sources and a package's under node_modules", () => {
    let directory: string;
    let bundle: string;
    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'profile-top-'));
      await writeFile(
        path.join(directory, 'week-facts.ts'),
        'export const pad = (n: number) => n + 1;\n\nexport function buildWeekFacts(notes: number): number {\n  return pad(notes) * 2;\n}\n',
      );
      await writeFile(
        path.join(directory, 'main.ts'),
        "import { buildWeekFacts } from './week-facts';\nconsole.log(buildWeekFacts(Number(process.argv[2])));\n",
      );
      bundle = path.join(directory, 'out', 'server.mjs');
      await build({
        entryPoints: [path.join(directory, 'main.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile: bundle,
        sourcemap: 'linked',
        logLevel: 'warning',
      });
    });
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('maps a function of the bundle to its source file and line', async () => {
      const lines = (await readFile(bundle, 'utf8')).split('\n');
      const line = lines.findIndex((text) => text.includes('function buildWeekFacts'));
      const column = lines[line]!.indexOf('function buildWeekFacts');
      const locate = await bundleLocator(bundle, directory);
      expect(locate(pathToFileURL(bundle).href, line, column)).toBe('week-facts.ts:3');
    });

    it('names a package from node_modules and Node’s own modules as they are', async () => {
      const locate = await bundleLocator(bundle, directory);
      expect(locate('file:///work/main/node_modules/electrodb/src/schema.js', 1740, 2)).toBe(
        'node_modules/electrodb/src/schema.js:1741',
      );
      expect(locate('node:internal/process/task_queues', 71, 0)).toBe(
        'node:internal/process/task_queues:72',
      );
      expect(locate('', 0, 0)).toBe('');
    });
  });
});
