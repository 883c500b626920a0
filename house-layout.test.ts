/**
 * The layout of the house holds (docs/architecture.md#layers): production code never imports the
 * test helpers of `test-support/` (the fakes the demo serves live in `infra/local/dev-fakes/`), and
 * no file cites a text that is not in the repository — rules are cited by their `docs/` section,
 * never by a spec section or a tracker's issue number, and every `docs/<file>.md#<anchor>` cited
 * names a heading of that file. The walls between `functions/lib`'s layers
 * and the frontend's are ESLint's, proven by eslint.config.test.ts.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));

const GENERATED = [
  '**/node_modules/**',
  '.build/**',
  '.data*/**',
  'cdk.out/**',
  'frontend/dist/**',
  'test-results/**',
  'playwright-report/**',
];

/** Production code: what is deployed or served, tests and test helpers left out. */
const PRODUCTION = [
  'shared/**/*.ts',
  'functions/**/*.ts',
  'infra/**/*.ts',
  'frontend/src/**/*.{ts,tsx}',
];
const NOT_PRODUCTION = [
  ...GENERATED,
  '**/*.test.ts',
  '**/*.test.tsx',
  'functions/integration/**',
  'infra/test/**',
];

/** Every file a person reads as source or documentation. */
const SOURCES = [
  '*.{ts,js,json,md}',
  '{shared,functions,infra,frontend,scripts,test-support,docs,.ci,.github}/**/*.{ts,tsx,js,mjs,css,html,md,sh,yml,yaml}',
];

const files = (patterns: string[], exclude: string[]) =>
  patterns.flatMap((pattern) => globSync(pattern, { cwd: root, exclude })).sort();

/** The module specifiers a file imports, statically or dynamically, that name `test-support/`. */
export function testSupportImportsIn(text: string): string[] {
  const specifiers = text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g);
  return [...specifiers]
    .map((match) => match[1]!)
    .filter((name) => /(^|\/)test-support\//.test(name));
}

/** Citations of texts outside the repository: a spec's section sign or a tracker's issue number. */
export function outsideCitationsIn(text: string): string[] {
  return [...text.matchAll(/spec §\s*\d+|\bissues? #?\d+(?: item \d+)?/gi)].map(
    (match) => match[0],
  );
}

describe('test helpers stay out of production code', () => {
  it('finds a planted import of test-support/, static or dynamic', () => {
    expect(testSupportImportsIn("import { seed } from '../../test-support/seed';")).toEqual([
      '../../test-support/seed',
    ]);
    expect(testSupportImportsIn("const m = await import('../test-support/local-stack');")).toEqual([
      '../test-support/local-stack',
    ]);
    expect(testSupportImportsIn("import { x } from './dev-fakes/fake-google';")).toEqual([]);
  });

  it('no production file imports test-support/', () => {
    const production = files(PRODUCTION, NOT_PRODUCTION);
    expect(production.length).toBeGreaterThan(300);
    const offenders = production.filter(
      (file) => testSupportImportsIn(readFileSync(path.join(root, file), 'utf8')).length > 0,
    );
    expect(offenders).toEqual([]);
  });

  it('ESLint refuses an import of test-support/ in the local stack and in a function', async () => {
    const eslint = new ESLint({ cwd: root });
    const planted =
      "import { seedNotes } from '../../test-support/seed';\nexport const x = seedNotes;\n";
    for (const file of ['infra/local/fixture.ts', 'functions/api/fixture.ts']) {
      const [result] = await eslint.lintText(planted, { filePath: path.join(root, file) });
      expect(result!.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
    }
  }, 60_000);
});

describe('citations stay inside the repository', () => {
  it('finds a planted spec section or issue number', () => {
    // Built from parts, so this file does not cite them itself.
    const [spec, issue] = [['spec', '§2'].join(' '), ['issue', '9', 'item', '3'].join(' ')];
    expect(outsideCitationsIn(`// Nudges (${spec}, ${issue}).`)).toEqual([spec, issue]);
    expect(outsideCitationsIn('// see docs/product.md#nudges')).toEqual([]);
  });

  it('no source or document cites a spec section or an issue', () => {
    const sources = files(SOURCES, [...GENERATED, 'package-lock.json']);
    expect(sources.length).toBeGreaterThan(500);
    const offenders = sources.flatMap((file) =>
      outsideCitationsIn(readFileSync(path.join(root, file), 'utf8')).map(
        (citation) => `${file}: ${citation}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

/** The anchors of a Markdown file's headings, as GitHub makes them (repeats get -1, -2, …). */
export function headingAnchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1]!.replaceAll('`', '')));
  }
  return anchors;
}

/** The `docs/<file>.md#<anchor>` citations of a text, with the anchors that follow one (`, #more`). */
export function docCitationsIn(text: string): { doc: string; anchor: string }[] {
  return [...text.matchAll(/(?<![\w/.-])docs\/([a-z-]+\.md)((?:#[\w-]+)(?:,? #[\w-]+)*)/g)].flatMap(
    (match) =>
      [...match[2]!.matchAll(/#([\w-]+)/g)].map((anchor) => ({
        doc: match[1]!,
        anchor: anchor[1]!,
      })),
  );
}

describe('citations of docs/ name a section that exists', () => {
  it('reads anchors as GitHub makes them, and citations with their follow-on anchors', () => {
    expect([
      ...headingAnchorsOf('# Notes\n## Calendar sync and 1:1 detection\n## Notes\n'),
    ]).toEqual(['notes', 'calendar-sync-and-11-detection', 'notes-1']);
    expect(docCitationsIn('(docs/product.md#entities, #validation-rules)')).toEqual([
      { doc: 'product.md', anchor: 'entities' },
      { doc: 'product.md', anchor: 'validation-rules' },
    ]);
  });

  it('every docs/<file>.md#<anchor> cited in the repository is a heading of that file', () => {
    const anchors = new Map(
      files(['docs/*.md'], []).map((file) => [
        path.basename(file),
        headingAnchorsOf(readFileSync(path.join(root, file), 'utf8')),
      ]),
    );
    const citations = files(SOURCES, [...GENERATED, 'package-lock.json']).flatMap((file) =>
      docCitationsIn(readFileSync(path.join(root, file), 'utf8')).map((citation) => ({
        file,
        ...citation,
      })),
    );
    expect(citations.length).toBeGreaterThan(500);
    const broken = citations
      .filter(({ doc, anchor }) => !anchors.get(doc)?.has(anchor))
      .map(({ file, doc, anchor }) => `${file}: docs/${doc}#${anchor}`);
    expect(broken).toEqual([]);
  });
  it('every link between the docs (README included) names a file and heading that exist', () => {
    const docs = ['README.md', ...files(['docs/*.md'], [])];
    const anchorsOf = new Map(
      docs.map((file) => [file, headingAnchorsOf(readFileSync(path.join(root, file), 'utf8'))]),
    );
    const broken = docs.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /\]\(([\w./-]*\.md)?(?:#([\w-]+))?\)/g,
        ),
      ]
        .map(([link, target, anchor]) => {
          const linked = target ? path.join(path.dirname(file), target) : file;
          const known =
            anchorsOf.get(linked) ?? (existsSync(path.join(root, linked)) ? null : undefined);
          if (known === undefined) return `${file}: ${link} (no such file)`;
          if (anchor && known && !known.has(anchor)) return `${file}: ${link} (no such heading)`;
          return null;
        })
        .filter((problem) => problem !== null),
    );
    expect(broken).toEqual([]);
  });
});
