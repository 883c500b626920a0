import { describe, expect, it } from 'vitest';
import { MOMENT_SENTENCE_MAX_CHARS, capMomentSentence } from './moments';

describe('capMomentSentence', () => {
  it('keeps a short sentence as written, whitespace collapsed', () => {
    expect(capMomentSentence('  Thanked Jo\n for   the launch. ')).toBe(
      'Thanked Jo for the launch.',
    );
  });

  it(`cuts a longer one to at most ${MOMENT_SENTENCE_MAX_CHARS} characters, ending in '…'`, () => {
    const capped = capMomentSentence(`Gave Jo feedback ${'on the retro '.repeat(40)}`);
    expect(capped.length).toBeLessThanOrEqual(MOMENT_SENTENCE_MAX_CHARS);
    expect(capped).toMatch(/^Gave Jo feedback on the retro .*\S…$/);
  });
});
