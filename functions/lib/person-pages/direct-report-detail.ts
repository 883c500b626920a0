/**
 * `GET /api/direct-reports/{id}` (docs/product.md#entities 'Direct report detail response'): the
 * person, this week's 1:1s, the next one, top notes, suggested agenda topics (at most 3, chosen by
 * the person's last weeks: shared/domain/prep-bank.ts) and up to 3 nudges from the nudge engine
 * (functions/lib/nudges/nudge-engine.ts). Two DynamoDB calls, sent together: one BatchGetItem for
 * the profile (time zone), the person, the calendar sync (its calendar 1:1s) and the week summaries around now (the engine's facts), and
 * one Query on gsi2 for the newest notes about the person (the 3 top notes and the prep signals).
 */
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { notePreview } from '../../../shared/domain/notes';
import { choosePrepPrompts } from '../../../shared/domain/prep-bank';
import { MAX_PAGE_SUGGESTIONS } from '../../../shared/domain/templates';
import type { DirectReportDetail } from '../../../shared/contract';
import { batchGetItems, itemRead } from '../data/batch-get';
import { DIRECT_REPORT_NOT_FOUND, toDirectReport } from '../people/direct-report-store';
import { entities } from '../data/entities';
import { NotFoundError } from '../errors';
import { chooseNudges } from '../nudges/nudge-engine';
import { weekFactsRead } from '../nudges/week-facts-read';
import { calendarSyncRead } from '../calendar/calendar-sync-store';
import { meetingsBetween, nextMeeting, trackedPerson } from '../one-on-ones/person-meetings';
import { newestNoteItemsAbout, prepSignalsOf } from '../one-on-ones/prep-signals';
import { traitPhrase } from '../one-on-ones/trait-phrases';
import { weekRange, weekStartOf } from '../../../shared/domain/week';

/** How far back to look for the last 1:1 (a quarterly schedule fits), in days. */
const LAST_ONE_ON_ONE_LOOKBACK_DAYS = 100;
/** Notes shown on the page. */
export const TOP_NOTES = 3;

/** @throws NotFoundError for an unknown (or another user's) id. */
export async function directReportDetail(
  userId: string,
  directReportId: string,
  now = new Date(),
): Promise<DirectReportDetail> {
  const { profile, directReport } = entities();
  const weekFacts = weekFactsRead(userId, now);
  const [[profileItem, person, calendarSync, ...summaries], notes] = await Promise.all([
    batchGetItems([
      itemRead(profile.get({ userId }), (input) => profile.parse(input)),
      itemRead(directReport.get({ userId, directReportId }), (input) => directReport.parse(input)),
      calendarSyncRead(userId),
      ...weekFacts.reads,
    ]),
    newestNoteItemsAbout(userId, { kind: 'directReport', id: directReportId }),
  ]);
  if (!person) throw new NotFoundError(DIRECT_REPORT_NOT_FOUND);
  const timeZone = profileItem?.timeZone ?? FALLBACK_TIME_ZONE;
  const tracked = trackedPerson('directReport', person.directReportId, person, calendarSync);
  const week = weekRange(now, timeZone);
  const thisWeek = meetingsBetween(tracked, { from: week.start, to: week.end }, timeZone, now);
  const lookbackStart = new Date(
    now.getTime() - LAST_ONE_ON_ONE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000,
  );
  const past = meetingsBetween(tracked, { from: lookbackStart, to: now }, timeZone, now);
  const next = nextMeeting(tracked, timeZone, now);
  const topNotes = notes.slice(0, TOP_NOTES).map((item) => ({
    id: item.noteId,
    preview: notePreview(item),
    updatedAt: item.updatedAt,
  }));
  const signals = prepSignalsOf({
    audience: 'directReport',
    personId: directReportId,
    person,
    notes,
    weekStart: weekStartOf(now, timeZone),
    now,
  });
  return {
    ...toDirectReport(person),
    snapshot: {
      timeZone,
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      thisWeek,
      completedThisWeek: thisWeek.filter((meeting) => meeting.status === 'completed').length,
      scheduledThisWeek: thisWeek.length,
      lastOneOnOneAt: past.at(-1)?.scheduledTime ?? null,
    },
    nextOneOnOne: next,
    topNotes,
    suggestedAgenda: choosePrepPrompts(signals, MAX_PAGE_SUGGESTIONS, traitPhrase),
    nudges: chooseNudges(
      weekFacts.facts(
        summaries,
        timeZone,
        { bosses: [], directReports: [person], calendarSync },
        profileItem?.createdAt,
      ),
      {
        kind: 'directReport',
        id: directReportId,
      },
    ),
  };
}
