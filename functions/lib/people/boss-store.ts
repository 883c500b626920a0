/**
 * The user's manager (docs/product.md#entities 'Boss (manager)', #calls 'People') and the
 * one-manager rule (docs/product.md#validation-rules: at most one non-archived manager). A boss is
 * active only while it holds the boss slot; the slot is claimed by a conditional write, so two
 * concurrent creates cannot both succeed. Each step is a single-item conditional write, and a claim
 * left behind by a failed create is reclaimed once it is older than SLOT_CLAIM_GRACE_MS.
 */
import type * as z from 'zod/mini';
import type { EntityItem } from 'electrodb';
import { DEFAULT_BOSS_ROLE } from '../../../shared/domain/constants';
import { isActive } from '../../../shared/domain/person-kind';
import type {
  Boss,
  bossCreateSchema,
  bossUpdateSchema,
  PersonLean,
} from '../../../shared/contract';
import { logger } from '../logger';
import { ConflictError, NotFoundError } from '../errors';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import type { BossEntity } from '../data/schema/boss-entity';
import { newId } from '../data/ids';
import { statusChange, withQuota } from '../quotas/quota-store';
import { newPersonColors } from './new-person-colors';
import { mergePersonFields, newPersonFields, personLean, personOutput } from './person-fields';

type BossItem = EntityItem<BossEntity>;

export const BOSS_NOT_FOUND = 'Manager not found';
/** The spec's tooltip text doubles as the 409 message (docs/product.md#validation-rules). */
export const ONE_MANAGER_MESSAGE =
  'Only 1 manager can be added. Remove the existing manager first.';
/** How long a slot claim may point at a boss that was never written before it can be reclaimed. */
export const SLOT_CLAIM_GRACE_MS = 30_000;

function toBoss(item: BossItem): Boss {
  return {
    ...personOutput(item, item.bossId),
    relationshipType: item.relationshipType,
    priorities: item.priorities,
  };
}

