import { describe, expect, it } from 'vitest';
import { pseudonymize } from './pseudonymize';

describe('pseudonymize', () => {
  it('replaces emails and names with placeholders and restores them', () => {
    const masked = pseudonymize(
      'Ask Carol Smith (carol.smith@example.com) and Rey to meet Carol on Friday.',
      ['Rey Skywalker'],
    );
    expect(masked.text).not.toMatch(/Carol|Smith|Rey|@/);
    expect(masked.text).toContain('[EMAIL_1]');
    expect(masked.restore(masked.text)).toBe(
      'Ask Carol Smith (carol.smith@example.com) and Rey to meet Carol on Friday.',
    );
  });

  it('gives the same value the same placeholder and leaves unknown placeholders alone', () => {
    const masked = pseudonymize('Dot and Dot again.', ['Dot']);
    expect(masked.text).toBe('[NAME_1] and [NAME_1] again.');
    expect(masked.restore('[NAME_1] and [NAME_9]')).toBe('Dot and [NAME_9]');
  });

  it('matches names case-sensitively', () => {
    expect(pseudonymize('We will ship it.', ['Will']).text).toBe('We will ship it.');
  });
});
