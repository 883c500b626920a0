import { describe, expect, it } from 'vitest';
import { intentLikelihoods, trainIntentModel } from './intent-model';
import trained from './intent-model.json' with { type: 'json' };
import { DEVELOPMENT_SET } from './phrasing-corpus';

describe('the intent model', () => {
  // Training reads every development message with compromise: seconds, more on a busy machine.
  it(
    'is what `npm run train:intent` learns from the development half as it is now',
    { timeout: 120_000 },
    () => {
      expect(JSON.parse(trainIntentModel(DEVELOPMENT_SET))).toEqual(trained);
    },
  );

  it('finds a plain no and praise likelier than the other intents', () => {
    const no = intentLikelihoods("sorry, can't take on the migration, we're at capacity", 'boss');
    expect(Math.max(...Object.values(no))).toBe(no.decline);
    const praise = intentLikelihoods('Great job on the launch, thank you!', 'directReport');
    expect(Math.max(...Object.values(praise))).toBe(praise.praise);
  });
});
