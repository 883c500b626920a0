/**
 * The users-due index of Slack nudges (docs/product.md#slack-nudges, docs/data.md#slack-nudges):
 * the Slack integration item carries `nextNudgeAt` (ISO 8601 UTC, the user's next slot:
 * nudge-slots.ts) and `nudgeShard`, which ElectroDB keys on gsi3 as `NUDGEDUE#<shard>` /
 * `<nextNudgeAt>`. Only a connected Slack item with a nudge scheduled has those keys (a sparse
 * index): a disconnect deletes the item, a revoked token removes them with the tokens.
 *
 * - `nudgeScheduleFields`: the attributes to store with a new connection (no I/O).
 * - `rescheduleSlackNudges`: 1 UpdateItem, after the user changed frequency or time zone.
 * - `dueNudges`: 1 Query per shard and page of the index, never a Scan.
 * - `claimNudgeSlot`: 1 UpdateItem conditional on the slot still being the one due: of two runs
 *   in one slot, one claims it — the exactly-once guard of the nudge job.
 *
 * The schedule attributes are written without touching the item's `version`: their own conditions
 * guard them, and a token marked dead meanwhile is never undone by them.
 */
import { stableHash } from '../../../../shared/domain/stable-hash';
import { isConditionalCheckFailure } from '../../data/conditional-write';
import { entities } from '../../data/entities';
import { nextNudgeSlot, type NudgePreferences } from './nudge-slots';

/** Partitions of the users-due index, so no one index partition takes every user's writes. */
export const NUDGE_SHARDS = 4;
/** Items one page of the index Query returns. */
export const DUE_PAGE_SIZE = 100;

/** The index shard of a user ('0' … NUDGE_SHARDS - 1), stable for the user. */
export function nudgeShardOf(userId: string): string {
  return String(stableHash(userId) % NUDGE_SHARDS);
}

/** The schedule attributes of a user's Slack item: the first slot after `now`. */
export function nudgeScheduleFields(
  userId: string,
  preferences: NudgePreferences,
  now: Date,
): { nextNudgeAt: string; nudgeShard: string } {
  return {
    nextNudgeAt: nextNudgeSlot(now, preferences).toISOString(),
    nudgeShard: nudgeShardOf(userId),
  };
}

/**
 * Moves the user's next nudge to the first slot of `preferences` after `now`, when Slack is
 * connected (a no-op otherwise). 1 UpdateItem.
 */
export async function rescheduleSlackNudges(
  userId: string,
  preferences: NudgePreferences,
  now = new Date(),
): Promise<void> {
  try {
    await entities()
      .integration.patch({ userId, provider: 'slack' })
      .set(nudgeScheduleFields(userId, preferences, now))
      .where(({ status }, { eq }) => eq(status, 'connected'))
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

/** A user whose nudge slot has come. */
export interface DueNudge {
  userId: string;
  /** The slot due (ISO 8601 UTC): what claimNudgeSlot expects. */
  slot: string;
}

/** The users whose slot is at or before `now`, shard by shard, a page at a time. */
export async function* dueNudges(now: Date): AsyncGenerator<DueNudge[]> {
  const { integration } = entities();
  for (let shard = 0; shard < NUDGE_SHARDS; shard += 1) {
    let cursor: string | null = null;
    do {
      const page: { data: { userId: string; nextNudgeAt?: string }[]; cursor: string | null } =
        await integration.query
          .byNudgeDue({ nudgeShard: String(shard) })
          .lte({ nextNudgeAt: now.toISOString() })
          .go({ cursor, limit: DUE_PAGE_SIZE, attributes: ['userId', 'nextNudgeAt'] });
      const due = page.data.flatMap((item) =>
        item.nextNudgeAt ? [{ userId: item.userId, slot: item.nextNudgeAt }] : [],
      );
      if (due.length > 0) yield due;
      cursor = page.cursor;
    } while (cursor);
  }
}

/**
 * Claims `due.slot` for this run and schedules the next slot (`next`): true when this run claimed
 * it; false when another run did (or the user disconnected) — then nothing is sent.
 */
export async function claimNudgeSlot(due: DueNudge, next: Date): Promise<boolean> {
  try {
    await entities()
      .integration.patch({ userId: due.userId, provider: 'slack' })
      .set({
        nextNudgeAt: next.toISOString(),
        nudgeShard: nudgeShardOf(due.userId),
        lastNudgeSlot: due.slot,
      })
      .where(
        ({ nextNudgeAt, status }, { eq }) =>
          `${eq(nextNudgeAt, due.slot)} AND ${eq(status, 'connected')}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
