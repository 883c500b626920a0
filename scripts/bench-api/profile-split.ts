/**
 * Splits a V8 CPU profile of the local server's main thread between dynalite (the in-process
 * DynamoDB emulator, which the cloud does not run) and everything else (the handler, the
 * DynamoDB client, JSON, the HTTP server, Node itself): the `npm run bench:api` CPU split
 * (docs/performance.md#api-under-load-npm-run-benchapi).
 *
 * A sample is dynalite's when any frame of its stack comes from a script of dynalite or of the
 * packages it stores with (the level family, whose callbacks come back from LevelDB without a
 * dynalite frame above them), matched by script URL. Samples are counted, not weighed by their
 * time deltas: those are wall-clock time, which grows while the thread waits for a busy core.
 */
import type { Profiler } from 'node:inspector';

/**
 * Scripts of dynalite, its storage (level, classic-level, memory-level, abstract-level and
 * their helpers; levelup, leveldown and memdown in older versions) and the helpers only dynalite
 * loads in the server (async, lazy, lock, big.js, buffer-crc32).
 */
const DYNALITE_SCRIPT =
  /\/node_modules\/(?:dynalite|level|levelup|leveldown|memdown|level-[\w-]+|abstract-level|abstract-leveldown|classic-level|memory-level|browser-level|module-error|maybe-combine-errors|functional-red-black-tree|async|lazy|lock|big\.js|buffer-crc32)\//;

/** Whether a script URL (a file URL or path) is dynalite's. */
export const isDynaliteScript = (url: string): boolean => DYNALITE_SCRIPT.test(url);

/** Samples with no JavaScript frame to attribute. */
const UNATTRIBUTED = new Set(['(garbage collector)', '(program)', '(root)']);

/** The samples of a profile by whose CPU they are. */
export interface ProfileSplit {
  /** Samples whose stack holds a frame of dynalite or its storage. */
  dynalite: number;
  /** The other samples with a JavaScript stack: handler, SDK client, JSON, HTTP server, Node. */
  server: number;
  /** '(garbage collector)' and '(program)' samples (V8 and Node's native code): no stack. */
  unattributed: number;
  /** '(idle)' samples: the thread waiting for work. */
  idle: number;
  /**
   * dynalite ÷ (dynalite + server): dynalite's share of the thread's busy time, the unattributed
   * samples being split in the same shares. NaN with no attributed sample.
   */
  dynaliteShare: number;
}

/**
 * The ids of `profile`'s nodes whose stack holds a frame of dynalite or its storage (a node and
 * everything it calls, by `isDynalite` on the frames' script URLs).
 */
export function dynaliteNodes(
  profile: Profiler.Profile,
  isDynalite: (url: string) => boolean = isDynaliteScript,
): Set<number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const childIds = new Set(profile.nodes.flatMap((node) => node.children ?? []));
  const inDynalite = new Set<number>();
  // Walk down from the roots, a node being dynalite's when it or a caller is.
  const pending = profile.nodes
    .filter((node) => !childIds.has(node.id))
    .map((node) => ({ node, callerInDynalite: false }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const own = next.callerInDynalite || isDynalite(next.node.callFrame.url);
    if (own) inDynalite.add(next.node.id);
    for (const childId of next.node.children ?? []) {
      const child = nodes.get(childId);
      if (child) pending.push({ node: child, callerInDynalite: own });
    }
  }
  return inDynalite;
}

/**
 * Counts `profile`'s samples by whose CPU they are (see the module comment).
 * @throws when a sample names a node the profile does not hold.
 */
export function splitProfile(
  profile: Profiler.Profile,
  isDynalite: (url: string) => boolean = isDynaliteScript,
): ProfileSplit {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const inDynalite = dynaliteNodes(profile, isDynalite);
  const split = { dynalite: 0, server: 0, unattributed: 0, idle: 0 };
  for (const id of profile.samples ?? []) {
    const node = nodes.get(id);
    if (!node) throw new Error(`The CPU profile's sample names node ${id}, which it does not hold`);
    const name = node.callFrame.functionName;
    if (name === '(idle)') split.idle += 1;
    else if (inDynalite.has(id)) split.dynalite += 1;
    else if (UNATTRIBUTED.has(name) && node.callFrame.url === '') split.unattributed += 1;
    else split.server += 1;
  }
  return { ...split, dynaliteShare: split.dynalite / (split.dynalite + split.server) };
}
