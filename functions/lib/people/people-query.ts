/**
 * Every person of a user, bosses and direct reports together, in ONE Query: their sort keys sit
 * side by side (`BOSS#…`, `BOSS_SLOT`, `DR#…`), so `sk BETWEEN <boss prefix> AND <direct-report
 * prefix>~` reads them and nothing else of size (the boss slot is dropped on parse). The prefixes
 * come from ElectroDB's own query of each entity; items are parsed back with each entity, which
 * keeps only its own. For pages that need both kinds at once (the dashboard, the nudges). The
 * calendar sync item (`CALSYNC`, data/schema/calendar-sync-entity.ts) sorts in the same range: read
 * with the people, it gives their calendar 1:1s at no extra call.
 */
import { QueryCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';
import { getDocumentClient } from '../data/client';
import { entities } from '../data/entities';
import type { CalendarSyncState } from '../calendar/calendar-matching';
import { calendarSyncOf } from '../calendar/calendar-sync-store';
import type { BossEntity } from '../data/schema/boss-entity';
import type { DirectReportEntity } from '../data/schema/direct-report-entity';

export interface PeopleItems {
  /** Archived ones included, in the order they were added. */
  bosses: EntityItem<BossEntity>[];
  directReports: EntityItem<DirectReportEntity>[];
  /** The last calendar sync, or null (never synced; pages built without it). */
  calendarSync?: CalendarSyncState | null;
}

interface QueryParams {
  TableName: string;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, string>;
}

/** Sorts after every character a key may hold after the prefix (ids are [A-Za-z0-9_-]). */
const PREFIX_END = '~';

/** All person items of the user. One Query (more only past 1 MB of people). */
export async function queryAllPeople(userId: string): Promise<PeopleItems> {
  const { boss, directReport } = entities();
  const bossQuery = boss.query.byUser({ userId }).params() as QueryParams;
  const reportQuery = directReport.query.byUser({ userId }).params() as QueryParams;
  const from = bossQuery.ExpressionAttributeValues[':sk1'];
  const to = reportQuery.ExpressionAttributeValues[':sk1'];
  if (!from || !to || from >= to) throw new Error('Unexpected person key layout');
  const items: Record<string, NativeAttributeValue>[] = [];
  let startKey: Record<string, NativeAttributeValue> | undefined;
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: bossQuery.TableName,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: {
          '#pk': bossQuery.ExpressionAttributeNames['#pk'] ?? 'pk',
          '#sk': bossQuery.ExpressionAttributeNames['#sk1'] ?? 'sk',
        },
        ExpressionAttributeValues: {
          ':pk': bossQuery.ExpressionAttributeValues[':pk'],
          ':from': from,
          ':to': `${to}${PREFIX_END}`,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return {
    bosses: boss.parse({ Items: items }).data,
    directReports: directReport.parse({ Items: items }).data,
    calendarSync: calendarSyncOf(items),
  };
}
