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

/** A path template split once: `matchSegments` tests concrete paths against it. */
export interface CompiledPath {
  /** Per segment: the literal it must equal, or the name of the param it captures. */
  segments: readonly ({ literal: string } | { param: string })[];
}

/** Splits a template ('/api/direct-reports/{id}') into its segments, once. */
export function compilePath(template: string): CompiledPath {
  return {
    segments: template.split('/').map((segment) => {
      const placeholder = /^\{([A-Za-z0-9_]+)\}$/.exec(segment);
      return placeholder?.[1] ? { param: placeholder[1] } : { literal: segment };
    }),
  };
}

/**
 * Matches a concrete path, already split on '/', against a compiled template; returns the decoded
 * params, or null when it does not match. A placeholder matches exactly one non-empty segment.
 */
export function matchSegments(
  compiled: CompiledPath,
  pathSegments: readonly string[],
): Record<string, string> | null {
  if (compiled.segments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const actual = pathSegments[index] ?? '';
    if ('literal' in segment) {
      if (segment.literal !== actual) return null;
      continue;
    }
    if (!actual) return null;
    try {
      params[segment.param] = decodeURIComponent(actual);
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * Matches a concrete path against a template; returns the decoded params, or null when it does not
 * match. A placeholder matches exactly one non-empty segment.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  return matchSegments(compilePath(template), path.split('/'));
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
