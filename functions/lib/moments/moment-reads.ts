/**
 * Reads of moments for the feedback and manage-up routes (issue 'Coaching intelligence' item 5;
 * spec §3 'Feedback stats', 'Manage-up weekly state'). Every read stays in the user's partition
 * and takes at most 2 DynamoDB calls (functions/lib/data/README.md 'Access patterns'):
 *
 * - checked-for-person: 1 BatchGetItem (time zone + person) + 1 Query of the person's week (the
 *   same rows tell how each moment came about: by hand, and the notes' sentences);
 * - by-direct-report: 1 BatchGetItem (time zone, person, the two latest items) + 1 Query;
 * - stats: 1 GetItem (time zone) + 1 Query of the week;
 * - breakdown: 1 Query of the direct reports and 1 Query of the one or two weeks any zone may be
 *   in now, together; the week is then told by the zone the newest moment was written with;
 * - manage-up current / ai-inferred: 1 GetItem (boss) and 1 Query of the boss's week, together
 *   (current also tells how each moment came about, from the same rows).
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
import { batchGetItems, itemRead } from '../data/batch-get';
import { directReportWeek } from './direct-report-week';
import { entities } from '../data/entities';
import { NotFoundError } from '../errors';
import { BOSS_NOT_FOUND } from '../people/boss-store';
import { DIRECT_REPORT_NOT_FOUND, queryAllDirectReports } from '../people/direct-report-store';
import { personRead } from '../people/person-reads';
import { timeZoneRead } from '../profile/profile-store';
import { personKeyOf } from './moment-keys';

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

function activeRows(items: readonly (MomentRow & { active: boolean })[]): MomentRow[] {
  return items.filter((item) => item.active);
}

/** The active moments of a week, optionally of one person. One Query. */
async function weekMoments(
  userId: string,
  weekStart: string,
  personKey?: string,
): Promise<MomentRow[]> {
  const { data } = await entities()
    .moment.query.byUser({ userId, weekStart, ...(personKey ? { personKey } : {}) })
    .go({ pages: 'all' });
  return activeRows(data);
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
  const newestFirst = [...rows].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
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
  const { weekStart } = await directReportWeek(userId, directReportId, now);
  const rows = await weekMoments(userId, weekStart, personKeyOf('directReport', directReportId));
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

/** A direct report's counts this week and the latest feedback given and recognition ever. */
export async function directReportFeedback(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<RouteResponse<typeof api.feedback.byDirectReport>> {
  const { momentLatest } = entities();
  const personKey = personKeyOf('directReport', directReportId);
  const latestRead = (type: MomentType) =>
    itemRead(momentLatest.get({ userId, personKey, type }), (input) => {
      const { data } = momentLatest.parse(input);
      return { data: data?.at ?? null };
    });
  const [timeZone, person, latestGiven, latestRecog] = await batchGetItems([
    timeZoneRead(userId),
    personRead(userId, { kind: 'directReport', id: directReportId }),
    latestRead('feedbackGiven'),
    latestRead('recognition'),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const rows = await weekMoments(
    userId,
    weekStartOf(now, timeZone ?? FALLBACK_TIME_ZONE),
    personKey,
  );
  const newest = (type: MomentType) =>
    latest(...rows.filter((row) => row.type === type).map((row) => row.occurredAt));
  return {
    ...countBy(rows, FEEDBACK_MOMENT_TYPES),
    latestGivenAt: latest(latestGiven, newest('feedbackGiven')),
    latestRecogAt: latest(latestRecog, newest('recognition')),
  };
}

const isDirectReportRow = (row: MomentRow) => row.personKey.startsWith('dr#');

/** This week's feedback moments over all direct reports, inferred and by hand. */
export async function feedbackStats(userId: string, now = new Date()): Promise<FeedbackStats> {
  const { data } = await entities().profile.get({ userId }).go();
  const weekStart = weekStartOf(now, data?.timeZone ?? FALLBACK_TIME_ZONE);
  const rows = (await weekMoments(userId, weekStart)).filter(isDirectReportRow);
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

/** The moments of the one or two weeks any zone may be in at `now`. One Query. */
async function momentsAroundNow(userId: string, now: Date): Promise<MomentRow[]> {
  const [first, last = first] = candidateWeekStarts(now) as [string, string?];
  const { data } = await entities()
    .moment.query.byUser({ userId })
    .between({ weekStart: first }, { weekStart: `${last}~` })
    .go({ pages: 'all' });
  return activeRows(data);
}

/** One row per active direct report: this week's flags and inferred counts (the dot row). */
export async function feedbackBreakdown(
  userId: string,
  now = new Date(),
): Promise<RouteResponse<typeof api.feedback.breakdown>> {
  const [people, around] = await Promise.all([
    queryAllDirectReports(userId),
    momentsAroundNow(userId, now),
  ]);
  // The week is the one the newest moment's zone puts `now` in (no moments: nothing to count).
  const newest = around.reduce<MomentRow | undefined>(
    (max, row) => (!max || row.occurredAt > max.occurredAt ? row : max),
    undefined,
  );
  const weekStart = newest ? weekStartOf(now, newest.timeZone ?? FALLBACK_TIME_ZONE) : null;
  const rows = around.filter((row) => row.weekStart === weekStart);
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

/** The boss's moments of a week, checking the boss is the user's. GetItem and Query together. */
async function bossWeek(userId: string, bossId: string, weekStart: string): Promise<MomentRow[]> {
  const [boss, rows] = await Promise.all([
    entities().boss.get({ userId, bossId }).go(),
    weekMoments(userId, weekStart, personKeyOf('boss', bossId)),
  ]);
  if (!boss.data) throw new NotFoundError(BOSS_NOT_FOUND);
  return rows;
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
  const rows = await bossWeek(userId, bossId, weekStart);
  return { aiInferred: countBy(rows, MANAGE_UP_MOMENT_TYPES, 'note') };
}
