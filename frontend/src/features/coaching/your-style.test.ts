import { describe, expect, it } from 'vitest';
import { yourStyle } from './your-style';

describe('yourStyle', () => {
  it('is the profile style when it has a card, else empathetic', () => {
    expect(yourStyle('direct')).toBe('direct');
    expect(yourStyle('balanced')).toBe('balanced');
    expect(yourStyle('empathetic')).toBe('empathetic');
    expect(yourStyle('supportive')).toBe('empathetic');
    expect(yourStyle(undefined)).toBe('empathetic');
  });
});
