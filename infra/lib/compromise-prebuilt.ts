/**
 * compromise's `two` build with its model computed at build time, the copy of compromise that
 * ships beside the bundle of the functions that use it (docs/performance.md#cold-starts).
 *
 * `require('compromise/two')` spends most of its 340–420 ms of CPU building data, not code:
 * unpacking its packed lexicon, expanding it (every verb's conjugations, every noun's plural, the
 * 'switch' words, the tagger's suffix models: about 150 ms), then merging that 25,000-word lexicon
 * into its world word by word (about 100 ms); its first tagging then parses the tagger's 570
 * patterns into a match net (about 50 ms). The result, `nlp.model()` and that net, is plain data —
 * objects, arrays, strings, Sets of strings, 130 regular expressions — the same on every start.
 * So the build writes, into a folder laid out as a package named `compromise`:
 *
 * - `compromise-two.cjs`: esbuild's one-file build of the installed compromise's own source
 *   (`src/two.js`, the same plugins in the same order), but for the module that builds the part
 *   of speech tagger's model (`src/2-two/preTagger/model/index.js`), which is left empty;
 * - `model.json`: the installed `compromise/two`'s model, taken after it loaded, but for
 *   `one.tagSet` and `two.matches`, which the build computes itself, cheaply; and the net its
 *   `buildNet` makes of `two.matches` (the parsed patterns, and the net's lists of them as
 *   indexes). Regular expressions, Sets and `undefined` values are listed apart (`patches`) and
 *   put back on load;
 * - `two.cjs`, what `require('compromise/two')` resolves to (package.json `exports`): loads the
 *   build, puts the model's parts in its world (`nlp.model()`), replacing the empty ones, and
 *   plugs in (`nlp.plugin`, methods) a `buildNet` that, asked for the net of `two.matches`, gives
 *   each match what parsing would add to it and returns the prebuilt net; any other net it builds.
 *
 * Same version, same code, same model: `compromise-prebuilt.test.ts` loads a prebuilt copy and
 * checks that its model deep-equals the installed compromise's, before and after both tag a set
 * of texts, and that they tag them the same. Loading it and its first tagging take about 110 ms
 * of CPU instead of 430.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** The repository root. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the prebuilt copy is written by default (under the git-ignored `.build/`). */
export const COMPROMISE_PREBUILT_DIR = path.join(REPO_ROOT, '.build', 'compromise-prebuilt');

/** The model parts the build computes itself (not taken from the snapshot). */
const COMPUTED_AT_LOAD: Readonly<Record<'one' | 'two', readonly string[]>> = {
  one: ['tagSet'],
  two: ['matches'],
};

/** The module that builds the part of speech tagger's model, in compromise's `src/`. */
const PRE_TAGGER_MODEL = ['2-two', 'preTagger', 'model', 'index.js'] as const;
/** What the build has in its place: an empty model, filled from `model.json` on load. */
const EMPTY_MODEL = 'export default { one: {}, two: {} }\n';

/** A value JSON cannot hold, at a path of the data: `undefined`, a regular expression, a Set (of strings). */
type Patch =
  | [at: (string | number)[], kind: 'u']
  | [at: (string | number)[], kind: 'r', source: string, flags: string]
  | [at: (string | number)[], kind: 's', values: unknown[]];

/** `value` as JSON-safe data, with what JSON cannot hold recorded in `patches`. @throws for a value of another kind. */
function plain(value: unknown, at: (string | number)[], patches: Patch[]): unknown {
  if (value === undefined) {
    patches.push([at, 'u']);
    return null;
  }
  if (value instanceof RegExp) {
    patches.push([at, 'r', value.source, value.flags]);
    return null;
  }
  if (value instanceof Set) {
    patches.push([at, 's', [...value].map((item, index) => plain(item, [...at, index], []))]);
    return null;
  }
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new Error(`compromise's data holds a ${typeof value} at ${at.join('.')}`);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item, index) => plain(item, [...at, index], patches));
  if (Object.getPrototypeOf(value) !== Object.prototype) {
    throw new Error(`compromise's data holds a non-plain object at ${at.join('.')}`);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = plain(item, [...at, key], patches);
  return copy;
}

