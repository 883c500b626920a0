/**
 * Which commitments a Slack DM names as due (docs/product.md#slack-nudges 'Commitments due'):
 * those due on or before a local date of the user's zone. Pure; date-fns + the shared week rules.
 */
import { addDays, format, parseISO } from 'date-fns';
import { localDateIn } from '../../../shared/domain/week';

/**
 * The last local date ('YYYY-MM-DD', the user's zone) whose commitments this DM names as due: today,
 * or, when the next DM is on a later day, the day before it (a Friday's daily DM names the
 * weekend's too, a weekly one the week's).
 */
export function commitmentsDueBy(now: Date, nextSlot: Date, timeZone: string): string {
  const today = localDateIn(now, timeZone);
  const dayBeforeNext = format(
    addDays(parseISO(localDateIn(nextSlot, timeZone)), -1),
    'yyyy-MM-dd',
  );
  return dayBeforeNext > today ? dayBeforeNext : today;
}
