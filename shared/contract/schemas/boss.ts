/**
 * Boss (the user's manager) schemas (docs/product.md#entities 'Boss (manager)', #validation-rules
 * 'Boss dialog', #calls 'People').
 */
import * as z from '../../zod';
import { BOSS_RELATIONSHIP_TYPES, MAX_BOSS_PRIORITIES } from '../../domain/constants';
import { personInputShape, personOutputShape, requireSchedule } from './person';
import { personStatusSchema, textListInput } from './common';

export const relationshipTypeSchema = z.enum(BOSS_RELATIONSHIP_TYPES, {
  error: "relationshipType must be 'manager' or 'skip-manager'",
});

export const bossSchema = z.object({
  ...personOutputShape,
  relationshipType: relationshipTypeSchema,
  /** At most 10 (docs/product.md#constants-and-limits). */
  priorities: z.array(z.string()),
});
export type Boss = z.infer<typeof bossSchema>;

const bossInputShape = {
  ...personInputShape,
  relationshipType: relationshipTypeSchema,
  priorities: textListInput(MAX_BOSS_PRIORITIES, 'priorities'),
};

/** `POST /api/bosses`: first name required; schedule required unless detected; ≤ 10 priorities. */
export const bossCreateSchema = z
  .object({
    ...bossInputShape,
    source: z.optional(bossInputShape.source),
    relationshipType: z.optional(bossInputShape.relationshipType),
    priorities: z.optional(bossInputShape.priorities),
  })
  .check(z.superRefine(requireSchedule));
export type BossCreate = z.input<typeof bossCreateSchema>;

/** `PUT /api/bosses/{id}`: any subset of the fields; `status: 'active'` restores an archived boss. */
export const bossUpdateSchema = z.partial(
  z.object({ ...bossInputShape, status: personStatusSchema }),
);
export type BossUpdate = z.input<typeof bossUpdateSchema>;
