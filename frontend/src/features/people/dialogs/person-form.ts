/**
 * The person dialogs' form values and rules (spec §5 'Boss dialog', 'Direct-report dialog'): first
 * name required; day, time and frequency required unless the person was detected; lists one per
 * line, trimmed, empty lines dropped.
 */
import type { MeetingDay, MeetingFrequency } from '@shared/domain/constants';

export interface PersonFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  meetingDayOfWeek: MeetingDay | '';
  meetingFrequency: MeetingFrequency | '';
  meetingTime: string;
}

export const PERSON_REQUIREMENTS_HINT = 'Name and 1:1 schedule required';

/** First name plus, unless the person was detected in a calendar, a full 1:1 schedule. */
export function isPersonFormValid(
  values: PersonFormValues,
  source: 'manual' | 'detected' = 'manual',
): boolean {
  if (!values.firstName.trim()) return false;
  return (
    source === 'detected' ||
    Boolean(values.meetingDayOfWeek && values.meetingFrequency && values.meetingTime)
  );
}

export function scheduleChanged(before: PersonFormValues, after: PersonFormValues): boolean {
  return (
    before.meetingDayOfWeek !== after.meetingDayOfWeek ||
    before.meetingFrequency !== after.meetingFrequency ||
    before.meetingTime !== after.meetingTime
  );
}

/** Lines of a textarea as a clean list: trimmed, empty lines dropped (spec §5). */
export function linesToList(text: string, max?: number): string[] {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return max === undefined ? items : items.slice(0, max);
}
