/**
 * Reads of moments for the feedback and manage-up routes (docs/product.md#where-the-moments-show,
 * #entities 'Feedback stats', 'Manage-up weekly state'). Moments inferred from notes are moment
 * items; moments captured by hand are entries of week summary items (read by key in the same
 * BatchGetItem as the profile or person). Weeks are the user's zone's when read: an entry or moment
 * of a week sits in that week's item or one next to it, so a read takes those and keeps what counts
 * in the week (week-summary/zoned-weeks.ts). Every read stays in the user's partition and takes at
 * most 2 DynamoDB calls (docs/data.md#access-patterns):
 *
 * - checked-for-person: 1 BatchGetItem (time zone, person, the items of the weeks any zone can
 *   be in now, with their neighbours) + 1 Query of the three items' moments of the person (the
 *   notes' sentences);
 * - by-direct-report: 1 BatchGetItem (time zone, person, the two latest items, those items and
 *   the week before) + 1 Query;
 * - stats: 1 BatchGetItem (time zone, the items) + 1 Query of the three items' moments;
 * - breakdown: 1 Query of the direct reports and 1 BatchGetItem (time zone, the items), together:
 *   the items hold every moment of the week, inferred and by hand;
 * - manage-up current / ai-inferred: 1 BatchGetItem (boss, time zone, and for current the week's
 *   items) and 1 Query of the three items' moments of the boss, together (current also tells how
 *   each moment came about).
 */
import type {
  CheckedForPerson,
  FeedbackStats,
  ManageUpCurrent,
  ManageUpState,
  MomentDetail,
  RouteResponse,
} from '../../../shared/contract';
import type { api } from '../../../shared/contract/api';
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import {
  FEEDBACK_MOMENT_TYPES,
  MANAGE_UP_MOMENT_TYPES,
  type FeedbackMomentType,
  type ManageUpMomentType,
  type MomentType,
} from '../../../shared/domain/moments';
import { batchGetItems } from '../data/batch-get';
import { personWeek } from './person-week';
import { entities } from '../data/entities';
import { NotFoundError } from '../errors';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { DIRECT_REPORT_NOT_FOUND, queryAllDirectReports } from '../people/direct-report-store';
import { personRead } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';
import {
  momentsOfWeek,
  type WeekItem,
  type WeekSummary,
} from '../week-summary/week-summary-entries';
import { currentWeekItems } from '../week-summary/summary-weeks';
import { weekSummaryReads } from '../week-summary/week-summary-store';
import { itemWeeksOf, momentWeekIn, zonedWeek, zonedWeeks } from '../week-summary/zoned-weeks';
import { latestRead } from './latest-store';
import { personKeyOf } from './moment-keys';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import { candidateWeekStarts, shiftWeek, weekStartOf } from '../../../shared/domain/week';

/** An active moment as the reads need it. */
export interface MomentRow {
  weekStart: string;
  personKey: string;
  type: MomentType;
  source: 'note' | 'manual';
  occurredAt: string;
  timeZone?: string | undefined;
  /** An inferred moment's note and the sentence of it that records the moment. */
  noteId?: string | undefined;
  sentence?: string | undefined;
  /** An inferred moment's note state (`<createdAt>#<version>`): where its week starts from. */
  rank?: string | undefined;
  /** How many moments the row stands for (a week summary's count); 1 when absent. */
  count?: number | undefined;
}

type Counts<T extends string> = Record<T, number>;

const zeroCounts = <T extends string>(types: readonly T[]): Counts<T> =>
  Object.fromEntries(types.map((type) => [type, 0])) as Counts<T>;

/**
 * The active moments inferred from notes that can count in the week `weekStart` (in any zone),
 * optionally of one person: one Query of the moment keys of the week's items (itemWeeksOf: the
 * week and its neighbours), `sk BETWEEN 'MOMENT#<first>' AND 'MOMENT#<the week after the last>'`.
 * Place them with inWeek once the zone is known.
 */
async function momentsAround(
  userId: string,
  weekStart: string,
  personKey?: string,
): Promise<MomentRow[]> {
  const items = itemWeeksOf([weekStart]);
  const first = items[0] ?? weekStart;
  const afterLast = shiftWeek(items.at(-1) ?? weekStart, 1);
  const query = entities()
    .moment.query.byUser({ userId })
    .between({ weekStart: first }, { weekStart: afterLast });
  const { data } = await (
    personKey ? query.where((attributes, { eq }) => eq(attributes.personKey, personKey)) : query
  ).go({ pages: 'all' });
  // Items of source 'manual' are from before moments by hand moved to the week summary.
  return data.filter((item) => item.active && item.source === 'note');
}

/** The moments of `rows` that count in `weekStart` in the zone, with that week. */
function inWeek(rows: readonly MomentRow[], weekStart: string, timeZone: string): MomentRow[] {
  return rows
    .filter((row) => momentWeekIn(row, timeZone) === weekStart)
    .map((row) => ({ ...row, weekStart }));
}

