/**
 * The local server's `Host` check (docs/architecture.md#local-server-hardening): it answers only
 * requests addressed to a name it serves — `localhost`, the loopback addresses (`127.0.0.1`,
 * `[::1]`), `HOST` when it is set (and, when `HOST` is a wildcard such as `0.0.0.0`, this machine's
 * name and interface addresses) — on the port it actually listens on. A DNS-rebinding page (a site
 * whose name was re-pointed at 127.0.0.1) sends its own name as `Host`, so it is refused before it
 * can mint a token from `/local-auth/sessions` or read the API.
 */
import { hostname, networkInterfaces } from 'node:os';

export type HostVerdict =
  /** A name this server serves, on its port. */
  | { ok: true }
  /** Missing, repeated, empty or not a host[:port] at all (`a b`, `[`, `localhost:99999`): 400. */
  | { ok: false; status: 400; message: string }
  /** Well-formed but another name or port: 421 Misdirected Request. */
  | { ok: false; status: 421; message: string };

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** `::1` → `[::1]`; names and IPv4 lower-cased as they are. */
function asHostName(address: string): string {
  const name = address.toLowerCase();
  return name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
}

/** The host names (no port) the server answers for, given the `HOST` it was started with. */
export function servedHostNames(configuredHost?: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (!configuredHost) return names;
  if (!WILDCARDS.has(configuredHost)) {
    names.add(asHostName(configuredHost));
    return names;
  }
  names.add(hostname().toLowerCase());
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(asHostName(address.split('%')[0]!));
  }
  return names;
}

/** host[:port]: a DNS name or IPv4 address, or a bracketed IPv6 literal, and at most 5 digits. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i;

/**
 * Checks a request's `Host` header — every value received (`IncomingMessage.headersDistinct.host`:
 * Node itself keeps only the first of several) — against the served names and the listening
 * port. More than one `Host` is a 400 (RFC 9112 §3.2), even when both name this server; a header
 * without a port means port 80.
 */
export function checkHost(
  values: readonly string[] | undefined,
  port: number,
  names: ReadonlySet<string>,
): HostVerdict {
  if (values && values.length > 1) {
    return { ok: false, status: 400, message: 'The request has more than one Host header' };
  }
  const header = values?.[0];
  const match = HOST_HEADER.exec(header?.trim() ?? '');
  const portText = match?.[2];
  if (!match || (portText !== undefined && Number(portText) > 65535)) {
    return { ok: false, status: 400, message: 'The Host header is missing or malformed' };
  }
  const name = match[1]!.toLowerCase();
  const requestedPort = portText === undefined ? 80 : Number(portText);
  if (!names.has(name) || requestedPort !== port) {
    return {
      ok: false,
      status: 421,
      message: `This server does not serve ${header!.trim()}: use http://localhost:${port}`,
    };
  }
  return { ok: true };
}
