import { describe, expect, it } from 'vitest';
import { AiEngineError } from './engine';
import { capLength, checkedSuggestions } from './suggestions-output';

describe('checkedSuggestions', () => {
  it('trims and caps each suggestion', () => {
    const long = 'word '.repeat(1_000);
    const checked = checkedSuggestions({ empathetic: ` a `, direct: 'b', balanced: long });
    expect(checked.empathetic).toBe('a');
    expect(checked.balanced.length).toBeLessThanOrEqual(3_000);
    expect(checked.balanced.endsWith('…')).toBe(true);
    expect(capLength('short', 10)).toBe('short');
  });

  it('refuses an empty suggestion or two equal ones', () => {
    expect(() => checkedSuggestions({ empathetic: ' ', direct: 'b', balanced: 'c' })).toThrow(
      AiEngineError,
    );
    expect(() => checkedSuggestions({ empathetic: 'Same', direct: 'same', balanced: 'c' })).toThrow(
      /not all different/,
    );
  });
});
