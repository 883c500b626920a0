import { describe, expect, it } from 'vitest';
import { parseTeamSize } from './profile-form';

describe('parseTeamSize (spec §5: Team Size parsed as an integer, falling back to 0)', () => {
  it('parses integers and falls back to 0', () => {
    expect(parseTeamSize('12')).toBe(12);
    expect(parseTeamSize('7.9')).toBe(7);
    expect(parseTeamSize('')).toBe(0);
    expect(parseTeamSize('many')).toBe(0);
    expect(parseTeamSize('-3')).toBe(0);
  });
});
