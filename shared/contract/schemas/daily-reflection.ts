/**
 * Today's daily reflection question (docs/product.md#what-middle-does 'Daily reflection questions',
 * #manage-up-page; docs/product.md#nudges), as the dashboard and `GET /api/bosses/next` carry it.
 * The bank and the choice are pure (shared/domain/daily-reflection.ts), so the frontend can compute
 * the same question.
 */
import * as z from '../../zod';

/** Today's daily reflection question (docs/product.md#nudges): the same all day for a user. */
export const dailyReflectionSchema = z.object({
  /** Stable id of the question in the bank (shared/domain/daily-reflection.ts). */
  id: z.string(),
  text: z.string(),
  /** The user's local date it is for ('YYYY-MM-DD'). */
  localDate: z.string(),
});
export type DailyReflection = z.infer<typeof dailyReflectionSchema>;
