/**
 * Test fixtures written straight to the local table through the data layer, for states the API
 * cannot reach on the spot: a person added weeks ago. A person's 1:1s start when it was added (its
 * schedule history starts then), so a person created by a test has no 1:1s earlier this week;
 * backdating it gives it the past 1:1s a long-tracked person has.
 *
 * Only for the process running the local stack, after startLocalStack() (the data layer reads the
 * table and endpoint from the environment the stack sets).
 */
import { entities } from '../../../functions/lib/data/entities';

export type PersonKind = 'directReport' | 'boss';

/**
 * Moves the person's creation, and the start of its schedule history, back to `addedAt`. Later
 * schedule changes keep their time. @throws when the person does not exist.
 */
export async function backdatePerson(
  kind: PersonKind,
  userId: string,
  personId: string,
  addedAt: Date,
): Promise<void> {
  const at = addedAt.toISOString();
  if (kind === 'directReport') {
    const { directReport } = entities();
    const { data } = await directReport.get({ userId, directReportId: personId }).go();
    if (!data) throw new Error(`No direct report ${personId} of ${userId}`);
    await directReport.put(backdated(data, at)).go();
  } else {
    const { boss } = entities();
    const { data } = await boss.get({ userId, bossId: personId }).go();
    if (!data) throw new Error(`No boss ${personId} of ${userId}`);
    await boss.put(backdated(data, at)).go();
  }
}

function backdated<
  T extends {
    createdAt: string;
    scheduleSegments?: { effectiveFrom: string }[] | undefined;
  },
>(item: T, at: string): T {
  const [first, ...rest] = item.scheduleSegments ?? [];
  if (first && rest.some((segment) => segment.effectiveFrom <= at)) {
    throw new Error('backdatePerson: a later schedule change would start before the new creation');
  }
  return {
    ...item,
    createdAt: at,
    ...(first ? { scheduleSegments: [{ ...first, effectiveFrom: at }, ...rest] } : {}),
  };
}
