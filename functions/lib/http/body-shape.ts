/**
 * The shape rules of a request body that its zod schema alone does not enforce
 * (docs/api.md#conventions): no field the route does not know (zod objects drop unknown keys
 * silently, so `{"nmae": "Jo"}` became an empty update that still bumped the version), no nesting
 * deeper than {@link MAX_BODY_DEPTH}, and no empty `PUT` body. A route whose body is the resource
 * it answers (`resourceBody` in the contract) takes that resource back as a GET answered it: the
 * answer's fields the body does not take (`id`, `createdAt`, …) are accepted and dropped before
 * validation, and one named like a path parameter (`id`, `meetingId`) must equal it. Each refusal
 * is a 400 `validation_failed` naming the field.
 *
 * Known fields are read from JSON Schemas (zod `toJSONSchema`, computed once per schema): the
 * body's input and the answer's output, an object schema's `properties`, through unions, arrays
 * and optional/nullable wrappers; records and unrepresentable parts accept any key. Keys are
 * looked up as own properties only, so the names every object inherits (`toString`,
 * `constructor`, `__proto__`, …) are unknown fields like any other. A list longer than its
 * schema's `maxItems` is not walked: its schema refuses it on its length alone.
 */
import * as z from '../../../shared/zod';
import type { AnyRoute, ErrorDetail } from '../../../shared/contract';
import { ValidationError } from '../errors';
import { shownField, toDetails, validate } from './http-parts';

/** Deepest nesting of objects and arrays a body may have (the contract's deepest is 3). */
export const MAX_BODY_DEPTH = 8;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

const cache = { input: new WeakMap<z.ZodMiniType, JsonSchema>(), output: new WeakMap() };

/** The JSON Schema of what a schema takes (`input`) or answers (`output`), cached. */
function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  let json = cache[io].get(schema) as JsonSchema | undefined;
  if (!json) {
    json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    cache[io].set(schema, json);
  }
  return json;
}

/** The alternatives a value may match: the node itself, or the branches of its unions. */
function branches(node: JsonSchema): JsonSchema[] {
  const alternatives = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return alternatives.length ? alternatives.flatMap(branches) : [node];
}

/** The schemas of the property `key`, an own property of the objects among `options` only. */
function propertyOf(options: JsonSchema[], key: string): JsonSchema[] {
  return options.flatMap((option) =>
    option.properties && Object.hasOwn(option.properties, key) ? [option.properties[key]!] : [],
  );
}

/** Where one walk of a body puts what it finds. */
interface Findings {
  /** Paths of the fields neither the body's schema nor the answer's knows. */
  unknown: string[][];
  /** Paths of the fields only the answer's schema knows (dropped from the body). */
  dropped: string[][];
}

/**
 * `value` as the body schema `node` takes it: without the fields only `answer` (the answer's
 * schema at the same place, if the route takes its resource back) knows; every field neither
 * knows is recorded in `findings`.
 */
function walk(
  node: JsonSchema,
  answer: JsonSchema[],
  value: unknown,
  path: string[],
  findings: Findings,
): unknown {
  const options = branches(node);
  // A $ref, an unrepresentable part or a record: anything goes below.
  const open = options.some(
    (option) =>
      option.$ref !== undefined ||
      (option.type === undefined && !option.properties && !option.items) ||
      (typeof option.additionalProperties === 'object' && !option.properties),
  );
  if (open || value === null || typeof value !== 'object') return value;
  const answers = answer.flatMap(branches);
  if (Array.isArray(value)) {
    const lists = options.filter((option) => option.items || option.prefixItems);
    const itemNodes = lists.flatMap((option) =>
      [option.items ?? [], option.prefixItems ?? []].flat(),
    );
    // A list past its maximum is refused by its schema on its length: its items are not read.
    const maxItems = Math.max(...lists.map((option) => option.maxItems ?? Infinity));
    if (!itemNodes.length || value.length > maxItems) return value;
    const answerItems = answers.flatMap((option) => [option.items ?? []].flat());
    return value.map((item, index) =>
      walk({ anyOf: itemNodes }, answerItems, item, [...path, String(index)], findings),
    );
  }
  const objects = options.filter((option) => option.properties);
  if (!objects.length) return value;
  const kept: [string, unknown][] = [];
  for (const [key, child] of Object.entries(value)) {
    const known = propertyOf(objects, key);
    if (known.length) {
      kept.push([
        key,
        walk({ anyOf: known }, propertyOf(answers, key), child, [...path, key], findings),
      ]);
    } else if (propertyOf(answers, key).length) {
      findings.dropped.push([...path, key]);
    } else {
      findings.unknown.push([...path, key]);
    }
  }
  return Object.fromEntries(kept);
}

