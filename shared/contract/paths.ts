/**
 * Route path templates ('/api/direct-reports/{id}'): building a concrete path and matching one.
 */

const PARAM = /\{([A-Za-z0-9_]+)\}/g;

/** Fills `{name}` placeholders with URI-encoded values; throws when a value is missing. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Matches a concrete path against a template; returns the decoded params, or null when it does not
 * match. A placeholder matches exactly one non-empty segment.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const templateSegments = template.split('/');
  const pathSegments = path.split('/');
  if (templateSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of templateSegments.entries()) {
    const actual = pathSegments[index] ?? '';
    const placeholder = /^\{([A-Za-z0-9_]+)\}$/.exec(segment);
    if (placeholder?.[1]) {
      if (!actual) return null;
      try {
        params[placeholder[1]] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** Number of literal (non-placeholder) segments: API Gateway prefers the most specific route. */
export function literalSegmentCount(template: string): number {
  return template.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
}

const isPlaceholder = (segment: string) => segment.startsWith('{');

/**
 * Orders templates most specific first, as API Gateway picks among routes that match a path: at
 * the first segment where two templates differ, a literal beats a placeholder
 * ('/api/notes/phrasing-suggestions' before '/api/notes/{id}'); otherwise more literal segments
 * first. A sort comparator.
 */
export function compareSpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const l = isPlaceholder(left[index] ?? '');
    const r = isPlaceholder(right[index] ?? '');
    if (l !== r) return l ? 1 : -1;
  }
  return literalSegmentCount(b) - literalSegmentCount(a);
}
