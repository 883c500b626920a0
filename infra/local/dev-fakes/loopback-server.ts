/**
 * Plumbing of the loopback fakes of OAuth providers (fake-google.ts, fake-slack.ts): a node:http
 * server on 127.0.0.1 port 0 (or `answerWith` for a fake mounted in another server), request bodies as form or JSON fields, JSON and redirect answers, the
 * fakes' consent flow (`handleConsent`: a page with an 'Allow' and a 'Cancel' link, and where each
 * redirects), and `followConsent`, which does what a browser does on that page: opens it, follows one of the links and answers the URL the provider
 * redirects to (the app's callback with a code, or with `error=access_denied`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Request handler: answers, or returns false for a 404. */
export type LoopbackHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<boolean | void> | boolean | void;

/**
 * Runs a fake's handler on one request: `false` answers 404, a throw 500 (JSON bodies). `url` is
 * the request's URL as the fake sees it (for a fake mounted under a path, without that path).
 */
export async function answerWith(
  handler: LoopbackHandler,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    if ((await handler(request, response, url)) === false) {
      sendJson(response, 404, { error: 'not_found' });
    }
  } catch (error) {
    if (!response.headersSent) sendJson(response, 500, { error: String(error) });
  }
}

export async function startLoopbackServer(handler: LoopbackHandler): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    void answerWith(handler, request, response, new URL(request.url ?? '/', 'http://127.0.0.1'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The body's fields: `application/x-www-form-urlencoded` or JSON (strings kept, others JSON). */
export async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(text || '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The bearer token of the request, if any. */
export function bearerOf(request: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}

/** A 302 to `target` with `params` added to its query. */
export function redirectTo(
  response: ServerResponse,
  target: string,
  params: Record<string, string | undefined>,
): void {
  const url = new URL(target);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  response.writeHead(302, { location: url.href }).end();
}

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How a fake's consent flow looks and what Allow does. */
export interface ConsentFlow {
  /** The authorisation endpoint's path, e.g. '/o/oauth2/v2/auth'. */
  path: string;
  title: string;
  /** What the request asks wrongly (a 400), or nothing. */
  problems(query: Record<string, string>): string[];
  lines(query: Record<string, string>): string[];
  /** Allow: the parameters added to the redirect URI besides the state (a code…). */
  approve(query: Record<string, string>): Record<string, string | undefined>;
}

/**
 * Answers a fake provider's consent flow: `GET <path>` → the consent page (links #allow and
 * #deny), `<path>/approve` → the redirect URI with the state and what `approve` gives,
 * `<path>/deny` → the redirect URI with `error=access_denied`.
 * @returns whether the request was one of these.
 */
export function handleConsent(
  flow: ConsentFlow,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): boolean {
  if (request.method !== 'GET' || !url.pathname.startsWith(flow.path)) return false;
  const query = Object.fromEntries(url.searchParams);
  const back = query.redirect_uri ?? '';
  switch (url.pathname.slice(flow.path.length)) {
    case '': {
      const problems = flow.problems(query);
      if (problems.length) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(problems.join('; '));
        return true;
      }
      // Links relative to the page, so a fake mounted under a path (the demo's /local-fakes/…)
      // keeps its consent flow.
      const here = flow.path.slice(flow.path.lastIndexOf('/') + 1);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(flow.title)}</title></head>
<body><main><h1>${escapeHtml(flow.title)}</h1>
${flow
  .lines(query)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p><a id="allow" href="${escapeHtml(`${here}/approve${url.search}`)}">Allow</a> <a id="deny" href="${escapeHtml(`${here}/deny${url.search}`)}">Cancel</a></p>
</main></body></html>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return true;
    }
    case '/approve':
      redirectTo(response, back, { ...flow.approve(query), state: query.state });
      return true;
    case '/deny':
      redirectTo(response, back, { error: 'access_denied', state: query.state });
      return true;
    default:
      return false;
  }
}

/**
 * Opens the consent page at `authorizationUrl`, follows its Allow (or Cancel) link and answers the
 * URL the provider redirects the browser to. @throws when the page is not a consent page.
 */
export async function followConsent(
  authorizationUrl: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<string> {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`Consent page answered ${page.status}: ${html}`);
  const href = new RegExp(`id="${decision}" href="([^"]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`No ${decision} link on the consent page`);
  const link = new URL(href.replaceAll('&#38;', '&'), authorizationUrl);
  const answer = await fetch(link, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) {
    throw new Error(`The ${decision} link answered ${answer.status}: ${await answer.text()}`);
  }
  return location;
}
