/**
 * `GET /api/bosses/next` (docs/product.md#entities 'Boss next response'): the next 1:1 with the
 * active manager, suggested agenda topics (at most 3, chosen by the manager's priorities and the
 * last weeks: shared/domain/prep-bank.ts), up to 3 nudges from the nudge engine
 * (functions/lib/nudges/nudge-engine.ts) and today's daily reflection question. Two DynamoDB
 * calls: 1 Query of the bosses, then, when there is an active one, 1 BatchGetItem of the profile
 * (time zone), the calendar sync (the manager's calendar 1:1s), the week summaries around now (the engine's facts) and the notes of the manager's
 * recent 1:1s. Their keys are the meeting ids (`NOTE#boss-<id>-<date>`), computed from
 * the schedule in every zone the profile can hold (a 1:1's local date differs by at most a day
 * between zones), so the notes are read without knowing the zone first; general notes about the
 * manager are not read here.
 */
import { FALLBACK_TIME_ZONE, TIME_ZONES } from '../../../shared/domain/constants';
import { dailyReflectionFor } from '../../../shared/domain/daily-reflection';
import { isActive } from '../../../shared/domain/person-kind';
import { choosePrepPrompts } from '../../../shared/domain/prep-bank';
import { MAX_PAGE_SUGGESTIONS } from '../../../shared/domain/templates';
import type { BossNext } from '../../../shared/contract';
import { batchGetItems, itemRead, MAX_BATCH_GET_KEYS } from '../data/batch-get';
import { entities } from '../data/entities';
import { noteRead, type NoteItem } from '../notes/note-items';
import { chooseNudges } from '../nudges/nudge-engine';
import { weekFactsRead } from '../nudges/week-facts-read';
import type { WeekItem } from '../week-summary/week-summary-entries';
import { queryAllBosses } from '../people/boss-store';
import { calendarSyncRead } from '../calendar/calendar-sync-store';
import type { CalendarSyncState } from '../calendar/calendar-matching';
import {
  meetingsBetween,
  nextMeeting,
  trackedPerson,
  type TrackedPerson,
} from '../one-on-ones/person-meetings';
import { LATELY_DAYS, prepSignalsOf } from '../one-on-ones/prep-signals';
import { traitPhrase } from '../one-on-ones/trait-phrases';
import { localDateIn, weekStartOf } from '../../../shared/domain/week';

/** Zones whose local dates cover every other zone's: the profile's choices and the extremes. */
const CANDIDATE_ZONES = [...TIME_ZONES, FALLBACK_TIME_ZONE, 'Pacific/Kiritimati', 'Etc/GMT+12'];

/** Ids of the manager's 1:1s of the last weeks in any zone, newest first. */
function recentMeetingIds(tracked: TrackedPerson, now: Date): string[] {
  const range = { from: new Date(now.getTime() - LATELY_DAYS * 86_400_000), to: now };
  const ids = new Set(
    CANDIDATE_ZONES.flatMap((zone) =>
      meetingsBetween(tracked, range, zone, now).map((meeting) => meeting.id),
    ),
  );
  return [...ids].sort().reverse();
}

export async function bossNext(userId: string, now = new Date()): Promise<BossNext> {
  const boss = (await queryAllBosses(userId)).find(isActive) ?? null;
  if (!boss) return { next: null, agenda: [], nudges: [], dailyReflection: null };
  const tracked: TrackedPerson = { kind: 'boss', id: boss.bossId, person: boss };
  const { profile } = entities();
  const week = weekFactsRead(userId, now);
  const meetingIds = recentMeetingIds(tracked, now).slice(
    0,
    MAX_BATCH_GET_KEYS - 2 - week.reads.length,
  );
  const [profileItem, calendarSyncItem, ...rest] = await batchGetItems([
    itemRead(profile.get({ userId }), (input) => profile.parse(input)),
    calendarSyncRead(userId),
    ...week.reads,
    ...meetingIds.map((id) => noteRead(userId, id)),
  ]);
  const calendarSync = calendarSyncItem as CalendarSyncState | null;
  const summaries = rest.slice(0, week.reads.length) as (WeekItem | null)[];
  const notes = rest.slice(week.reads.length) as (NoteItem | null)[];
  const timeZone = profileItem?.timeZone ?? FALLBACK_TIME_ZONE;
  const facts = week.facts(
    summaries,
    timeZone,
    { bosses: [boss], directReports: [], calendarSync },
    profileItem?.createdAt,
  );
  const signals = prepSignalsOf({
    audience: 'boss',
    personId: boss.bossId,
    person: boss,
    notes: notes.filter((note): note is NoteItem => note !== null),
    weekStart: weekStartOf(now, timeZone),
    now,
  });
  return {
    next: nextMeeting(trackedPerson('boss', boss.bossId, boss, calendarSync), timeZone, now),
    agenda: choosePrepPrompts(signals, MAX_PAGE_SUGGESTIONS, traitPhrase),
    nudges: chooseNudges(facts, { kind: 'boss' }),
    dailyReflection: dailyReflectionFor(userId, localDateIn(now, timeZone)),
  };
}
