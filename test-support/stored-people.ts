/**
 * Tests only: direct reports as the people Query returns them (the stored item, with its schedule
 * history), for the pure rules that read a user's week (nudges, Slack DMs).
 */
import type { MeetingDay } from '../shared/domain/constants';
import type { PeopleItems } from '../functions/lib/people/people-query';

export type StoredDirectReportItem = PeopleItems['directReports'][number];

/** Monday 5 January 2026, 09:00 UTC: the default day a test's people were added. */
export const LONG_AGO = '2026-01-05T09:00:00.000Z';

/** A weekly 1:1 on `day` at `time` ('HH:mm', the user's zone). */
export function weeklyAt(day: MeetingDay, time: string) {
  return { meetingDayOfWeek: day, meetingTime: time, meetingFrequency: 'weekly' as const };
}

/** An active direct report with that weekly 1:1 since `overrides.createdAt` (else LONG_AGO). */
export function storedDirectReport(
  id: string,
  firstName: string,
  when: ReturnType<typeof weeklyAt>,
  overrides: Partial<StoredDirectReportItem> = {},
): StoredDirectReportItem {
  const addedAt = overrides.createdAt ?? LONG_AGO;
  return {
    userId: 'user_1',
    directReportId: id,
    firstName,
    lastName: 'Doe',
    name: `${firstName} Doe`,
    role: 'Engineer',
    email: '',
    ...when,
    source: 'manual',
    status: 'active',
    scheduleSegments: [{ effectiveFrom: addedAt, ...when }],
    strengths: ['Clear writing'],
    opportunities: ['Delegation'],
    goals: [],
    version: 1,
    createdAt: addedAt,
    updatedAt: addedAt,
    ...overrides,
  } as StoredDirectReportItem;
}
