/**
 * Direct report schemas (docs/product.md#entities 'Direct report', #validation-rules 'Direct-report
 * dialog', #calls 'People').
 */
import * as z from '../../zod';
import { personInputShape, personOutputShape, requireSchedule } from './person';
import { LIMITS } from '../../domain/constants';
import { personStatusSchema, textListInput } from './common';

export const directReportSchema = z.object({
  ...personOutputShape,
  strengths: z.array(z.string()),
  /** Growth areas. */
  opportunities: z.array(z.string()),
  goals: z.array(z.string()),
});
export type DirectReport = z.infer<typeof directReportSchema>;

/** A direct report's list: at most 10 items of 80 characters (the people lists' size bound). */
const personList = (label: string) =>
  textListInput(LIMITS.personListItems, label, LIMITS.personListItemLength);

const directReportInputShape = {
  ...personInputShape,
  strengths: personList('strengths'),
  opportunities: personList('growth areas'),
  goals: personList('goals'),
};

/** `POST /api/direct-reports`: first name required; schedule required unless detected. */
export const directReportCreateSchema = z
  .object({
    ...directReportInputShape,
    source: z.optional(directReportInputShape.source),
    strengths: z.optional(directReportInputShape.strengths),
    opportunities: z.optional(directReportInputShape.opportunities),
    goals: z.optional(directReportInputShape.goals),
  })
  .check(z.superRefine(requireSchedule));
export type DirectReportCreate = z.input<typeof directReportCreateSchema>;

/**
 * `PUT /api/direct-reports/{id}`: any subset of the fields; the merged record must still satisfy
 * the create rules. `status: 'active'` restores an archived person.
 */
export const directReportUpdateSchema = z.partial(
  z.object({ ...directReportInputShape, status: personStatusSchema }),
);
export type DirectReportUpdate = z.input<typeof directReportUpdateSchema>;
