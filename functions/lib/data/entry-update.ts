/**
 * Updates of "entry" attributes: items that hold one top-level attribute per entry, whose names
 * are data (a week summary's `n#<noteId>`, a latest item's `w#<weekStart>`), which ElectroDB's
 * schema cannot list. The update starts from ElectroDB's own UpdateItem of the item (its key,
 * identifiers and modelled attributes, a SET clause only) and adds the entries' SET, REMOVE and
 * string-set ADD clauses over the placeholders `#e0`… / `:e0`… (set), `#r0`… (remove) and
 * `#a0` / `:a0` (add).
 */
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

export interface EntryChanges {
  /** Entry name → value. */
  set?: Record<string, string>;
  remove?: readonly string[];
  /** Values added to a string-set attribute. */
  addToSet?: { name: string; values: readonly string[] };
  /** A condition over the placeholders above, e.g. `attribute_not_exists(#e0) OR #e0 <= :e0`. */
  condition?: string;
}

type BaseUpdate = UpdateCommandInput & {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

/**
 * `base` (ElectroDB `.update(key).set(…).params()`, whose expression is one SET clause) with the
 * entries' changes added. @throws Error when `base` has another clause than SET.
 */
export function withEntries(params: object, changes: EntryChanges): UpdateCommandInput {
  const base = params as BaseUpdate;
  const expression = base.UpdateExpression ?? '';
  if (!/^SET /.test(expression) || /\b(REMOVE|ADD|DELETE) #/.test(expression)) {
    throw new Error(`withEntries needs a SET-only base update, got: ${expression}`);
  }
  const names = { ...base.ExpressionAttributeNames };
  const values = { ...base.ExpressionAttributeValues };
  const sets = Object.entries(changes.set ?? {}).map(([name, value], index) => {
    names[`#e${index}`] = name;
    values[`:e${index}`] = value;
    return `#e${index} = :e${index}`;
  });
  const removes = (changes.remove ?? []).map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  let add = '';
  if (changes.addToSet && changes.addToSet.values.length > 0) {
    names['#a0'] = changes.addToSet.name;
    values[':a0'] = new Set(changes.addToSet.values);
    add = 'ADD #a0 :a0';
  }
  return {
    ...base,
    UpdateExpression: [
      [expression, ...sets].join(', '),
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
      add,
    ]
      .filter(Boolean)
      .join(' '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(changes.condition ? { ConditionExpression: changes.condition } : {}),
  } as UpdateCommandInput;
}
