/**
 * Which sign-in requests the local issuer answers (docs/architecture.md#local-token-issuer). Both
 * sign-ins must come from one of the server's own origins: a browser names the page's origin in
 * `Origin` on every POST and, with Fetch Metadata, the page's relation to the server in
 * `Sec-Fetch-Site`; an `Origin` not among the server's, or a `Sec-Fetch-Site` other than
 * `same-origin`, is a 403 `forbidden`. A request with neither comes from no browser page (curl,
 * tests, scripts) and passes. `POST /local-auth/sessions`, the one with a body, takes JSON only
 * (else 415 `unsupported_media_type`): a page of another site cannot send JSON without a CORS
 * preflight, which the server never grants.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ErrorBody } from '../../shared/contract/schemas/error';

export type SignInRequestVerdict =
  { ok: true } | { ok: false; status: 403 | 415; error: ErrorBody['error'] };

const FOREIGN_MESSAGE = "Sign-ins are accepted only from this app's own pages";

function refused(status: 403 | 415, field: string, message: string): SignInRequestVerdict {
  return {
    ok: false,
    status,
    error: {
      code: status === 403 ? 'forbidden' : 'unsupported_media_type',
      message,
      details: [{ location: 'headers', field, message }],
    },
  };
}

/** Whether a Content-Type header names JSON (`application/json`, any parameters). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Checks that a sign-in comes from one of the server's own origins (e.g. `http://localhost:3000`,
 * `http://127.0.0.1:3000`) or from no browser page at all; 403 otherwise.
 */
export function checkSignInOrigin(
  headers: IncomingHttpHeaders,
  ownOrigins: readonly string[],
): SignInRequestVerdict {
  const origin = headers.origin;
  if (origin !== undefined && !ownOrigins.includes(origin)) {
    return refused(403, 'origin', FOREIGN_MESSAGE);
  }
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') {
    return refused(403, 'sec-fetch-site', FOREIGN_MESSAGE);
  }
  return { ok: true };
}

/** Checks that a sign-in's body is JSON; 415 otherwise. */
export function checkSignInBodyType(headers: IncomingHttpHeaders): SignInRequestVerdict {
  return isJson(headers['content-type'])
    ? { ok: true }
    : refused(415, 'content-type', 'Send the sign-in as JSON (Content-Type: application/json)');
}
