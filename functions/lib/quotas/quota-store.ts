/**
 * Quotas per user (docs/api.md#quotas; the numbers are `QUOTAS` in
 * shared/domain/constants.ts): at most 200 active direct reports, 200 archived people, 10,000
 * notes and 5,000 commitments. A write that adds to a counter first reserves it with one conditional UpdateItem on the
 * user's quota item (`ADD <counter> 1`, only while below the quota) and gives it back if the write
 * then fails; a write that takes away gives back after it succeeded. Past a quota: 409
 * `quota_exceeded` naming it.
 *
 * Why a reservation and not a transaction: the local stack's DynamoDB (dynalite) has no
 * TransactWriteItems, and the counters must behave the same locally and in the cloud. Cost: one
 * UpdateItem on the writes that change a counter (creating or deleting a note, adding, archiving
 * or restoring a person), none on any read or other write.
 */
import { QUOTAS } from '../../../shared/domain/constants';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { QuotaExceededError } from '../errors';
import { logger } from '../logger';

export type QuotaCounter = keyof typeof QUOTAS;
/** +1 or -1 per counter. */
export type QuotaChange = Partial<Record<QuotaCounter, 1 | -1>>;

/**
 * The 409's message for a counter past its quota. Built when needed: number formatting starts
 * Intl, which costs a cold start about 15 ms of CPU if done at import
 * (docs/performance.md#cold-starts).
 */
function quotaMessage(counter: QuotaCounter): string {
  switch (counter) {
    case 'activePeople':
      return `You can have at most ${QUOTAS.activePeople} active direct reports: archive someone first`;
    case 'archivedPeople':
      return `You can keep at most ${QUOTAS.archivedPeople} archived people`;
    case 'notes':
      return `You can keep at most ${QUOTAS.notes.toLocaleString('en-US')} notes: delete some first`;
    case 'commitments':
      return `You can keep at most ${QUOTAS.commitments.toLocaleString('en-US')} commitments: delete some you no longer need first`;
  }
}

/**
 * Applies `change` to the user's counters: one UpdateItem, conditional on every counter that
 * grows being below its quota. @throws QuotaExceededError naming the first growing counter.
 */
export async function changeQuota(userId: string, change: QuotaChange): Promise<void> {
  const counters = Object.entries(change) as [QuotaCounter, 1 | -1][];
  if (!counters.length) return;
  const growing = counters.filter(([, delta]) => delta > 0).map(([counter]) => counter);
  const update = entities().quota.update({ userId }).add(Object.fromEntries(counters));
  try {
    await (
      growing.length
        ? update.where((attributes, { notExists, lt }) => {
            const below = lt as (attribute: unknown, value: number) => string;
            return growing
              .map(
                (counter) =>
                  `(${notExists(attributes[counter])} OR ${below(attributes[counter], QUOTAS[counter])})`,
              )
              .join(' AND ');
          })
        : update
    ).go({ response: 'none' });
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const counter = growing[0]!;
    throw new QuotaExceededError(quotaMessage(counter), counter);
  }
}

/** The opposite change (to give back a reservation). */
const opposite = (change: QuotaChange): QuotaChange =>
  Object.fromEntries(Object.entries(change).map(([counter, delta]) => [counter, -delta]));

/**
 * Reserves `change`, runs `write`, and gives the reservation back if the write fails.
 * `alongside`, when given, is a check (such as "the person is the user's") run at the same time as
 * the reservation, so the two cost one round trip: when it fails, its error is thrown and the
 * reservation is given back; the write never runs.
 * @throws what `alongside` throws, QuotaExceededError, or what `write` throws.
 */
export async function withQuota<T>(
  userId: string,
  change: QuotaChange,
  write: () => Promise<T>,
  alongside?: () => Promise<unknown>,
): Promise<T> {
  const [reservation, check] = await Promise.allSettled([
    changeQuota(userId, change),
    alongside?.(),
  ]);
  if (check.status === 'rejected') {
    if (reservation.status === 'fulfilled') await releaseQuota(userId, change);
    throw check.reason;
  }
  if (reservation.status === 'rejected') throw reservation.reason;
  try {
    return await write();
  } catch (error) {
    await releaseQuota(userId, change);
    throw error;
  }
}

/** Gives counters back after a write that removed something (logged, never thrown). */
export async function releaseQuota(userId: string, change: QuotaChange): Promise<void> {
  await changeQuota(userId, opposite(change)).catch((error: unknown) =>
    logger.error('Could not give quota back', error as Error),
  );
}

/** The change of moving one person between active and archived (none when it stays). */
export function statusChange(
  wasActive: boolean,
  isActiveNow: boolean,
  options: { countsActive: boolean },
): QuotaChange {
  if (wasActive === isActiveNow) return {};
  const active = options.countsActive ? { activePeople: isActiveNow ? 1 : -1 } : {};
  return { ...active, archivedPeople: isActiveNow ? -1 : 1 } as QuotaChange;
}
