/**
 * Writes the HTML document of each page that has one in the page table
 * (docs/performance.md#a-light-first-page; shared/web/page-documents.ts): a copy of the built
 * index.html that also preloads, with `<link rel="modulepreload">`, every chunk that page's first
 * load runs besides the entry's own (the lazy modules the entry and the router load for it, and
 * their static imports), and, with a `media` query, what it loads right after rendering on some
 * screens only. The browser then downloads them together with the entry instead of once it has
 * run, and the landing page's index.html stays as light as before. Which modules a page's first
 * load runs comes from the frontend's page modules (src/app/page-modules.ts): the `import()`s under
 * the page's id and under its frame's layouts. Build only; the dev server serves index.html
 * everywhere.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { Visitor, type ESTree, type Plugin, type Rolldown } from 'vite';
import { PAGE_DOCUMENTS, type PageDocument } from '../shared/web/page-documents';
import { FRAME_LAYOUTS, PAGES, type PageId } from '../shared/web/pages';

export interface PageDocumentsOptions {
  /**
   * The page modules' source file (absolute): its `PAGE_MODULES` and `FRAME_MODULES` objects name
   * each page's and each layout's lazy modules with `import()`s inside their entries.
   */
  pageModules: string;
  /** Source files (absolute) every such first load runs before any layout: the app, the router. */
  shared: string[];
  /**
   * Modules a page loads right after its first render where `media` matches (e.g. the notes panel
   * shown beside the page on a wide screen): preloaded with that `media`, so other screens skip
   * them.
   */
  mediaPreloads?: { media: string; modules: string[]; pages: PageId[] }[];
  /**
   * A small script (absolute source path) each document runs first: a module script before the
   * entry's, so it runs before the entry (module scripts run in document order, once the document
   * is parsed) without holding up the parser: the first load's reads, which need only the address
   * and the stored session. It is bundled on its own (esbuild, minified) into `assets/<name>-<hash>.js`,
   * apart from the app's chunks, so the landing page's entry does not gain a shared chunk. Left out
   * when the build uses Clerk (`VITE_CLERK_PUBLISHABLE_KEY`), which has no early reads.
   */
  firstScript?: string;
  /** The documents to write; default the page table's. */
  documents?: readonly PageDocument[];
}

/**
 * `source` bundled alone as a minified ES module, `import.meta.env` replaced by `env`; resolves `@/` and `@shared/` by the frontend's tsconfig paths.
 */
