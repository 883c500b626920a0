import { describe, expect, it } from 'vitest';
import { api } from '../../../shared/contract';
import { ValidationError } from '../errors';
import { validateBody, MAX_BODY_DEPTH } from './body-shape';

const fieldsOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.details?.map((detail) => detail.field);
    throw error;
  }
  return [];
};

describe('validateBody', () => {
  const profile = api.profile.update;

  it('accepts the known fields, nested ones included', () => {
    expect(
      fieldsOf(() =>
        validateBody(
          profile.body!,
          { firstName: 'Jo', preferences: { coachingStyle: 'direct' } },
          'PUT',
        ),
      ),
    ).toEqual([]);
  });

  it('names every unknown field, nested ones by their dotted path', () => {
    expect(
      fieldsOf(() =>
        validateBody(profile.body!, { nmae: 'Jo', preferences: { theme: 'dark' } }, 'PUT'),
      ),
    ).toEqual(['nmae', 'preferences.theme']);
    // Schema errors come along, after the unknown fields.
    expect(
      fieldsOf(() => validateBody(profile.body!, { nmae: 'Jo', teamSize: -1 }, 'PUT')),
    ).toEqual(['nmae', 'teamSize']);
  });

  it('refuses an empty PUT and a body nested past the limit', () => {
    expect(fieldsOf(() => validateBody(profile.body!, {}, 'PUT'))).toEqual(['']);
    let deep: unknown = 1;
    for (let level = 0; level <= MAX_BODY_DEPTH; level += 1) deep = { a: deep };
    expect(fieldsOf(() => validateBody(profile.body!, deep, 'PUT'))).toEqual(['']);
  });
});
