/**
 * Backdating a person for the demo's seed and the tests' fixtures: a person's 1:1s start on the
 * local day it was added (docs/product.md#weeks-and-time-zones), so a person seeded today has no
 * past 1:1s; moving its creation back gives it the history a long-tracked person has. Written
 * straight through the data layer (the API never changes a creation date); only in a process whose
 * environment names the local table.
 */
import { entities } from '../../../functions/lib/data/entities';
import type { PersonKind } from '../../../shared/domain/person-kind';

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