/** The active moments inferred from notes that count in `weekStart` in the zone. One Query. */
async function weekMoments(
  userId: string,
  weekStart: string,
  timeZone: string,
  personKey?: string,
): Promise<MomentRow[]> {
  return inWeek(await momentsAround(userId, weekStart, personKey), weekStart, timeZone);
}

/** The moments captured by hand of a week's summary, optionally of one person. */
function manualRows(summary: WeekSummary, personKey?: string): MomentRow[] {
  return summary.manual
    .filter((entry) => !personKey || entry.personKey === personKey)
    .map((entry) => ({
      weekStart: summary.weekStart,
      personKey: entry.personKey,
      type: entry.type,
      source: 'manual',
      occurredAt: entry.capturedAt,
    }));
}

function countBy<T extends MomentType>(
  rows: readonly MomentRow[],
  types: readonly T[],
  source?: MomentRow['source'],
): Counts<T> {
  const counts = zeroCounts(types);
  for (const row of rows) {
    if ((types as readonly string[]).includes(row.type) && (!source || row.source === source)) {
      counts[row.type as T] += row.count ?? 1;
    }
  }
  return counts;
}

const flagsOf = <T extends string>(counts: Counts<T>): Record<T, boolean> =>
  Object.fromEntries(
    Object.entries(counts).map(([type, count]) => [type, (count as number) > 0]),
  ) as Record<T, boolean>;

/**
 * How each moment of `types` came about in the rows: captured by hand, and the notes it was
 * inferred from with their sentences, newest first.
 */
function detailsOf<T extends MomentType>(
  rows: readonly MomentRow[],
  types: readonly T[],
): Record<T, MomentDetail> {
  const details = Object.fromEntries(
    types.map((type): [T, MomentDetail] => [type, { manual: false, inferred: [] }]),
  ) as Record<T, MomentDetail>;
  const newestFirst = [...rows].sort((a, b) => compareCodeUnits(b.occurredAt, a.occurredAt));
  for (const row of newestFirst) {
    const detail = details[row.type as T] as MomentDetail | undefined;
    if (!detail) continue;
    if (row.source === 'manual') detail.manual = true;
    else if (row.noteId) {
      detail.inferred.push({
        noteId: row.noteId,
        sentence: row.sentence ?? null,
        occurredAt: row.occurredAt,
      });
    }
  }
  return details;
}

