/**
 * Infra tier: the compromise that ships beside the bundles of the functions that phrase or read
 * text (infra/lib/compromise-prebuilt.ts: its `two` build with its model computed at build time)
 * is the installed compromise — a function's `require('compromise/two')` gets the same model, tags
 * every message of the phrasing corpus and every sentence of the labelled notes the same, and its
 * tagger's patterns, parsed at build time, end up as the installed compromise parses them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { prebuildCompromise } from '../lib/compromise-prebuilt';
import { DEVELOPMENT_SET, HELD_OUT_SET } from '../../functions/lib/ai/builtin/phrasing-corpus';
import { LABELLED_SENTENCES } from '../../functions/lib/ai/inference/labelled-sentences';

interface Nlp {
  (text: string): { json: () => unknown };
  model: () => Record<'one' | 'two', Record<string, unknown>>;
  methods: () => Record<string, Record<string, unknown>>;
  world: () => { compute: Record<string, unknown> };
  hooks: () => string[];
  version: string;
}

let prebuilt: Nlp;
let installed: Nlp;

beforeAll(() => {
  // Laid out like a function's package: index.mjs with node_modules/compromise beside it.
  const functionDir = mkdtempSync(path.join(os.tmpdir(), 'coach-compromise-'));
  const packageDir = path.join(functionDir, 'node_modules', 'compromise');
  mkdirSync(path.dirname(packageDir), { recursive: true });
  prebuildCompromise(packageDir);
  writeFileSync(path.join(functionDir, 'index.mjs'), '');
  prebuilt = createRequire(path.join(functionDir, 'index.mjs'))('compromise/two') as Nlp;
  installed = createRequire(import.meta.url)('compromise/two') as Nlp;
});

/** A document's terms and sentences as JSON, without compromise's per-process term ids. */
const tagged = (nlp: Nlp, text: string) =>
  JSON.stringify(nlp(text).json(), (key, value: unknown) => (key === 'id' ? undefined : value));

describe('the prebuilt compromise', () => {
  it('is loaded from the package folder, not the installed compromise', () => {
    expect(prebuilt).not.toBe(installed);
    expect(prebuilt.version).toBe(installed.version);
  });

  it("has the installed compromise's model, methods, compute steps and hooks", () => {
    // Before either tags anything: tagging adds to the model (the tagger's compiled patterns).
    expect(isDeepStrictEqual(prebuilt.model(), installed.model())).toBe(true);
    for (const [part, methods] of Object.entries(installed.methods())) {
      expect(Object.keys(prebuilt.methods()[part] ?? {})).toEqual(Object.keys(methods));
    }
    expect(Object.keys(prebuilt.world().compute)).toEqual(Object.keys(installed.world().compute));
    expect(prebuilt.hooks()).toEqual(installed.hooks());
  });

  it('tags every phrasing message and labelled note sentence the same', () => {
    const texts = [
      ...[...DEVELOPMENT_SET, ...HELD_OUT_SET].map((item) => item.message),
      ...LABELLED_SENTENCES.map((sentence) => sentence.text),
    ];
    expect(texts.length).toBeGreaterThan(500);
    const differing = texts.filter((text) => tagged(prebuilt, text) !== tagged(installed, text));
    expect(differing).toEqual([]);
    // Tagging built the tagger's net: from the prebuilt one, the patterns parsed alike.
    expect(isDeepStrictEqual(prebuilt.model(), installed.model())).toBe(true);
  });
});