/** The loader `require('compromise/two')` resolves to in the prebuilt copy. */
const LOADER = `'use strict';
// compromise/two with its model and its tagger's pattern net computed at build time
// (infra/lib/compromise-prebuilt.ts in the repository that ships it).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const nlp = require('./compromise-two.cjs').default;
const { data, patches } = JSON.parse(readFileSync(path.join(__dirname, 'model.json'), 'utf8'));
for (const [at, kind, value, flags] of patches) {
  let parent = data;
  for (let i = 0; i < at.length - 1; i += 1) parent = parent[at[i]];
  parent[at[at.length - 1]] =
    kind === 'r' ? new RegExp(value, flags) : kind === 's' ? new Set(value) : undefined;
}
const model = nlp.model();
for (const part of Object.keys(data.model)) {
  for (const key of Object.keys(data.model[part])) model[part][key] = data.model[part][key];
}
// The tagger's net of model.two.matches, parsed at build time, handed over when the tagger first
// asks for it: each match gets what parsing adds to it, the net holds the matches themselves.
const { buildNet } = nlp.methods().one;
const net = data.net;
nlp.plugin({
  methods: {
    one: {
      buildNet(matches, world) {
        if (matches !== model.two.matches || matches.length !== net.matches.length) {
          return buildNet(matches, world);
        }
        matches.forEach((match, index) => Object.assign(match, net.matches[index]));
        const byIndex = (indexes) => indexes.map((index) => matches[index]);
        const hooks = {};
        for (const key of Object.keys(net.hooks)) hooks[key] = byIndex(net.hooks[key]);
        return { hooks, always: byIndex(net.always) };
      },
    },
  },
});
module.exports = nlp;
`;

/**
 * A copy of the installed `compromise/two` that no code of this process has used: using it
 * changes its model (`nlp(text, words)` adds the words to its lexicon).
 */
function freshCompromise(require: NodeJS.Require): {
  model: () => Record<'one' | 'two', Record<string, unknown>>;
  methods: () => {
    one: {
      buildNet: (
        matches: object[],
        world: unknown,
      ) => { hooks: Record<string, object[]>; always: object[] };
    };
  };
  world: () => unknown;
} {
  const file = require.resolve('compromise/two');
  const cached = require.cache[file];
  delete require.cache[file];
  try {
    return require(file) as ReturnType<typeof freshCompromise>;
  } finally {
    if (cached) require.cache[file] = cached;
    else delete require.cache[file];
  }
}

let written: string | undefined;

/**
 * Writes the prebuilt copy of the installed compromise into `outDir` (emptied first) and returns
 * `outDir`. Synchronous, so the CDK's bundling hooks can call it; once per process for the
 * default folder. @throws when compromise's model holds something other than plain data.
 */
export function prebuildCompromise(outDir: string = COMPROMISE_PREBUILT_DIR): string {
  if (outDir === COMPROMISE_PREBUILT_DIR && written === outDir) return outDir;
  const require = createRequire(import.meta.url);
  // The package's `exports` hide package.json and src/: find its root from the `two` build.
  const root = path.resolve(path.dirname(require.resolve('compromise/two')), '../..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  // esbuild's synchronous API takes no plugins: build from a copy of the source with the
  // tagger's model module emptied, resolving the package's dependencies where it is installed.
  const source = path.join(outDir, '.source');
  cpSync(path.join(root, 'src'), source, { recursive: true });
  writeFileSync(
    PRE_TAGGER_MODEL.reduce((dir, part) => path.join(dir, part), source),
    EMPTY_MODEL,
  );
  buildSync({
    entryPoints: [path.join(source, 'two.js')],
    nodePaths: [path.join(root, 'node_modules'), path.dirname(root)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    minify: true,
    legalComments: 'none',
    outfile: path.join(outDir, 'compromise-two.cjs'),
    logLevel: 'warning',
  });
  rmSync(source, { recursive: true, force: true });

  const fresh = freshCompromise(require);
  const model = fresh.model();
  const snapshot: Record<'one' | 'two', Record<string, unknown>> = { one: {}, two: {} };
  for (const part of ['one', 'two'] as const) {
    for (const [key, value] of Object.entries(model[part])) {
      if (!COMPUTED_AT_LOAD[part].includes(key)) snapshot[part][key] = value;
    }
  }
  // The net the tagger builds of its patterns on its first use: the parsed patterns, and the net's
  // lists of them as indexes (parsing is pure: the patterns use no root forms, `{walk}`, whose
  // parse would read the lexicon).
  const matches = structuredClone(model.two.matches) as object[];
  if (matches.some((match) => /\{[a-z]/i.test(JSON.stringify(match)))) {
    throw new Error("compromise's tagger patterns use root forms: their parse is not constant");
  }
  const { hooks, always } = fresh.methods().one.buildNet(matches, fresh.world());
  const indexes = (list: readonly object[]) => list.map((match) => matches.indexOf(match));
  const net = {
    matches,
    hooks: Object.fromEntries(Object.entries(hooks).map(([key, list]) => [key, indexes(list)])),
    always: indexes(always),
  };
  const patches: Patch[] = [];
  const data = plain({ model: snapshot, net }, [], patches);
  writeFileSync(path.join(outDir, 'model.json'), JSON.stringify({ data, patches }));
  writeFileSync(path.join(outDir, 'two.cjs'), LOADER);
  writeFileSync(
    path.join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'compromise',
        version: manifest.version,
        description: `compromise ${manifest.version}'s two build with its model computed at build time (infra/lib/compromise-prebuilt.ts)`,
        license: 'MIT',
        type: 'commonjs',
        exports: { './two': './two.cjs' },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(outDir, 'LICENSE'), readFileSync(path.join(root, 'LICENSE')));
  if (outDir === COMPROMISE_PREBUILT_DIR) written = outDir;
  return outDir;
}
