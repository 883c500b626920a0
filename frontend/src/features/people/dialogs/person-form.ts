/**
 * The person dialogs' form values and rules (docs/product.md#validation-rules 'Boss dialog',
 * 'Direct-report dialog'): first name required; day, time and frequency required unless the person
 * was detected; the email, when given, a valid address (the contract's own rule, checked before the
 * last step); lists one per line, trimmed, empty lines dropped. Also: which step holds a field the
 * server complained about.
 */
import { optionalEmailInput } from '@shared/contract/schemas/common';
import type { MeetingDay, MeetingFrequency } from '@shared/domain/constants';
import type { FieldErrors } from '@/lib/field-errors';

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

/** The email's problem ('Enter a valid email address'), or null when it is empty or valid. */
export function emailError(email: string): string | null {
  const result = optionalEmailInput.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid email address');
}

export function scheduleChanged(before: PersonFormValues, after: PersonFormValues): boolean {
  return (
    before.meetingDayOfWeek !== after.meetingDayOfWeek ||
    before.meetingFrequency !== after.meetingFrequency ||
    before.meetingTime !== after.meetingTime
  );
}

/**
 * Lines of a textarea as a clean list: trimmed, empty lines dropped
 * (docs/product.md#validation-rules).
 */
export function linesToList(text: string, max?: number): string[] {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return max === undefined ? items : items.slice(0, max);
}

/** The first step (in order) holding one of the fields with an error, if any. */
export function firstStepWithError<Step extends string>(
  steps: readonly { step: Step; fields: readonly string[] }[],
  errors: FieldErrors,
): Step | undefined {
  return steps.find(({ fields }) => fields.some((field) => errors[field]))?.step;
}
