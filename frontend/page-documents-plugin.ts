/**
 * Writes each signed-in shell page's HTML document (issue 11 item 8, 'A light first page';
 * shared/web/page-documents.ts): a copy of the built index.html that also preloads, with
 * `<link rel="modulepreload">`, every chunk that page's first load runs besides the entry's own
 * (the lazy modules the entry and the router load for it, and their static imports), and, with a
 * `media` query, what it loads right after rendering on some screens only. The browser then
 * downloads them together with the entry instead of once it has run, and the landing page's
 * index.html stays as light as before. Build only; the dev server serves index.html everywhere.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PAGE_DOCUMENTS, type ShellPage } from '../shared/web/page-documents';

export interface PageDocumentsOptions {
  /** Source files (absolute) every shell page's first load runs: the router, providers, shell. */
  shared: string[];
  /** Source files (absolute) of each page's own modules: the page and its loader. */
  pages: Record<ShellPage, string[]>;
  /**
   * Modules a page loads right after its first render where `media` matches (e.g. the notes panel
   * shown beside the page on a wide screen): preloaded with that `media`, so other screens skip
   * them.
   */
  mediaPreloads?: { media: string; modules: string[]; pages: ShellPage[] }[];
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
 * The plugin. Fails the build when a listed source file is in no chunk or index.html is missing,
 * so a renamed module cannot silently leave a page without its preloads.
 */
export function pageDocumentsPlugin(options: PageDocumentsOptions): Plugin {
  let base = '/';
  return {
    name: 'page-documents',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async writeBundle(outputOptions, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('page-documents: the build has no index.html');
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
      const headEnd = /\n([ \t]*)<\/head>/;
      if (!headEnd.test(source)) this.error('page-documents: index.html has no </head>');
      const outDir = outputOptions.dir ?? path.dirname(outputOptions.file ?? '');
      const link = (chunk: Rolldown.OutputChunk, media?: string) =>
        `    <link rel="modulepreload" crossorigin fetchpriority="low"${
          media ? ` media="${media}"` : ''
        } href="${base}${chunk.fileName}">\n`;
      for (const document of PAGE_DOCUMENTS) {
        const roots = [...options.shared, ...options.pages[document.page]].map(chunkOf);
        const page = staticClosure(roots, byName).filter((chunk) => !inIndex.has(chunk.fileName));
        const preloaded = new Set([...inIndex, ...page.map((chunk) => chunk.fileName)]);
        let preloads = page.map((chunk) => link(chunk)).join('');
        for (const { media, modules, pages } of options.mediaPreloads ?? []) {
          if (!pages.includes(document.page)) continue;
          preloads += staticClosure(modules.map(chunkOf), byName)
            .filter((chunk) => !preloaded.has(chunk.fileName))
            .map((chunk) => link(chunk, media))
            .join('');
        }
        await writeFile(
          path.join(outDir, document.file),
          source.replace(headEnd, (_, indent: string) => `\n${preloads}${indent}</head>`),
        );
      }
    },
  };
}
