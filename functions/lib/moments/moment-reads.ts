/**
 * Reads of moments for the feedback and manage-up routes (issue 'Coaching intelligence' item 5;
 * spec §3 'Feedback stats', 'Manage-up weekly state'). Moments inferred from notes are moment
 * items (a Query of the week); moments captured by hand are entries of the week's summary
 * (read by key in the same BatchGetItem as the profile or person). Every read stays in the user's
 * partition and takes at most 2 DynamoDB calls (functions/lib/data/README.md 'Access patterns'):
 *
 * - checked-for-person: 1 BatchGetItem (time zone, person, the summaries of the weeks any zone
 *   can be in now) + 1 Query of the person's week (the notes' sentences);
 * - by-direct-report: 1 BatchGetItem (time zone, person, the two latest items, those summaries
 *   and the week before each) + 1 Query;
 * - stats: 1 BatchGetItem (time zone, the summaries) + 1 Query of the week;
 * - breakdown: 1 Query of the direct reports and 1 BatchGetItem (time zone, the summaries),
 *   together: the summaries hold every moment of the week, inferred and by hand;
 * - manage-up current / ai-inferred: 1 BatchGetItem (boss, and for current the week's summary)
 *   and 1 Query of the boss's week, together (current also tells how each moment came about).
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
  candidateWeekStarts,
  weekStartOf,
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
  emptyWeekSummary,
  momentsOfWeek,
  type WeekSummary,
} from '../week-summary/week-summary-entries';
import { shiftWeek, summariesByWeek } from '../week-summary/summary-weeks';
import { weekSummaryRead, weekSummaryReads } from '../week-summary/week-summary-store';
import { latestRead } from './latest-store';
import { personKeyOf } from './moment-keys';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';

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
}

type Counts<T extends string> = Record<T, number>;

const zeroCounts = <T extends string>(types: readonly T[]): Counts<T> =>
  Object.fromEntries(types.map((type) => [type, 0])) as Counts<T>;

/** The active moments inferred from notes of a week, optionally of one person. One Query. */
async function weekMoments(
  userId: string,
  weekStart: string,
  personKey?: string,
): Promise<MomentRow[]> {
  const { data } = await entities()
    .moment.query.byUser({ userId, weekStart, ...(personKey ? { personKey } : {}) })
    .go({ pages: 'all' });
  // Items of source 'manual' are from before moments by hand moved to the week summary.
  return data.filter((item) => item.active && item.source === 'note');
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
      counts[row.type as T] += 1;
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
  const { weekStart, summary } = await personWeek(
    userId,
    { kind: 'directReport', id: directReportId },
    now,
    { summary: true },
  );
  const personKey = personKeyOf('directReport', directReportId);
  const rows = [
    ...(await weekMoments(userId, weekStart, personKey)),
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
 * The weeks whose summaries a person's feedback read takes: each week any zone can be in now, and
 * the week before it (the entries by hand there are read as they are; older weeks' come from the
 * latest items, copied by the outbox sweep).
 */
function recentWeeks(now: Date): string[] {
  const weeks = candidateWeekStarts(now).flatMap((week) => [shiftWeek(week, -1), week]);
  return [...new Set(weeks)].sort();
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
  const [timeZone, person, latestGiven, latestRecog, ...summaries] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, { kind: 'directReport', id: directReportId }),
    latestRead(userId, personKey, 'feedbackGiven', readWeeks),
    latestRead(userId, personKey, 'recognition', readWeeks),
    ...weekSummaryReads(userId, weeks),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const weekStart = weekStartOf(now, timeZone ?? FALLBACK_TIME_ZONE);
  const byWeek = summariesByWeek(weeks, summaries);
  const rows = await weekMoments(userId, weekStart, personKey);
  const manual = [...byWeek.values()].flatMap((summary) => manualRows(summary, personKey));
  const thisWeek = [...rows, ...manual.filter((row) => row.weekStart === weekStart)];
  const newest = (type: MomentType) =>
    latest(...manual.filter((row) => row.type === type).map((row) => row.occurredAt));
  return {
    ...countBy(thisWeek, FEEDBACK_MOMENT_TYPES),
    latestGivenAt: latest(latestGiven, newest('feedbackGiven')),
    latestRecogAt: latest(latestRecog, newest('recognition')),
  };
}

const isDirectReportRow = (row: MomentRow) => row.personKey.startsWith('dr#');

/** The user's zone and the summary of `now`'s week in it: one BatchGetItem. */
async function userWeekSummary(
  userId: string,
  now: Date,
): Promise<{ weekStart: string; summary: WeekSummary }> {
  const weeks = candidateWeekStarts(now);
  const [timeZone, ...summaries] = await batchGetItems([
    timeZoneRead(userId),
    ...weekSummaryReads(userId, weeks),
  ]);
  const weekStart = weekStartOf(now, timeZone ?? FALLBACK_TIME_ZONE);
  const summary = summariesByWeek(weeks, summaries).get(weekStart) ?? emptyWeekSummary(weekStart);
  return { weekStart, summary };
}

/** This week's feedback moments over all direct reports, inferred and by hand. */
export async function feedbackStats(userId: string, now = new Date()): Promise<FeedbackStats> {
  const { weekStart, summary } = await userWeekSummary(userId, now);
  const rows = [...(await weekMoments(userId, weekStart)), ...manualRows(summary)].filter(
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
 * The boss's moments of a week (inferred, and by hand unless `inferredOnly`), checking the boss is
 * the user's: a BatchGetItem (boss, the week's summary) and a Query, together.
 */
async function bossWeek(
  userId: string,
  bossId: string,
  weekStart: string,
  inferredOnly = false,
): Promise<MomentRow[]> {
  const personKey = personKeyOf('boss', bossId);
  const [[boss, summary], rows] = await Promise.all([
    batchGetItems([
      personRead(userId, { kind: 'boss', id: bossId }),
      ...(inferredOnly ? [] : [weekSummaryRead(userId, weekStart)]),
    ]),
    weekMoments(userId, weekStart, personKey),
  ]);
  if (!boss) throw new NotFoundError(BOSS_NOT_FOUND);
  if (inferredOnly) return rows;
  return [...rows, ...manualRows(summary ?? emptyWeekSummary(weekStart), personKey)];
}

/** Manage-up flags in the two spellings of spec §3 (`feedbackAsked` mirrors `proactiveUpdates`). */
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