/** This week's feedback flags of a direct report, and how each moment came about. */
export async function checkedForPerson(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<CheckedForPerson> {
  const { weekStart, timeZone, summary } = await personWeek(
    userId,
    { kind: 'directReport', id: directReportId },
    now,
    { summary: true },
  );
  const personKey = personKeyOf('directReport', directReportId);
  const rows = [
    ...(await weekMoments(userId, weekStart, timeZone, personKey)),
    ...manualRows(summary, personKey),
  ];
  return {
    ...flagsOf(countBy(rows, FEEDBACK_MOMENT_TYPES)),
    moments: detailsOf(rows, FEEDBACK_MOMENT_TYPES),
  };
}

const latest = (...values: (string | null | undefined)[]): string | null =>
  values.reduce<string | null>(
    (max, value) => (value && (!max || value > max) ? value : max),
    null,
  );

/**
 * The items a person's feedback read takes: those of each week any zone can be in now and of the
 * week before it, with their neighbours (the entries by hand there are read as they are; older
 * items' come from the latest items, copied by the outbox sweep). At most 5.
 */
function recentWeeks(now: Date): string[] {
  return itemWeeksOf(candidateWeekStarts(now).flatMap((week) => [shiftWeek(week, -1), week]));
}

/** A direct report's counts this week and the latest feedback given and recognition remaining. */
export async function directReportFeedback(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<RouteResponse<typeof api.feedback.byDirectReport>> {
  const personKey = personKeyOf('directReport', directReportId);
  const weeks = recentWeeks(now);
  const readWeeks = new Set(weeks);
  const [storedZone, person, latestGiven, latestRecog, ...items] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, { kind: 'directReport', id: directReportId }),
    latestRead(userId, personKey, 'feedbackGiven', readWeeks),
    latestRead(userId, personKey, 'recognition', readWeeks),
    ...weekSummaryReads(userId, weeks),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const weekStart = weekStartOf(now, timeZone);
  const rows = await weekMoments(userId, weekStart, timeZone, personKey);
  const thisWeek = [
    ...rows,
    ...manualRows(zonedWeek(zonedWeeks(items, timeZone), weekStart), personKey),
  ];
  // Every capture of the items read counts for the latest times, whichever week it is in.
  const captures = items.flatMap((item) => item?.manual ?? []);
  const newest = (type: MomentType) =>
    latest(
      ...captures
        .filter((entry) => entry.personKey === personKey && entry.type === type)
        .map((entry) => entry.capturedAt),
    );
  return {
    ...countBy(thisWeek, FEEDBACK_MOMENT_TYPES),
    latestGivenAt: latest(latestGiven, newest('feedbackGiven')),
    latestRecogAt: latest(latestRecog, newest('recognition')),
  };
}

const isDirectReportRow = (row: MomentRow) => row.personKey.startsWith('dr#');

/** The user's zone and `now`'s week in it, from the items that can hold it: one BatchGetItem. */
async function userWeekSummary(
  userId: string,
  now: Date,
): Promise<{ weekStart: string; timeZone: string; summary: WeekSummary }> {
  const weeks = currentWeekItems(now);
  const [storedZone, ...items] = await batchGetItems([
    timeZoneRead(userId),
    ...weekSummaryReads(userId, weeks),
  ]);
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const weekStart = weekStartOf(now, timeZone);
  return { weekStart, timeZone, summary: zonedWeek(zonedWeeks(items, timeZone), weekStart) };
}

/** This week's feedback moments over all direct reports, inferred and by hand. */
export async function feedbackStats(userId: string, now = new Date()): Promise<FeedbackStats> {
  const { weekStart, timeZone, summary } = await userWeekSummary(userId, now);
  const rows = [...(await weekMoments(userId, weekStart, timeZone)), ...manualRows(summary)].filter(
    isDirectReportRow,
  );
  const inferred = countBy(rows, FEEDBACK_MOMENT_TYPES, 'note');
  const manual = countBy(rows, FEEDBACK_MOMENT_TYPES, 'manual');
  const stat = (type: FeedbackMomentType) => ({
    total: inferred[type] + manual[type],
    aiInferred: inferred[type],
    manual: manual[type],
  });
  return {
    weekStart,
    feedbackGiven: stat('feedbackGiven'),
    feedbackAsked: stat('feedbackAsked'),
    recognition: stat('recognition'),
  };
}

/** One row per active direct report: this week's flags and inferred counts (the dot row). */
export async function feedbackBreakdown(
  userId: string,
  now = new Date(),
): Promise<RouteResponse<typeof api.feedback.breakdown>> {
  const [people, { summary }] = await Promise.all([
    queryAllDirectReports(userId),
    userWeekSummary(userId, now),
  ]);
  // The summary holds the week's moments: inferred (per note) and by hand.
  const rows: MomentRow[] = momentsOfWeek(summary).map((moment) => ({
    weekStart: summary.weekStart,
    personKey: moment.personKey,
    type: moment.type,
    source: moment.source === 'inferred' ? 'note' : 'manual',
    occurredAt: moment.occurredAt,
    count: moment.count,
  }));
  return people
    .filter((person) => person.status === 'active')
    .map((person) => {
      const own = rows.filter(
        (row) => row.personKey === personKeyOf('directReport', person.directReportId),
      );
      return {
        directReportId: person.directReportId,
        ...flagsOf(countBy(own, FEEDBACK_MOMENT_TYPES)),
        aiInferred: countBy(own, FEEDBACK_MOMENT_TYPES, 'note'),
      };
    });
}

/**
 * The boss's moments of a week in the user's zone (inferred, and by hand unless `inferredOnly`),
 * checking the boss is the user's: a BatchGetItem (boss, time zone, the week's items) and a Query
 * of the boss's moments of those items, together.
 */
async function bossWeek(
  userId: string,
  bossId: string,
  weekStart: string,
  inferredOnly = false,
): Promise<MomentRow[]> {
  const personKey = personKeyOf('boss', bossId);
  const weeks = inferredOnly ? [] : itemWeeksOf([weekStart]);
  const [[boss, storedZone, ...items], around] = await Promise.all([
    batchGetItems([
      personRead(userId, { kind: 'boss', id: bossId }),
      timeZoneRead(userId),
      ...weekSummaryReads(userId, weeks),
    ]),
    momentsAround(userId, weekStart, personKey),
  ]);
  if (!boss) throw new NotFoundError(BOSS_NOT_FOUND);
  const timeZone = storedZone ?? FALLBACK_TIME_ZONE;
  const rows = inWeek(around, weekStart, timeZone);
  if (inferredOnly) return rows;
  const summary = zonedWeek(zonedWeeks(items as (WeekItem | null)[], timeZone), weekStart);
  return [...rows, ...manualRows(summary, personKey)];
}

/**
 * Manage-up flags in the two spellings of docs/product.md#entities (`feedbackAsked` mirrors
 * `proactiveUpdates`).
 */
export function manageUpState(flags: Record<ManageUpMomentType, boolean>): ManageUpState {
  return { ...flags, feedbackAsked: flags.proactiveUpdates };
}

/** A week's manage-up flags (inferred from notes or set by hand), and how each came about. */
export async function manageUpCurrent(
  userId: string,
  bossId: string,
  weekStart: string,
): Promise<ManageUpCurrent> {
  const rows = await bossWeek(userId, bossId, weekStart);
  return {
    ...manageUpState(flagsOf(countBy(rows, MANAGE_UP_MOMENT_TYPES))),
    moments: detailsOf(rows, MANAGE_UP_MOMENT_TYPES),
  };
}

/** A week's manage-up moments inferred from notes, counted. */
export async function manageUpAiInferred(
  userId: string,
  bossId: string,
  weekStart: string,
): Promise<RouteResponse<typeof api.manageUp.aiInferred>> {
  const rows = await bossWeek(userId, bossId, weekStart, true);
  return { aiInferred: countBy(rows, MANAGE_UP_MOMENT_TYPES, 'note') };
}
