/**
 * Builds ElectroDB entities without ElectroDB's run-time model check
 * (docs/performance.md#cold-starts).
 *
 * ElectroDB's Entity constructor checks the model it is given against JSON schemas with the
 * jsonschema package (`Entity.prototype._validateModel`, ElectroDB 3.x; twice for a v1 model: the
 * beta layout first, then v1). It is the largest single cost of a cold start's first request after
 * the AWS SDK itself: 5–10 ms of CPU per entity, 15–25 ms for a route that reads two entities and
 * more than 50 ms for the dashboard's six. Our models are constants, not input: the unit test
 * `entities.test.ts` builds every one of them with the check on (a bad model fails it), so the
 * functions skip the check for the models of `entities.ts`, and only while building them. An
 * ElectroDB that no longer has the hook fails that test, so the skip cannot silently stop working.
 */
import { Entity } from 'electrodb';

/** The check ElectroDB runs in `new Entity(model)`: throws ElectroError InvalidModel. */
type ModelCheck = (model: unknown) => void;
interface CheckedPrototype {
  _validateModel?: ModelCheck;
}

const prototype = Entity.prototype as unknown as CheckedPrototype;

/** Whether this ElectroDB has the model-check hook the skip replaces. */
export function hasModelCheckHook(): boolean {
  return typeof prototype._validateModel === 'function';
}

/**
 * Runs `build` (which constructs entities from trusted, tested models) with ElectroDB's model
 * check off, and puts the check back after it, even when `build` throws.
 */
export function withoutModelCheck<T>(build: () => T): T {
  const check = prototype._validateModel;
  if (typeof check !== 'function') return build();
  prototype._validateModel = () => {};
  try {
    return build();
  } finally {
    prototype._validateModel = check;
  }
}
