import { describe, expect, it } from 'vitest';
import {
  directReportCreateSchema,
  directReportSchema,
  directReportUpdateSchema,
} from './direct-report';

const schedule = { meetingDayOfWeek: 'Monday', meetingTime: '10:00', meetingFrequency: 'weekly' };
const fields = (result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('directReportCreateSchema', () => {
  it('normalises the input: trimmed text, cleaned lists, day case, nulls for absent extras', () => {
    const parsed = directReportCreateSchema.parse({
      firstName: '  Ann ',
      lastName: ' Lee ',
      email: ' ann@example.com ',
      role: '  ',
      meetingDayOfWeek: 'thursday',
      meetingTime: '09:00',
      meetingFrequency: 'monthly',
      strengths: [' Calm ', '', '  '],
      opportunities: ['', 'Delegation '],
      goals: [],
      unknownField: 'dropped',
    });
    expect(parsed).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      name: '',
      email: 'ann@example.com',
      role: '',
      meetingDayOfWeek: 'Thursday',
      meetingTime: '09:00',
      meetingFrequency: 'monthly',
      strengths: ['Calm'],
      opportunities: ['Delegation'],
      goals: [],
      avatar: null,
      avatarColorPastel: null,
      avatarColorDark: null,
    });
  });

  it('requires a first name', () => {
    expect(fields(directReportCreateSchema.safeParse({ ...schedule }))).toEqual(['firstName']);
    expect(fields(directReportCreateSchema.safeParse({ firstName: ' ', ...schedule }))).toEqual([
      'firstName',
    ]);
  });

  it('a manual person needs the schedule; a detected one does not', () => {
    expect(fields(directReportCreateSchema.safeParse({ firstName: 'A' }))).toEqual([
      'meetingDayOfWeek',
      'meetingTime',
      'meetingFrequency',
    ]);
    expect(
      fields(
        directReportCreateSchema.safeParse({
          firstName: 'A',
          source: 'manual',
          meetingDayOfWeek: 'Monday',
        }),
      ),
    ).toEqual(['meetingTime', 'meetingFrequency']);
    expect(directReportCreateSchema.safeParse({ firstName: 'A', source: 'detected' }).success).toBe(
      true,
    );
  });

  it('does not take a status on create', () => {
    expect(
      directReportCreateSchema.parse({ firstName: 'A', ...schedule, status: 'archived' }),
    ).not.toHaveProperty('status');
  });
});

describe('directReportUpdateSchema', () => {
  it('accepts any subset and leaves omitted fields out', () => {
    expect(directReportUpdateSchema.parse({})).toEqual({});
    expect(directReportUpdateSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
    expect(directReportUpdateSchema.parse({ lastName: ' Lee ' })).toEqual({ lastName: 'Lee' });
  });

  it('still validates what is given', () => {
    expect(fields(directReportUpdateSchema.safeParse({ firstName: '' }))).toEqual(['firstName']);
    expect(fields(directReportUpdateSchema.safeParse({ status: 'deleted' }))).toEqual(['status']);
    expect(fields(directReportUpdateSchema.safeParse({ meetingTime: '25:00' }))).toEqual([
      'meetingTime',
    ]);
  });

  it('null clears the schedule fields (the merge decides whether that is allowed)', () => {
    expect(directReportUpdateSchema.parse({ meetingDayOfWeek: null })).toEqual({
      meetingDayOfWeek: null,
    });
  });
});

describe('directReportSchema (response)', () => {
  it('requires the lists and nullable schedule day', () => {
    const base = {
      id: '1',
      name: 'A',
      firstName: 'A',
      lastName: '',
      role: 'Team Member',
      email: '',
      meetingDayOfWeek: null,
      meetingTime: '10:00',
      meetingFrequency: 'weekly',
      source: 'detected',
      status: 'active',
      avatar: null,
      avatarColorPastel: null,
      avatarColorDark: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      strengths: [],
      opportunities: [],
      goals: [],
    };
    expect(directReportSchema.safeParse(base).success).toBe(true);
    const { goals: _goals, ...withoutGoals } = base;
    expect(directReportSchema.safeParse(withoutGoals).success).toBe(false);
  });
});
