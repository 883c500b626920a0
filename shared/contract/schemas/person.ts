/**
 * Fields shared by both kinds of tracked people, direct reports and the manager
 * (docs/product.md#entities 'Person create payload', 'Direct report', 'Boss'), and the schedule
 * rule of docs/product.md#validation-rules: a manually added person needs 1:1 day, time and
 * frequency; a detected one may lack them.
 */
import * as z from '../../zod';
import { LIMITS, MEETING_FREQUENCIES } from '../../domain/constants';
import {
  avatarUrlInput,
  firstNameInput,
  hexColorInput,
  meetingDayInput,
  meetingDaySchema,
  meetingFrequencyInput,
  meetingTimeInput,
  optionalEmailInput,
  optionalText,
  personSourceSchema,
  personStatusSchema,
  timestamp,
} from './common';

/** Input fields of a person, all optional here; create schemas add what is required. */
export const personInputShape = {
  firstName: firstNameInput,
  lastName: optionalText(LIMITS.nameLength),
  name: optionalText(LIMITS.nameLength * 2 + 1),
  email: optionalEmailInput,
  role: optionalText(LIMITS.roleLength),
  source: personSourceSchema,
  meetingDayOfWeek: z.nullish(meetingDayInput),
  meetingTime: z.nullish(meetingTimeInput),
  meetingFrequency: z.nullish(meetingFrequencyInput),
  avatar: avatarUrlInput,
  avatarColorPastel: hexColorInput,
  avatarColorDark: hexColorInput,
};

export interface ScheduleFields {
  source?: 'manual' | 'detected' | null;
  meetingDayOfWeek?: string | null;
  meetingTime?: string | null;
  meetingFrequency?: string | null;
}

/** The names of the 1:1 schedule fields and their error messages. */
export const SCHEDULE_FIELD_MESSAGES = {
  meetingDayOfWeek: '1:1 day is required',
  meetingTime: '1:1 time is required',
  meetingFrequency: '1:1 frequency is required',
} as const;

/**
 * Lists the schedule fields a person still lacks: none for a detected person
 * (docs/product.md#validation-rules 'Day, time and frequency required unless source is detected').
 * Source defaults to manual.
 */
export function missingScheduleFields(
  person: ScheduleFields,
): (keyof typeof SCHEDULE_FIELD_MESSAGES)[] {
  if (person.source === 'detected') return [];
  return (Object.keys(SCHEDULE_FIELD_MESSAGES) as (keyof typeof SCHEDULE_FIELD_MESSAGES)[]).filter(
    (field) => !person[field],
  );
}

/** zod refinement adding one issue per missing schedule field. */
export function requireSchedule(person: ScheduleFields, context: z.core.$RefinementCtx): void {
  for (const field of missingScheduleFields(person)) {
    context.addIssue({ code: 'custom', path: [field], message: SCHEDULE_FIELD_MESSAGES[field] });
  }
}

/** Output fields common to direct reports and bosses. */
export const personOutputShape = {
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string(),
  meetingDayOfWeek: z.nullable(meetingDaySchema),
  /** 'HH:mm' in the user's time zone. */
  meetingTime: z.string(),
  meetingFrequency: z.enum(MEETING_FREQUENCIES),
  source: personSourceSchema,
  status: personStatusSchema,
  avatar: z.nullable(z.string()),
  avatarColorPastel: z.nullable(z.string()),
  avatarColorDark: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** The lean person of the sidebar and pickers (`GET …/lean`). */
export const personLeanSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string(),
  status: personStatusSchema,
  avatar: z.nullable(z.string()),
  avatarColorPastel: z.nullable(z.string()),
  avatarColorDark: z.nullable(z.string()),
});
export type PersonLean = z.infer<typeof personLeanSchema>;