async function bundleAlone(source: string, env: Record<string, unknown>): Promise<string> {
  const result = await esbuild({
    entryPoints: [source],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    tsconfig: path.resolve(path.dirname(source), '..', 'tsconfig.json'),
    // Every `import.meta.env.X` reads the build's env, as in Vite's chunks (undefined when unset).
    define: { 'import.meta.env': JSON.stringify(env) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The `import()` specifiers under each key of the object literal the variable `name` is declared
 * as in `program` (`{ dashboard: { Component: () => import('./x') } }` → dashboard: ['./x']); null
 * when no such declaration is found.
 */
export function importsByKey(program: ESTree.Program, name: string): Map<string, string[]> | null {
  let table: unknown = null;
  let entries: ReadonlySet<unknown> = new Set();
  let key: string | null = null;
  const imports = new Map<string, string[]>();
  new Visitor({
    VariableDeclarator(node) {
      if (
        node.id.type === 'Identifier' &&
        node.id.name === name &&
        node.init?.type === 'ObjectExpression'
      ) {
        table = node;
        entries = new Set(node.init.properties);
      }
    },
    'VariableDeclarator:exit'(node) {
      if (node === table) entries = new Set();
    },
    Property(node) {
      if (!entries.has(node)) return;
      key =
        node.key.type === 'Identifier'
          ? node.key.name
          : 'value' in node.key
            ? String(node.key.value)
            : null;
      if (key !== null) imports.set(key, []);
    },
    'Property:exit'(node) {
      if (entries.has(node)) key = null;
    },
    ImportExpression(node) {
      if (key !== null && node.source.type === 'Literal' && typeof node.source.value === 'string')
        imports.get(key)!.push(node.source.value);
    },
  }).visit(program);
  return imports.size ? imports : null;
}

/**
 * The chunks `roots` load: themselves and their static imports, recursively, in the order they
 * are first reached (`byName`: the bundle's chunks by file name).
 */
export function staticClosure(
  roots: Rolldown.OutputChunk[],
  byName: Map<string, Rolldown.OutputChunk>,
): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  for (const chunk of roots) visit(chunk);
  return [...seen.values()];
}

/**
 * The plugin. Fails the build when the page modules name no modules for a page or layout of the
 * table, a listed source file is in no chunk or index.html is missing, so a renamed module cannot
 * silently leave a page without its preloads.
 */
export function pageDocumentsPlugin(options: PageDocumentsOptions): Plugin {
  const documents = options.documents ?? PAGE_DOCUMENTS;
  let base = '/';
  let env: Record<string, unknown> = {};
  /** The source files (absolute) each page's and each layout's entry imports, by id. */
  let pageFiles: Map<string, string[]> | null = null;
  let layoutFiles: Map<string, string[]> | null = null;
  return {
    name: 'page-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      env = config.env;
    },
    async transform(code, id) {
      if (id !== options.pageModules) return null;
      const program = this.parse(code);
      const resolveAll = async (imports: Map<string, string[]> | null, name: string) => {
        if (!imports) this.error(`page-documents: ${id} declares no ${name} object`);
        const files = new Map<string, string[]>();
        for (const [key, sources] of imports) {
          const resolved = await Promise.all(sources.map((source) => this.resolve(source, id)));
          files.set(
            key,
            resolved.map((result, index) => {
              if (!result) this.error(`page-documents: cannot resolve ${sources[index]} in ${id}`);
              return result.id;
            }),
          );
        }
        return files;
      };
      pageFiles = await resolveAll(importsByKey(program, 'PAGE_MODULES'), 'PAGE_MODULES');
      layoutFiles = await resolveAll(importsByKey(program, 'FRAME_MODULES'), 'FRAME_MODULES');
      return null;
    },
    async generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('page-documents: the build has no index.html');
      const [pages, layouts] = [pageFiles, layoutFiles];
      if (!pages || !layouts) {
        this.error(`page-documents: the build did not include ${options.pageModules}`);
      }
      const source =
        typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('page-documents: the build has no entry chunk');
      const inIndex = new Set(staticClosure([entry], byName).map((chunk) => chunk.fileName));
      const chunkOf = (file: string) => {
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === file) ??
          chunks.find((candidate) => candidate.moduleIds.includes(file));
        if (!chunk) this.error(`page-documents: no chunk holds ${file}`);
        return chunk;
      };
      const filesOf = (files: Map<string, string[]>, key: string) => {
        const found = files.get(key);
        if (!found?.length)
          this.error(`page-documents: ${options.pageModules} has no modules for ${key}`);
        return found;
      };
      const headEnd = /\n([ \t]*)<\/head>/;
      // The first script goes before the entry's, so the browser asks for it first.
      const entryScript = /([ \t]*)<script type="module"/;
      if (options.firstScript && !entryScript.test(source)) {
        this.error(
          'page-documents: index.html has no module script to put the first script before',
        );
      }
      if (!headEnd.test(source)) this.error('page-documents: index.html has no </head>');
      const link = (chunk: Rolldown.OutputChunk, media?: string) =>
        `    <link rel="modulepreload" crossorigin fetchpriority="low"${
          media ? ` media="${media}"` : ''
        } href="${base}${chunk.fileName}">\n`;
      let firstScript = '';
      if (options.firstScript && !env.VITE_CLERK_PUBLISHABLE_KEY) {
        const code = await bundleAlone(options.firstScript, env);
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = `assets/${path.basename(options.firstScript, '.ts')}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        firstScript = `<script type="module" crossorigin src="${base}${fileName}"></script>`;
      }
      for (const document of documents) {
        const files = [
          ...options.shared,
          ...FRAME_LAYOUTS[PAGES[document.page].frame].flatMap((layout) =>
            filesOf(layouts, layout),
          ),
          ...filesOf(pages, document.page),
        ];
        const page = staticClosure(files.map(chunkOf), byName).filter(
          (chunk) => !inIndex.has(chunk.fileName),
        );
        const preloaded = new Set([...inIndex, ...page.map((chunk) => chunk.fileName)]);
        let preloads = page.map((chunk) => link(chunk)).join('');
        for (const { media, modules, pages: on } of options.mediaPreloads ?? []) {
          if (!on.includes(document.page)) continue;
          preloads += staticClosure(modules.map(chunkOf), byName)
            .filter((chunk) => !preloaded.has(chunk.fileName))
            .map((chunk) => link(chunk, media))
            .join('');
        }
        this.emitFile({
          type: 'asset',
          fileName: document.file.slice(1),
          source: source
            .replace(entryScript, (tag, indent: string) =>
              firstScript ? `${indent}${firstScript}\n${tag}` : tag,
            )
            .replace(headEnd, (_, indent: string) => `\n${preloads}${indent}</head>`),
        });
      }
    },
  };
}
