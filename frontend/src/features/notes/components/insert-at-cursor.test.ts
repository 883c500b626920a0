import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at-cursor';

describe('insertAt', () => {
  it('inserts at the cursor, spacing it from the words around it', () => {
    expect(insertAt('Hello world', 'dear', 5)).toEqual({ text: 'Hello dear world', cursor: 10 });
    expect(insertAt('Hello ', 'there', 6)).toEqual({ text: 'Hello there', cursor: 11 });
  });

  it('replaces a selection', () => {
    expect(insertAt('Say this now', 'that', 4, 8)).toEqual({ text: 'Say that now', cursor: 8 });
  });

  it('fills an empty text and clamps positions', () => {
    expect(insertAt('', 'Hi', 0)).toEqual({ text: 'Hi', cursor: 2 });
    expect(insertAt('ab', 'c', 99)).toEqual({ text: 'ab c', cursor: 4 });
  });

  it('adds no space after a line break', () => {
    expect(insertAt('Line one\n', 'Line two', 9).text).toBe('Line one\nLine two');
  });
});
