/**
 * Every list a request body takes has a maximum, checked on the list's length before any of its
 * items is read (docs/api.md#conventions): a list far past it is one issue naming the list,
 * whatever its items — never one per item.
 */
import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { routes } from './api';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** [path, maxItems] of every array among the (nested) object properties of a body schema. */
function listsOf(node: JsonSchema, path: string[] = []): [string[], number | undefined][] {
  const alternatives = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  if (alternatives.length) return alternatives.flatMap((option) => listsOf(option, path));
  if (node.type === 'array') return [[path, node.maxItems]];
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    listsOf(child, [...path, key]),
  );
}

/** A body holding `value` at `path`. */
const at = (path: string[], value: unknown): unknown =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

const lists = routes.flatMap((route) =>
  route.body
    ? listsOf(
        z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
      ).map(
        ([path, maxItems]) =>
          [`${route.id} ${path.join('.')}`, route.body!, path, maxItems] as const,
      )
    : [],
);

describe('lists in request bodies', () => {
  it('there are lists to check', () => {
    expect(lists.map(([label]) => label)).toEqual(
      expect.arrayContaining([
        'profile.update goals',
        'bosses.create priorities',
        'notes.update tags',
      ]),
    );
  });

  it.each(lists)('%s has a maximum, checked before its items', (_label, body, path, maxItems) => {
    expect(maxItems).toBeGreaterThan(0);
    const result = body.safeParse(at(path, Array<unknown>(maxItems! * 10 + 1_000).fill(0)));
    const joined = path.join('.');
    const onList = (result.error?.issues ?? []).filter((issue) =>
      issue.path.map(String).join('.').startsWith(joined),
    );
    expect(onList.map((issue) => issue.path.map(String).join('.'))).toEqual([joined]);
  });
});
