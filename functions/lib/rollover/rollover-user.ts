/**
 * One user's Monday rollover (docs/product.md#weeks-and-time-zones): closes the week that
 * ended in the user's zone (its summary's totals and `closedAt`: functions/lib/week-summary/) and
 * opens the new one (`openedAt`). Both writes carry the instant the new week began, so running it
 * twice writes the same items. Three DynamoDB calls: the closed week's items read, then one
 * UpdateItem each.
 */
import { closeWeekSummary, openWeekSummary } from '../week-summary/week-summary-store';
import type { RolloverWeeks } from './rollover-weeks';

export async function rolloverUser(
  userId: string,
  weeks: RolloverWeeks,
  timeZone: string,
): Promise<void> {
  await closeWeekSummary(userId, weeks.closedWeekStart, timeZone, weeks.weekStartsAt);
  await openWeekSummary(userId, weeks.weekStart, weeks.weekStartsAt);
}
