import { localDateIn } from '@shared/domain/week';
/**
 * The Monday ('YYYY-MM-DD') a week of moments is named by, from this week's 1:1s read
 * (docs/product.md#weeks-and-time-zones: Monday 00:00 in the user's zone), so manage-up's moments
 * and 1:1s show the same week.
 */

export function momentsWeekStart(week: { weekStart: string; timeZone: string }): string {
  return localDateIn(new Date(week.weekStart), week.timeZone);
}
