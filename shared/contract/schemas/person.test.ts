import { describe, expect, it } from 'vitest';
import * as z from '../../zod';
import { missingScheduleFields, requireSchedule, SCHEDULE_FIELD_MESSAGES } from './person';

const full = { meetingDayOfWeek: 'Monday', meetingTime: '10:00', meetingFrequency: 'weekly' };

describe('missingScheduleFields', () => {
  it('a manual person (also when source is absent) needs day, time and frequency', () => {
    expect(missingScheduleFields({})).toEqual([
      'meetingDayOfWeek',
      'meetingTime',
      'meetingFrequency',
    ]);
    expect(missingScheduleFields({ source: 'manual', meetingTime: '10:00' })).toEqual([
      'meetingDayOfWeek',
      'meetingFrequency',
    ]);
    expect(missingScheduleFields({ source: null, ...full, meetingDayOfWeek: null })).toEqual([
      'meetingDayOfWeek',
    ]);
    expect(missingScheduleFields({ source: 'manual', ...full })).toEqual([]);
  });

  it('a detected person needs none', () => {
    expect(missingScheduleFields({ source: 'detected' })).toEqual([]);
  });

  it('empty strings count as missing', () => {
    expect(
      missingScheduleFields({ meetingDayOfWeek: '', meetingTime: '', meetingFrequency: '' }),
    ).toHaveLength(3);
  });
});

describe('requireSchedule', () => {
  const schema = z
    .object({
      source: z.optional(z.enum(['manual', 'detected'])),
      meetingDayOfWeek: z.nullish(z.string()),
      meetingTime: z.nullish(z.string()),
      meetingFrequency: z.nullish(z.string()),
    })
    .check(z.superRefine(requireSchedule));

  it('adds one issue per missing field, at that field, with its message', () => {
    const result = schema.safeParse({ meetingTime: '10:00' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['meetingDayOfWeek', SCHEDULE_FIELD_MESSAGES.meetingDayOfWeek],
      ['meetingFrequency', SCHEDULE_FIELD_MESSAGES.meetingFrequency],
    ]);
  });

  it('passes a complete or a detected person', () => {
    expect(schema.safeParse(full).success).toBe(true);
    expect(schema.safeParse({ source: 'detected' }).success).toBe(true);
  });
});
