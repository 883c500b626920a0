import type { Profiler } from 'node:inspector';
import { describe, expect, it } from 'vitest';
import { dynaliteNodes, isDynaliteScript, splitProfile } from './profile-split';

const MODULES = 'file:///work/main/node_modules';
const BUNDLE = 'file:///work/app/.build/test-1/server.mjs';

/** A profile of `nodes` ([id, function, url, children]) with `samples` (node ids). */
function profileOf(
  nodes: readonly [number, string, string, number[]][],
  samples: readonly number[],
): Profiler.Profile {
  return {
    nodes: nodes.map(([id, functionName, url, children]) => ({
      id,
      callFrame: { functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 },
      children,
    })),
    startTime: 0,
    endTime: samples.length * 1000,
    samples: [...samples],
    timeDeltas: samples.map(() => 1000),
  };
}

describe("bench:api's split of the server's CPU between dynalite and the rest", () => {
  it("knows dynalite's and its storage's scripts from the app's, the SDK's and Node's", () => {
    expect(isDynaliteScript(`${MODULES}/dynalite/db/index.js`)).toBe(true);
    expect(isDynaliteScript(`${MODULES}/classic-level/iterator.js`)).toBe(true);
    expect(isDynaliteScript(`${MODULES}/abstract-level/abstract-level.js`)).toBe(true);
    expect(isDynaliteScript(`${MODULES}/level-transcoder/index.js`)).toBe(true);
    expect(isDynaliteScript('/work/main/node_modules/memdown/memdown.js')).toBe(true);
    expect(isDynaliteScript(BUNDLE)).toBe(false);
    expect(isDynaliteScript(`${MODULES}/@smithy/core/dist-cjs/index.js`)).toBe(false);
    expect(isDynaliteScript(`${MODULES}/electrodb/src/schema.js`)).toBe(false);
    expect(isDynaliteScript('node:_http_server')).toBe(false);
  });

  it("counts a sample as dynalite's when any frame of its stack is, idle and native V8 work apart", () => {
    const profile = profileOf(
      [
        [1, '(root)', '', [2, 3, 6, 7, 8, 10]],
        [2, 'handler', BUNDLE, [4]],
        [3, 'dispatch', `${MODULES}/dynalite/index.js`, [5]],
        [4, 'JSON.parse', '', []],
        // Node's code and a native function called by dynalite are dynalite's.
        [5, 'end', 'node:_http_outgoing', [9]],
        [6, '(garbage collector)', '', []],
        [7, '(idle)', '', []],
        [8, '(program)', '', []],
        [9, 'writev', '', []],
        // A LevelDB callback with no dynalite frame above it.
        [10, 'processTicksAndRejections', 'node:internal/process/task_queues', [11]],
        [11, '_next', `${MODULES}/classic-level/iterator.js`, []],
      ],
      [2, 2, 4, 4, 3, 5, 9, 11, 6, 6, 7, 7, 7, 8, 10],
    );
    expect([...dynaliteNodes(profile)].sort((a, b) => a - b)).toEqual([3, 5, 9, 11]);
    expect(splitProfile(profile)).toEqual({
      dynalite: 4,
      server: 5,
      unattributed: 3,
      idle: 3,
      dynaliteShare: 4 / 9,
    });
  });

  it('has no share to give for a profile with no busy sample', () => {
    const split = splitProfile(
      profileOf(
        [
          [1, '(root)', '', [2]],
          [2, '(idle)', '', []],
        ],
        [2, 2],
      ),
    );
    expect(split.idle).toBe(2);
    expect(split.dynaliteShare).toBeNaN();
  });

  it('refuses a sample of a node the profile does not hold', () => {
    expect(() => splitProfile(profileOf([[1, '(root)', '', []]], [1, 9]))).toThrow(/node 9/);
  });
});
