/**
 * Reads the request target of a local-server request without trusting anything
 * (docs/architecture.md#local-server-hardening): the path and query come from the target alone,
 * never from the `Host` header, so no header can make URL parsing throw.
 *
 * - origin-form (`/api/notes?limit=5`) is the usual case;
 * - absolute-form (`GET http://localhost:3000/api/notes HTTP/1.1`, as proxies send) keeps only its
 *   path and query (its authority is not used);
 * - anything else (`*`, `http://[::1/`, `foo`) is not a target this server serves: null (400).
 */

/** The fixed origin the parsed URL carries; only pathname and search are meaningful. */
const BASE = 'http://localhost';

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The request's path and query as a URL on a fixed origin, or null when the target is malformed.
 * Percent-encodings are not decoded here (see {@link decodePath}).
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  if (!target) return null;
  if (target.startsWith('/')) return parse(`${BASE}${target}`);
  if (!/^https?:\/\//i.test(target)) return null;
  const absolute = parse(target);
  return absolute ? parse(`${BASE}${absolute.pathname}${absolute.search}`) : null;
}

/** The decoded path, or null when it holds a bad percent-encoding (`/%zz`, `/%e0%a4`). */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
