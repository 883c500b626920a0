/**
 * Serves the built frontend (frontend/dist) like S3 + CloudFront do in the cloud: files by path,
 * the address's HTML document for every other GET (SPA fallback: a page's own
 * document, shared/web/page-documents.ts, else `index.html`), long-lived caching for hashed
 * assets, gzip for text, and the same security headers.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BASELINE_SECURITY_HEADERS,
  contentSecurityPolicy,
  type CspOptions,
} from '../lib/security-headers';
import { DEFAULT_DOCUMENT, documentFor } from '../../shared/web/page-documents';
import { decodePath } from './request-target';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
}

/** Serves `rootDirectory`; `cspOptions` allow Clerk's origin when the build uses Clerk. */
export function createStaticHandler(rootDirectory: string, cspOptions: CspOptions = {}) {
  const root = path.resolve(rootDirectory);
  const cache = new Map<string, CachedFile>();
  const csp = contentSecurityPolicy(cspOptions);

  async function load(file: string): Promise<CachedFile | null> {
    const hit = cache.get(file);
    if (hit) return hit;
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    const body = await readFile(file);
    const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/.test(contentType);
    const entry = {
      body,
      contentType,
      gzipped: compressible && body.length > 1024 ? gzipSync(body) : null,
    };
    cache.set(file, entry);
    return entry;
  }

  return async function serveStatic(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // A bad percent-encoding is no file (the server answers it 400 before it gets here).
    const decoded = decodePath(url.pathname);
    const requested = decoded === null ? root : path.resolve(root, `.${decoded}`);
    const inside = requested.startsWith(root + path.sep);
    let file = inside ? await load(requested) : null;
    const isAsset = file !== null && url.pathname.startsWith('/assets/');
    // A page document missing from an older build falls back to index.html, as before it existed.
    if (!file) file = await load(path.join(root, `.${documentFor(url.pathname)}`));
    if (!file) file = await load(path.join(root, `.${DEFAULT_DOCUMENT}`));
    if (!file) {
      response
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The frontend is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    const gzip = file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzipped! : file.body;
    response.writeHead(200, {
      'content-type': file.contentType,
      'content-length': body.length,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      'content-security-policy': csp,
      ...BASELINE_SECURITY_HEADERS,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