/** Whether `value` nests objects or arrays more than `levels` deep (recursion stops there). */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, levels - 1));
}

/**
 * Checks a parsed JSON body against the route's body schema's fields (and, on a `resourceBody`
 * route, its answer's fields and the path `params`), then validates it with the schema; answers
 * the parsed body.
 * @throws ValidationError for nesting past {@link MAX_BODY_DEPTH}, an empty object on a `PUT`, or
 * unknown fields, answer fields that differ from the path's, and schema errors (one detail each,
 * in that order).
 */
export function validateBody(
  route: Pick<AnyRoute, 'body' | 'method' | 'response' | 'resourceBody'>,
  body: unknown,
  params: Readonly<Record<string, unknown>> = {},
): unknown {
  const schema = route.body;
  if (!schema) return undefined;
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    throw new ValidationError(
      `Invalid request body: nested more than ${MAX_BODY_DEPTH} levels deep`,
      [{ location: 'body', field: '', message: `Nested more than ${MAX_BODY_DEPTH} levels deep` }],
    );
  }
  const findings: Findings = { unknown: [], dropped: [] };
  const answer = route.resourceBody ? [jsonSchemaOf(route.response, 'output')] : [];
  const taken = walk(jsonSchemaOf(schema, 'input'), answer, body, [], findings);
  const refused: ErrorDetail[] = [
    ...findings.unknown.map((path) => ({
      location: 'body' as const,
      field: path.join('.'),
      message: 'Unknown field',
    })),
    ...mismatchedPathFields(findings.dropped, body, params),
  ];
  if (refused.length) {
    const parsed = schema.safeParse(taken);
    const schemaErrors = parsed.success ? [] : toDetails('body', parsed.error);
    const first = refused[0]!;
    throw new ValidationError(
      `Invalid request body: ${shownField(first.field)}: ${first.message}`,
      [...refused, ...schemaErrors],
    );
  }
  // An empty update the schema would accept changes nothing: refuse it (one the schema refuses
  // gets the schema's own, more specific, errors).
  if (
    route.method === 'PUT' &&
    taken !== null &&
    typeof taken === 'object' &&
    !Array.isArray(taken) &&
    Object.keys(taken).length === 0 &&
    schema.safeParse(taken).success
  ) {
    throw new ValidationError('Invalid request body: nothing to update: send at least one field', [
      { location: 'body', field: '', message: 'Send at least one field to update' },
    ]);
  }
  return validate(schema, taken, 'body');
}

/** The dropped top-level answer fields named like a path parameter whose value is not the path's. */
function mismatchedPathFields(
  dropped: string[][],
  body: unknown,
  params: Readonly<Record<string, unknown>>,
): ErrorDetail[] {
  return dropped.flatMap((path) => {
    const key = path[0]!;
    if (path.length !== 1 || !Object.hasOwn(params, key)) return [];
    const value = (body as Record<string, unknown>)[key];
    return value === params[key]
      ? []
      : [{ location: 'body' as const, field: key, message: `Must match the ${key} in the path` }];
  });
}