/** Every boss item of the user, archived included. One Query. */
export async function queryAllBosses(userId: string): Promise<BossItem[]> {
  const { data } = await entities().boss.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** Bosses in the order they were added; archived ones only when asked. */
export async function listBosses(
  userId: string,
  options: { includeArchived: boolean },
): Promise<Boss[]> {
  const items = await queryAllBosses(userId);
  return items.filter((item) => options.includeArchived || isActive(item)).map(toBoss);
}

/** The active boss in the lean shape (a list of at most one). */
export async function listBossesLean(userId: string): Promise<PersonLean[]> {
  const items = await queryAllBosses(userId);
  return items.filter(isActive).map((item) => personLean(item, item.bossId));
}

/** One boss. @throws NotFoundError for an unknown id (or another user's). */
export async function getBossItem(userId: string, bossId: string): Promise<BossItem> {
  const { data } = await entities().boss.get({ userId, bossId }).go();
  if (!data) throw new NotFoundError(BOSS_NOT_FOUND);
  return data;
}

/**
 * Makes `bossId` the holder of the user's boss slot.
 * @throws ConflictError while another non-archived boss holds it.
 */
async function claimBossSlot(userId: string, bossId: string): Promise<void> {
  const { bossSlot, boss } = entities();
  const claimedAt = new Date().toISOString();
  try {
    await bossSlot.create({ userId, bossId, claimedAt }).go();
    return;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
  const { data: slot } = await bossSlot.get({ userId }).go();
  if (slot?.bossId === bossId) return;
  if (slot) {
    const { data: holder } = await boss.get({ userId, bossId: slot.bossId }).go();
    const abandoned = !holder && Date.now() - Date.parse(slot.claimedAt) > SLOT_CLAIM_GRACE_MS;
    if ((!holder || isActive(holder)) && !abandoned) throw new ConflictError(ONE_MANAGER_MESSAGE);
  }
  try {
    const write = bossSlot.put({ userId, bossId, claimedAt });
    await (
      slot
        ? write.where((attributes, { eq }) => eq(attributes.bossId, slot.bossId))
        : write.where((attributes, { notExists }) => notExists(attributes.bossId))
    ).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new ConflictError(ONE_MANAGER_MESSAGE);
    throw error;
  }
}

/** Frees the slot if `bossId` holds it; a no-op otherwise. */
async function releaseBossSlot(userId: string, bossId: string): Promise<void> {
  try {
    await entities()
      .bossSlot.delete({ userId })
      .where((attributes, { eq }) => eq(attributes.bossId, bossId))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/**
 * Adds the manager, with avatar colours no active direct report shows while the palette allows
 * (new-person-colors.ts, read once the slot is claimed).
 * @throws ConflictError while another non-archived manager exists.
 */
export async function createBoss(
  userId: string,
  input: z.output<typeof bossCreateSchema>,
): Promise<Boss> {
  const bossId = newId();
  await claimBossSlot(userId, bossId);
  const now = new Date().toISOString();
  try {
    const colors = await newPersonColors(userId, bossId, input);
    const { data } = await entities()
      .boss.create({
        userId,
        bossId,
        ...newPersonFields({ ...input, ...colors }, DEFAULT_BOSS_ROLE, now),
        relationshipType: input.relationshipType ?? 'manager',
        priorities: input.priorities ?? [],
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .go();
    return toBoss(data);
  } catch (error) {
    await releaseBossSlot(userId, bossId).catch((releaseError: unknown) =>
      logger.warn('Could not release the boss slot after a failed create', { error: releaseError }),
    );
    throw error;
  }
}

/**
 * Writes a new state of an existing boss, conditional on the version it was read at; claims the
 * slot first when an archived boss is restored and frees it when the boss is archived.
 * @throws ConflictError when it changed in between or another manager holds the slot.
 */
export async function writeBoss(current: BossItem, next: BossItem): Promise<Boss> {
  const restoring = !isActive(current) && isActive(next);
  if (restoring) await claimBossSlot(current.userId, current.bossId);
  let written: BossItem;
  // Archived managers count against the archived-people quota (quotas/quota-store.ts).
  const change = statusChange(isActive(current), isActive(next), { countsActive: false });
  try {
    const { data } = await withQuota(current.userId, change, () =>
      entities()
        .boss.put({ ...next, version: current.version + 1, updatedAt: new Date().toISOString() })
        .where(({ version }, { eq }) => eq(version, current.version))
        .go(),
    );
    written = data;
  } catch (error) {
    if (isConditionalCheckFailure(error)) {
      throw new ConflictError('Your manager was changed at the same time; reload and try again');
    }
    throw error;
  }
  if (!isActive(written)) await releaseBossSlot(current.userId, current.bossId);
  return toBoss(written);
}

/** Updates the boss; omitted fields keep their value. @throws NotFoundError, ValidationError, ConflictError */
export async function updateBoss(
  userId: string,
  bossId: string,
  update: z.output<typeof bossUpdateSchema>,
): Promise<Boss> {
  const current = await getBossItem(userId, bossId);
  const merged = mergePersonFields(current, update, DEFAULT_BOSS_ROLE, new Date().toISOString());
  const next: BossItem = {
    ...merged,
    relationshipType: update.relationshipType ?? current.relationshipType,
    priorities: update.priorities ?? current.priorities,
    archivedAt: !isActive(merged) ? (current.archivedAt ?? new Date().toISOString()) : undefined,
  };
  return writeBoss(current, next);
}

/**
 * Archives the boss and frees the one-manager slot; nothing written about them is lost.
 * Archiving twice is harmless. @throws NotFoundError, ConflictError
 */
export async function removeBoss(userId: string, bossId: string): Promise<Boss> {
  const current = await getBossItem(userId, bossId);
  if (!isActive(current)) return toBoss(current);
  return writeBoss(current, {
    ...current,
    status: 'archived',
    archivedAt: new Date().toISOString(),
  });
}
