/**
 * Direct reports of a user (docs/product.md#entities 'Direct report', #calls 'People'). Lists are
 * one Query of the user's partition; a create is one conditional PutItem after reserving the
 * active-people quota (quotas/quota-store.ts) and, at the same time, reading the team's avatar
 * colours (new-person-colors.ts, one Query); an update is one GetItem plus one PutItem conditional
 * on the version read, plus the quota change when it archives or restores.
 */
import type * as z from 'zod/mini';
import type { EntityItem } from 'electrodb';
import { DEFAULT_DIRECT_REPORT_ROLE } from '../../../shared/domain/constants';
import { isActive } from '../../../shared/domain/person-kind';
import type {
  DirectReport,
  directReportCreateSchema,
  directReportUpdateSchema,
  PersonLean,
} from '../../../shared/contract';
import { ConflictError, NotFoundError } from '../errors';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import type { DirectReportEntity } from '../data/schema/direct-report-entity';
import { newId } from '../data/ids';
import { statusChange, withQuota } from '../quotas/quota-store';
import { newPersonColors, type StoredAvatarColors } from './new-person-colors';
import { mergePersonFields, newPersonFields, personLean, personOutput } from './person-fields';

type DirectReportItem = EntityItem<DirectReportEntity>;

export const DIRECT_REPORT_NOT_FOUND = 'Direct report not found';

export type { DirectReportItem };

/** The contract shape of a stored direct report. */
export function toDirectReport(item: DirectReportItem): DirectReport {
  return {
    ...personOutput(item, item.directReportId),
    strengths: item.strengths,
    opportunities: item.opportunities,
    goals: item.goals,
  };
}

/** Every direct report item of the user, archived included. One Query. */
export async function queryAllDirectReports(userId: string): Promise<DirectReportItem[]> {
  const { data } = await entities().directReport.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** Direct reports in the order they were added; archived ones only when asked. */
export async function listDirectReports(
  userId: string,
  options: { includeArchived: boolean },
): Promise<DirectReport[]> {
  const items = await queryAllDirectReports(userId);
  return items.filter((item) => options.includeArchived || isActive(item)).map(toDirectReport);
}

/** Active direct reports in the lean shape. */
export async function listDirectReportsLean(userId: string): Promise<PersonLean[]> {
  const items = await queryAllDirectReports(userId);
  return items.filter(isActive).map((item) => personLean(item, item.directReportId));
}

/** One direct report. @throws NotFoundError for an unknown id (or another user's). */
export async function getDirectReportItem(
  userId: string,
  directReportId: string,
): Promise<DirectReportItem> {
  const { data } = await entities().directReport.get({ userId, directReportId }).go();
  if (!data) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  return data;
}

/**
 * Adds a direct report (defaults of docs/product.md#entities, #validation-rules applied), with
 * avatar colours no other active person of the user shows while the palette allows
 * (new-person-colors.ts).
 */
export async function createDirectReport(
  userId: string,
  input: z.output<typeof directReportCreateSchema>,
): Promise<DirectReport> {
  const now = new Date().toISOString();
  const directReportId = newId();
  let colors: StoredAvatarColors | undefined;
  const { data } = await withQuota(
    userId,
    { activePeople: 1 },
    () =>
      entities()
        .directReport.create({
          userId,
          directReportId,
          ...newPersonFields({ ...input, ...colors }, DEFAULT_DIRECT_REPORT_ROLE, now),
          strengths: input.strengths ?? [],
          opportunities: input.opportunities ?? [],
          goals: input.goals ?? [],
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .go(),
    async () => {
      colors = await newPersonColors(userId, directReportId, input);
    },
  );
  return toDirectReport(data);
}

/**
 * Writes a new state of an existing direct report, conditional on the version it was read at.
 * @throws ConflictError when it changed in between.
 */
export async function writeDirectReport(
  current: DirectReportItem,
  next: DirectReportItem,
): Promise<DirectReport> {
  // Archiving or restoring moves the person between the active and archived quotas.
  const change = statusChange(isActive(current), isActive(next), { countsActive: true });
  try {
    const { data } = await withQuota(current.userId, change, () =>
      entities()
        .directReport.put({
          ...next,
          version: current.version + 1,
          updatedAt: new Date().toISOString(),
        })
        .where(({ version }, { eq }) => eq(version, current.version))
        .go(),
    );
    return toDirectReport(data);
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      throw new ConflictError(
        'This team member was changed at the same time; reload and try again',
      );
    }
    throw error;
  }
}

/** Updates a direct report; omitted fields keep their value. @throws NotFoundError, ValidationError, ConflictError */
export async function updateDirectReport(
  userId: string,
  directReportId: string,
  update: z.output<typeof directReportUpdateSchema>,
): Promise<DirectReport> {
  const current = await getDirectReportItem(userId, directReportId);
  const merged = mergePersonFields(
    current,
    update,
    DEFAULT_DIRECT_REPORT_ROLE,
    new Date().toISOString(),
  );
  const next: DirectReportItem = {
    ...merged,
    strengths: update.strengths ?? current.strengths,
    opportunities: update.opportunities ?? current.opportunities,
    goals: update.goals ?? current.goals,
    archivedAt: !isActive(merged) ? (current.archivedAt ?? new Date().toISOString()) : undefined,
  };
  return writeDirectReport(current, next);
}

/**
 * Archives a direct report (spec: deleting a person archives it): it leaves every list that does
 * not ask for archived people and its future 1:1s disappear; nothing written about it is lost.
 * Archiving twice is harmless. @throws NotFoundError, ConflictError
 */
export async function removeDirectReport(
  userId: string,
  directReportId: string,
): Promise<DirectReport> {
  const current = await getDirectReportItem(userId, directReportId);
  if (!isActive(current)) return toDirectReport(current);
  return writeDirectReport(current, {
    ...current,
    status: 'archived',
    archivedAt: new Date().toISOString(),
  });
}
