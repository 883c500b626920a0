/**
 * Updates of "entry" attributes: items that hold one top-level attribute per entry, whose names
 * are data (a week summary's `n#<noteId>`, a latest item's `w#<weekStart>`), which ElectroDB's
 * schema cannot list. The update starts from ElectroDB's own UpdateItem of the item (its key,
 * identifiers and modelled attributes, a SET clause only) and adds the entries' SET, REMOVE and
 * ADD and DELETE clauses over the placeholders `#e0`… / `:e0`… (set), `#r0`… (remove), `#a0` /
 * `:a0` (string-set add), `#n0`… / `:n0`… (number add) and `#d0` / `:d0` (string-set delete).
 */
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

export interface EntryChanges {
  /** Entry name → value. */
  set?: Record<string, string>;
  remove?: readonly string[];
  /** Values added to a string-set attribute. */
  addToSet?: { name: string; values: readonly string[] };
  /** Numbers added to attributes (`#n0`… / `:n0`…), a counter starting from 0. */
  addNumbers?: Record<string, number>;
  /** Values deleted from a string-set attribute (`#d0` / `:d0`). */
  deleteFromSet?: { name: string; values: readonly string[] };
  /** A condition over the placeholders above, e.g. `attribute_not_exists(#e0) OR #e0 <= :e0`. */
  condition?: string;
  /** More values the condition names (`:<name>` → value). */
  conditionValues?: Record<string, unknown>;
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
  const values = { ...base.ExpressionAttributeValues, ...changes.conditionValues };
  const sets = Object.entries(changes.set ?? {}).map(([name, value], index) => {
    names[`#e${index}`] = name;
    values[`:e${index}`] = value;
    return `#e${index} = :e${index}`;
  });
  const removes = (changes.remove ?? []).map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const adds: string[] = [];
  if (changes.addToSet && changes.addToSet.values.length > 0) {
    names['#a0'] = changes.addToSet.name;
    values[':a0'] = new Set(changes.addToSet.values);
    adds.push('#a0 :a0');
  }
  Object.entries(changes.addNumbers ?? {}).forEach(([name, value], index) => {
    names[`#n${index}`] = name;
    values[`:n${index}`] = value;
    adds.push(`#n${index} :n${index}`);
  });
  let remove = '';
  if (changes.deleteFromSet && changes.deleteFromSet.values.length > 0) {
    names['#d0'] = changes.deleteFromSet.name;
    values[':d0'] = new Set(changes.deleteFromSet.values);
    remove = 'DELETE #d0 :d0';
  }
  return {
    ...base,
    UpdateExpression: [
      [expression, ...sets].join(', '),
      removes.length ? `REMOVE ${removes.join(', ')}` : '',
      adds.length ? `ADD ${adds.join(', ')}` : '',
      remove,
    ]
      .filter(Boolean)
      .join(' '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ...(changes.condition ? { ConditionExpression: changes.condition } : {}),
  } as UpdateCommandInput;
}
