/**
 * One user's Monday rollover (issue 'The weekly picture and nudges' item 6): closes the week that
 * ended (its summary's totals and `closedAt`: functions/lib/week-summary/) and opens the new one
 * (`openedAt`). Both writes carry the instant the new week began, so running it twice writes the
 * same items. Three DynamoDB calls: the closed week's summary read, then one UpdateItem each.
 */
import { closeWeekSummary, openWeekSummary } from '../week-summary/week-summary-store';
import type { RolloverWeeks } from './rollover-weeks';

export async function rolloverUser(userId: string, weeks: RolloverWeeks): Promise<void> {
  await closeWeekSummary(userId, weeks.closedWeekStart, weeks.weekStartsAt);
  await openWeekSummary(userId, weeks.weekStart, weeks.weekStartsAt);
}
