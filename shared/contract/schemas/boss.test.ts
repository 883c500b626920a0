import { describe, expect, it } from 'vitest';
import { MAX_BOSS_PRIORITIES } from '../../domain/constants';
import { bossCreateSchema, bossUpdateSchema } from './boss';

const schedule = {
  meetingDayOfWeek: 'Friday',
  meetingTime: '16:00',
  meetingFrequency: 'quarterly',
};
const ten = Array.from({ length: MAX_BOSS_PRIORITIES }, (_, index) => `Priority ${index + 1}`);
const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('bossCreateSchema', () => {
  it('priorities are trimmed with empty lines dropped', () => {
    const parsed = bossCreateSchema.parse({
      firstName: 'B',
      ...schedule,
      priorities: ['  Ship ', '', '  ', 'Hire'],
    });
    expect(parsed.priorities).toEqual(['Ship', 'Hire']);
  });

  it('at most 10 priorities, counted after dropping empty lines', () => {
    expect(MAX_BOSS_PRIORITIES).toBe(10);
    expect(
      bossCreateSchema.parse({ firstName: 'B', ...schedule, priorities: [...ten, '', ' '] })
        .priorities,
    ).toEqual(ten);
    const result = bossCreateSchema.safeParse({
      firstName: 'B',
      ...schedule,
      priorities: [...ten, 'Eleven'],
    });
    expect(fields(result)).toEqual(['priorities']);
    expect(result.error?.issues[0]?.message).toBe('At most 10 priorities');
  });

  it('relationshipType is manager or skip-manager, optional', () => {
    expect(bossCreateSchema.parse({ firstName: 'B', ...schedule })).not.toHaveProperty(
      'relationshipType',
    );
    expect(
      bossCreateSchema.parse({ firstName: 'B', ...schedule, relationshipType: 'skip-manager' })
        .relationshipType,
    ).toBe('skip-manager');
    expect(
      fields(bossCreateSchema.safeParse({ firstName: 'B', ...schedule, relationshipType: 'peer' })),
    ).toEqual(['relationshipType']);
  });

  it('needs a first name and, unless detected, the schedule', () => {
    expect(fields(bossCreateSchema.safeParse({ ...schedule }))).toEqual(['firstName']);
    expect(fields(bossCreateSchema.safeParse({ firstName: 'B' }))).toEqual([
      'meetingDayOfWeek',
      'meetingTime',
      'meetingFrequency',
    ]);
    expect(bossCreateSchema.safeParse({ firstName: 'B', source: 'detected' }).success).toBe(true);
  });
});

describe('bossUpdateSchema', () => {
  it('accepts any subset, including a status change alone', () => {
    expect(bossUpdateSchema.parse({})).toEqual({});
    expect(bossUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
  });

  it('applies the same priority rules', () => {
    expect(bossUpdateSchema.parse({ priorities: [' a ', ''] })).toEqual({ priorities: ['a'] });
    expect(fields(bossUpdateSchema.safeParse({ priorities: [...ten, 'Eleven'] }))).toEqual([
      'priorities',
    ]);
  });
});
