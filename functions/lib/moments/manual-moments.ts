/**
 * Moments captured by hand (issue 'Coaching intelligence' item 5): a feedback moment of a direct
 * report this week, and the manage-up flags of a week. A moment by hand is an entry of its week's
 * summary (`m#<personKey>#<type>` = capture time, functions/lib/week-summary/), the same attribute
 * the dashboard counts and every moments read reads, so each change is ONE write and shows at
 * once everywhere; inferred moments are written by the note-moments consumer alone
 * (inferred-moments.ts). 2 DynamoDB calls each:
 *
 * - capture: 1 BatchGetItem (time zone + person), then 1 UpdateItem of the week summary (SET);
 * - remove: 1 BatchGetItem, then 1 UpdateItem (REMOVE, on condition the entry is there: 404
 *   otherwise; answers its capture time);
 * - manage-up flags: 1 GetItem (boss), then 1 UpdateItem (SET a flag set, REMOVE a flag cleared).
 *
 * A direct report's feedback given or recognition also puts the week in the outbox in the same
 * write, so the outbox sweep copies it to the person's latest item (manual-latest.ts) for the
 * weeks after this one.
 */
import type * as z from 'zod/mini';
import type {
  capturedMomentSchema,
  ManageUpState,
  manageUpUpdateSchema,
} from '../../../shared/contract';
import { MANAGE_UP_MOMENT_TYPES, type FeedbackMomentType } from '../../../shared/domain/moments';
import { entities } from '../data/entities';
import { NotFoundError } from '../errors';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { manualEntryName } from '../week-summary/week-summary-entries';
import { writeManualEntries } from '../week-summary/week-summary-store';
import { personKeyOf } from './moment-keys';
import { directReportWeek } from './direct-report-week';
import { manageUpState } from './moment-reads';

export const NO_MANUAL_MOMENT = 'No moment of this type was captured by hand this week';

type CapturedMoment = z.input<typeof capturedMomentSchema>;

/** Captures a feedback moment by hand for this week (once per person and type). */
export async function captureMoment(
  userId: string,
  directReportId: string,
  type: FeedbackMomentType,
  now = new Date(),
): Promise<CapturedMoment> {
  const { weekStart } = await directReportWeek(userId, directReportId, now);
  const personKey = personKeyOf('directReport', directReportId);
  const capturedAt = now.toISOString();
  await writeManualEntries(
    userId,
    weekStart,
    { set: { [manualEntryName(personKey, type)]: capturedAt } },
    now,
  );
  return { directReportId, type, weekStart, source: 'manual', capturedAt };
}

/** Removes this week's moment captured by hand. @throws NotFoundError when there is none. */
export async function removeMoment(
  userId: string,
  directReportId: string,
  type: FeedbackMomentType,
  now = new Date(),
): Promise<CapturedMoment> {
  const { weekStart } = await directReportWeek(userId, directReportId, now);
  const name = manualEntryName(personKeyOf('directReport', directReportId), type);
  const old = await writeManualEntries(
    userId,
    weekStart,
    { remove: [name], mustExist: NO_MANUAL_MOMENT },
    now,
  );
  return {
    directReportId,
    type,
    weekStart,
    source: 'manual',
    capturedAt: old[name] ?? now.toISOString(),
  };
}

/** Sets a week's manage-up flags by hand and answers them. */
export async function setManageUpFlags(
  userId: string,
  bossId: string,
  weekStart: string,
  flags: z.output<typeof manageUpUpdateSchema>,
  now = new Date(),
): Promise<ManageUpState> {
  const { data } = await entities().boss.get({ userId, bossId }).go();
  if (!data) throw new NotFoundError(BOSS_NOT_FOUND);
  const personKey = personKeyOf('boss', bossId);
  const occurredAt = now.toISOString();
  const set = MANAGE_UP_MOMENT_TYPES.filter((type) => flags[type]);
  const cleared = MANAGE_UP_MOMENT_TYPES.filter((type) => !flags[type]);
  await writeManualEntries(
    userId,
    weekStart,
    {
      set: Object.fromEntries(set.map((type) => [manualEntryName(personKey, type), occurredAt])),
      remove: cleared.map((type) => manualEntryName(personKey, type)),
    },
    now,
  );
  return manageUpState(flags);
}
