/**
 * Moments captured by hand (issue 'Coaching intelligence' item 5): a feedback moment of a direct
 * report this week, and the manage-up flags of a week. These write only `manual` moment items
 * (`…#manual` sort keys); inferred moments are written by the note-moments consumer alone
 * (inferred-moments.ts). Each also keeps the week's summary (functions/lib/week-summary/, read by
 * the dashboard) up to date with one UpdateItem sent beside its moment write, so 3 DynamoDB calls
 * each:
 *
 * - capture: 1 BatchGetItem (time zone + person), then 1 BatchWriteItem (the moment, and the
 *   person's latest item of that type, now being the latest time there is) and the summary;
 * - remove: 1 BatchGetItem, then 1 DeleteItem (ALL_OLD: 404 when there was none) and the summary;
 * - manage-up flags: 1 GetItem (boss), then 1 BatchWriteItem (a put per flag set, a delete per
 *   flag cleared) and the summary.
 */
import type { z } from 'zod';
import type {
  capturedMomentSchema,
  ManageUpState,
  manageUpUpdateSchema,
} from '../../../shared/contract';
import { MANAGE_UP_MOMENT_TYPES, type FeedbackMomentType } from '../../../shared/domain/moments';
import { batchWriteItems, deleteRequest, putRequest, type WriteRequest } from '../data/batch-write';
import { entities } from '../data/entities';
import { NotFoundError } from '../errors';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { manualEntryName } from '../week-summary/week-summary-entries';
import { writeManualEntries } from '../week-summary/week-summary-store';
import { MANUAL_SOURCE_KEY, personKeyOf } from './moment-keys';
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
  const { timeZone, weekStart } = await directReportWeek(userId, directReportId, now);
  const personKey = personKeyOf('directReport', directReportId);
  const capturedAt = now.toISOString();
  const { moment, momentLatest } = entities();
  const writes: WriteRequest[] = [
    putRequest(
      moment.put({
        userId,
        weekStart,
        personKey,
        type,
        sourceKey: MANUAL_SOURCE_KEY,
        source: 'manual',
        active: true,
        occurredAt: capturedAt,
        timeZone,
      }),
    ),
  ];
  // Captured now: the latest moment of its type there is (no condition needed).
  if (type !== 'feedbackAsked') {
    writes.push(putRequest(momentLatest.put({ userId, personKey, type, at: capturedAt })));
  }
  await Promise.all([
    batchWriteItems(writes),
    writeManualEntries(userId, weekStart, {
      set: { [manualEntryName(personKey, type)]: capturedAt },
    }),
  ]);
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
  const personKey = personKeyOf('directReport', directReportId);
  const [{ data }] = await Promise.all([
    entities()
      .moment.delete({ userId, weekStart, personKey, type, sourceKey: MANUAL_SOURCE_KEY })
      .go({ response: 'all_old' }),
    // Removing an entry that is not there changes nothing.
    writeManualEntries(userId, weekStart, { remove: [manualEntryName(personKey, type)] }),
  ]);
  if (!data) throw new NotFoundError(NO_MANUAL_MOMENT);
  return { directReportId, type, weekStart, source: 'manual', capturedAt: data.occurredAt };
}

/** Sets a week's manage-up flags by hand and answers them. */
export async function setManageUpFlags(
  userId: string,
  bossId: string,
  weekStart: string,
  flags: z.output<typeof manageUpUpdateSchema>,
  now = new Date(),
): Promise<ManageUpState> {
  const { boss, moment } = entities();
  const { data } = await boss.get({ userId, bossId }).go();
  if (!data) throw new NotFoundError(BOSS_NOT_FOUND);
  const personKey = personKeyOf('boss', bossId);
  const key = { userId, weekStart, personKey, sourceKey: MANUAL_SOURCE_KEY };
  const occurredAt = now.toISOString();
  const set = MANAGE_UP_MOMENT_TYPES.filter((type) => flags[type]);
  const cleared = MANAGE_UP_MOMENT_TYPES.filter((type) => !flags[type]);
  await Promise.all([
    batchWriteItems([
      ...set.map((type) =>
        putRequest(moment.put({ ...key, type, source: 'manual', active: true, occurredAt })),
      ),
      ...cleared.map((type) => deleteRequest(moment.delete({ ...key, type }))),
    ]),
    writeManualEntries(userId, weekStart, {
      set: Object.fromEntries(set.map((type) => [manualEntryName(personKey, type), occurredAt])),
      remove: cleared.map((type) => manualEntryName(personKey, type)),
    }),
  ]);
  return manageUpState(flags);
}
