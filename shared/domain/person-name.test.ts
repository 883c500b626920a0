import { describe, expect, it } from 'vitest';
import { displayName, fullName, initials } from './person-name';

describe('fullName', () => {
  it('joins trimmed first and last name with one space', () => {
    expect(fullName('Ann', 'Lee')).toBe('Ann Lee');
    expect(fullName('  Ann ', '  Lee  ')).toBe('Ann Lee');
  });

  it('leaves out a missing or blank part', () => {
    expect(fullName('Ann', '')).toBe('Ann');
    expect(fullName('Ann', null)).toBe('Ann');
    expect(fullName(undefined, 'Lee')).toBe('Lee');
    expect(fullName('   ', 'Lee')).toBe('Lee');
  });

  it('is empty when both parts are blank', () => {
    expect(fullName()).toBe('');
    expect(fullName(' ', null)).toBe('');
  });
});

describe('displayName', () => {
  it('prefers the stored name, trimmed', () => {
    expect(displayName({ name: '  Sammy ', firstName: 'Samuel', lastName: 'Rivera' })).toBe(
      'Sammy',
    );
  });

  it('falls back to first plus last name when the name is blank or missing', () => {
    expect(displayName({ name: '  ', firstName: 'Samuel', lastName: 'Rivera' })).toBe(
      'Samuel Rivera',
    );
    expect(displayName({ firstName: 'Samuel' })).toBe('Samuel');
    expect(displayName({ name: null, lastName: 'Rivera' })).toBe('Rivera');
  });

  it('is empty when nothing is known', () => {
    expect(displayName({})).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials({ firstName: 'ann', lastName: 'lee' })).toBe('AL');
    expect(initials({ firstName: ' Ann ', lastName: ' Lee ', name: 'Zed Zulu' })).toBe('AL');
  });

  it('uses one letter when only one of first or last name is known', () => {
    expect(initials({ firstName: 'Ann' })).toBe('A');
    expect(initials({ lastName: 'lee' })).toBe('L');
  });

  it('falls back to the first and last word of the display name', () => {
    expect(initials({ name: 'ada king lovelace' })).toBe('AL');
    expect(initials({ name: '  Plato  ' })).toBe('P');
  });

  it("is '?' when there is no name at all", () => {
    expect(initials({})).toBe('?');
    expect(initials({ name: '   ', firstName: '', lastName: null })).toBe('?');
  });
});
