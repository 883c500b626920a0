/**
 * The shape rules of a request body that its zod schema alone does not enforce (issue 11 item 6):
 * no field the route does not know (zod objects drop unknown keys silently, so `{"nmae": "Jo"}`
 * became an empty update that still bumped the version), no nesting deeper than
 * {@link MAX_BODY_DEPTH}, and no empty `PUT` body. Each is a 400 `validation_failed` naming the
 * field. Known fields are read from the schema's input JSON Schema (zod `toJSONSchema`, computed
 * once per schema): an object schema's `properties`, through unions, arrays and optional/nullable
 * wrappers; records and unrepresentable parts accept any key.
 */
import * as z from '../../../shared/zod';
import type { ErrorDetail } from '../../../shared/contract';
import { ValidationError } from '../errors';
import { toDetails, validate } from './http-parts';

/** Deepest nesting of objects and arrays a body may have (the contract's deepest is 3). */
export const MAX_BODY_DEPTH = 8;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

const cache = new WeakMap<z.ZodMiniType, JsonSchema>();

function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  let json = cache.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    cache.set(schema, json);
  }
  return json;
}

/** The alternatives a value may match: the node itself, or the branches of its unions. */
function branches(node: JsonSchema): JsonSchema[] {
  const alternatives = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return alternatives.length ? alternatives.flatMap(branches) : [node];
}

/** Dotted paths of the fields of `value` that `node` does not know. */
function unknownFields(node: JsonSchema, value: unknown, path: string[]): string[][] {
  const options = branches(node);
  // A $ref, an unrepresentable part or a record: anything goes below.
  const open = options.some(
    (option) =>
      option.$ref !== undefined ||
      (option.type === undefined && !option.properties && !option.items) ||
      (typeof option.additionalProperties === 'object' && !option.properties),
  );
  if (open || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    const itemNodes = options.flatMap((option) =>
      [option.items ?? [], option.prefixItems ?? []].flat(),
    );
    if (!itemNodes.length) return [];
    return value.flatMap((item, index) =>
      unknownFields({ anyOf: itemNodes }, item, [...path, String(index)]),
    );
  }
  const objects = options.filter((option) => option.properties);
  if (!objects.length) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const known = objects.flatMap((option) => option.properties?.[key] ?? []);
    if (!known.length) return [[...path, key]];
    return unknownFields({ anyOf: known }, child, [...path, key]);
  });
}

/** Whether `value` nests objects or arrays more than `levels` deep (recursion stops there). */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, levels - 1));
}

/**
 * Checks a parsed JSON body against the route's body schema's fields, then validates it with the
 * schema; answers the parsed body.
 * @throws ValidationError for nesting past {@link MAX_BODY_DEPTH}, an empty object on a `PUT`, or
 * unknown fields and schema errors (one detail each, unknown fields first).
 */
export function validateBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  method: string,
): z.output<S> {
  assertBodyShape(schema, body, method);
  return validate(schema, body, 'body');
}

function assertBodyShape(schema: z.ZodMiniType, body: unknown, method: string): void {
  if (nestsDeeperThan(body, MAX_BODY_DEPTH)) {
    throw new ValidationError(
      `Invalid request body: nested more than ${MAX_BODY_DEPTH} levels deep`,
      [{ location: 'body', field: '', message: `Nested more than ${MAX_BODY_DEPTH} levels deep` }],
    );
  }
  const unknown: ErrorDetail[] = unknownFields(jsonSchemaOf(schema), body, []).map((path) => ({
    location: 'body',
    field: path.join('.'),
    message: 'Unknown field',
  }));
  if (unknown.length) {
    const parsed = schema.safeParse(body);
    const schemaErrors = parsed.success ? [] : toDetails('body', parsed.error);
    throw new ValidationError(`Invalid request body: ${unknown[0]!.field}: Unknown field`, [
      ...unknown,
      ...schemaErrors,
    ]);
  }
  // An empty update the schema would accept changes nothing: refuse it (one the schema refuses
  // gets the schema's own, more specific, errors).
  if (
    method === 'PUT' &&
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0 &&
    schema.safeParse(body).success
  ) {
    throw new ValidationError('Invalid request body: nothing to update: send at least one field', [
      { location: 'body', field: '', message: 'Send at least one field to update' },
    ]);
  }
}
