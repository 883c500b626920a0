/**
 * Copies moments captured by hand to their person's latest items
 * (docs/product.md#where-the-moments-show: `latestGivenAt` / `latestRecogAt`). A moment by hand
 * lives in its week's summary only (one write per capture, manual-moments.ts); the read of a
 * person's feedback reads the summaries of the recent weeks itself, and takes older weeks' moments
 * by hand from the latest items. The same write that changes a direct report's feedback given or
 * recognition puts the week summary in the outbox (gsi3 `OUTBOX#mirror`, with the changed entry
 * names in `mirrorChanged`); the outbox sweep calls this to copy, for each person and type changed,
 * the latest capture the item still holds (or none) to `w#<weekStart>` of the latest item
 * (`weekStart`: the item's week), and then takes the summary out of the outbox, on condition that
 * no change came in between (else it stays for the next sweep). Repeating a copy writes the same
 * values.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { LATEST_TYPES } from '../../../shared/domain/moments';
import { getDocumentClient } from '../data/client';
import { isConditionalCheckFailure } from '../data/conditional-write';
import { entities } from '../data/entities';
import { decodeWeekItem, parseManualEntryName } from '../week-summary/week-summary-entries';
import { copyWeekLatest } from './latest-store';

/** Summaries read per page of the outbox. */
const PAGE_SIZE = 25;

/** Copies every pending week's changes by hand; answers how many weeks were copied. */
export async function copyManualMoments(): Promise<number> {
  const { weekSummary } = entities();
  const query = weekSummary.query.pendingMirror({ outbox: 'mirror' }).params() as QueryCommandInput;
  let copied = 0;
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    // Raw items: the entries by hand are not modelled attributes (week-summary-entries.ts).
    const page = await getDocumentClient().send(
      new QueryCommand({ ...query, Limit: PAGE_SIZE, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      if (await copyWeek(item)) copied += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return copied;
}

/** Copies one week's changed entries; false when a change came in meanwhile (left pending). */
async function copyWeek(item: Record<string, unknown>): Promise<boolean> {
  const { userId, weekStart, mirrorPendingAt, mirrorChanged } = item as {
    userId: string;
    weekStart: string;
    mirrorPendingAt: string;
    mirrorChanged?: Set<string>;
  };
  const captures = decodeWeekItem(item)?.manual ?? [];
  const changed = new Map<string, NonNullable<ReturnType<typeof parseManualEntryName>>>();
  for (const name of mirrorChanged ?? []) {
    const entry = parseManualEntryName(name);
    if (!entry || !entry.personKey.startsWith('dr#') || !LATEST_TYPES.has(entry.type)) continue;
    changed.set(`${entry.personKey}|${entry.type}`, entry);
  }
  for (const { personKey, type } of changed.values()) {
    // An item can hold captures of two weeks of a zone: the copy is the latest one left.
    const latest = captures
      .filter((capture) => capture.personKey === personKey && capture.type === type)
      .map((capture) => capture.capturedAt)
      .reduce<string | null>((max, at) => (!max || at > max ? at : max), null);
    await copyWeekLatest(userId, personKey, type, weekStart, latest);
  }
  try {
    await entities()
      .weekSummary.update({ userId, weekStart })
      .remove(['outbox', 'mirrorPendingAt', 'mirrorChanged'])
      .where((attributes, { eq }) => eq(attributes.mirrorPendingAt, mirrorPendingAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
