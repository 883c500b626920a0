/**
 * The headers of every JSON answer of the API and of the local server's own routes
 * (docs/api.md#conventions): JSON in UTF-8, never cached, never sniffed as another type
 * (`nosniff`, docs/architecture.md#local-server-hardening).
 */
export const API_JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;
