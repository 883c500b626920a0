/**
 * The facts of a user's week (docs/product.md#the-weekly-picture, #nudges), derived purely from
 * what two DynamoDB calls read (functions/lib/nudges/user-week.ts): the people, the time zone and
 * the week summaries around now. The dashboard, the nudge engine, the banners and the person pages
 * all work from these, so they agree with each other. `now` is injected; weeks are Monday 00:00 to
 * Monday 00:00 in the user's zone, computed here with the shared schedule rules (date-fns +
 * @date-fns/tz).
 *
 * Only time the app knew about counts: a person's 1:1s start on the day they were added (or at
 * their first calendar event: person-meetings.ts), and `accountSince` tells where the account's
 * history starts, so a rule claiming 'no X in two weeks' can check that there were two weeks to
 * look at ({@link knownSince}; docs/product.md#nudges).
 */
import { TZDate } from '@date-fns/tz';
import { subWeeks } from 'date-fns';
import type { Commitment, Meeting } from '../../../shared/contract';
import { type MomentType } from '../../../shared/domain/moments';
import { isActive, type PersonKind } from '../../../shared/domain/person-kind';
import { personKeyOf } from '../moments/moment-keys';
import { unmatchedMeetingsCount } from '../calendar/calendar-matching';
import type { PeopleItems } from '../people/people-query';
import {
  personMeetings,
  trackedPerson,
  type PersonMeetings,
  type TrackedPerson,
} from '../one-on-ones/person-meetings';
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';
import {
  emptyWeekSummary,
  momentsOfWeek,
  shownMomentsOfWeek,
  type MeetingNoteFlags,
  type WeekMoment,
  type WeekSummary,
} from '../week-summary/week-summary-entries';
import { SUMMARY_WEEKS_BEFORE } from '../week-summary/summary-weeks';
import { shiftWeek, weekRange, weekStartOf } from '../../../shared/domain/week';
import { FALLBACK_TIME_ZONE } from '../../../shared/domain/constants';
import { MS_PER_DAY } from '../../../shared/domain/calendar-day';

/** How far ahead the facts look for 1:1s (the boss nudge looks 48 h ahead). */
export const LOOKAHEAD_MS = 48 * 60 * 60 * 1000;
/**
 * How far back each person's 1:1s are worked out (the dashboard's 'in touch' looks 14 days back),
 * so every reader of this request shares one computation (docs/performance.md#the-hot-path).
 */
export const LOOKBACK_MS = 14 * 24 * 60 * 60 * 1000;

/** A 1:1 with its note flags (from the week summaries). */
export interface FactMeeting extends Meeting {
  hasAgenda: boolean;
  hasReflection: boolean;
}

/** An active person as the rules need them. */
export interface FactPerson {
  kind: PersonKind;
  id: string;
  /** `dr#<id>` / `boss#<id>`, as notes and moments name people. */
  personKey: string;
  tracked: TrackedPerson;
  firstName: string;
  /** When they were added (ISO 8601 UTC). */
  addedAt: string;
  strengths: number;
  growthAreas: number;
  priorities: number;
  /** The next 1:1 after now, or null. */
  next: Meeting | null;
  /** Their 1:1s from LOOKBACK_MS before now to the facts' end, computed once. */
  meetings: PersonMeetings;
}

/** An open commitment as the nudges need it (docs/api.md#commitments). */
export interface FactCommitment {
  id: string;
  /** 'me': the manager promised it; 'them': the person did. */
  owner: Commitment['owner'];
  /** The person it was promised to or by (`dr#<id>` / `boss#<id>`). */
  personKey: string;
  text: string;
  /** 'YYYY-MM-DD' or null. */
  due: string | null;
  /** The local date of the 1:1 it was made in. */
  meetingDate: string;
}

/** A moment with the week it counts in. */
export interface FactMoment extends WeekMoment {
  weekStart: string;
}

export interface WeekFacts {
  now: Date;
  timeZone: string;
  /**
   * Where the account's history starts (sign-up): the profile's creation, or the first person's
   * addition when earlier (the onboarding wizard saves people before the profile); `now` when
   * there is neither. Nothing before it was known to the app.
   */
  accountSince: Date;
  /** This week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  week: { start: Date; end: Date };
  /** Active direct reports, in the order they were added. */
  directReports: FactPerson[];
  /** The active manager, if any. */
  boss: FactPerson | null;
  /** 1:1s with anyone from the start of this week to 48 h from now (or the week's end, if later), ascending. */
  meetings: FactMeeting[];
  /**
   * Moments of this week and the 4 before it (room for a rolling 4-week window), any source:
   * those inferred counted per person and type, those by hand one by one.
   */
  moments: FactMoment[];
  /** This week's moments one by one as a list shows them: the newest inferred, and those by hand. */
  shownMoments: FactMoment[];
  /** This week's live notes per person key ('' for notes about no one). */
  notesThisWeek: Record<string, number>;
  /** Banner ids dismissed this week. */
  dismissedBanners: string[];
  /** Calendar 1:1 partners matching none of the user's people (calendar/calendar-matching.ts). */
  unmatchedMeetingsCount: number;
  /**
   * The user's open commitments with their active people, the manager's own first, each oldest 1:1
   * first (at most a page: nudges/user-week.ts); empty when the reader did not read them.
   */
  openCommitments: FactCommitment[];
  /** Commitments ticked done this week and not reopened (the week summaries' kept entries). */
  commitmentsKept: number;
}

function factPerson(
  tracked: TrackedPerson,
  covering: { from: Date; to: Date },
  timeZone: string,
  now: Date,
): FactPerson {
  const { person } = tracked;
  const meetings = personMeetings(tracked, covering, timeZone, now);
  const extra = person as { strengths?: string[]; opportunities?: string[]; priorities?: string[] };
  return {
    kind: tracked.kind,
    id: tracked.id,
    personKey: personKeyOf(tracked.kind, tracked.id),
    tracked,
    firstName: person.firstName,
    addedAt: person.createdAt,
    strengths: extra.strengths?.length ?? 0,
    growthAreas: extra.opportunities?.length ?? 0,
    priorities: extra.priorities?.length ?? 0,
    next: meetings.next(),
    meetings,
  };
}

/** Builds the facts of the week holding `now` in `timeZone`. */
export function buildWeekFacts(input: {
  now: Date;
  timeZone: string;
  people: PeopleItems;
  /** Summaries by week start; missing weeks count as empty. */
  summaries: ReadonlyMap<string, WeekSummary>;
  /** The profile's createdAt (ISO 8601 UTC), null or absent before the profile is first saved. */
  profileCreatedAt?: string | null | undefined;
  /** The user's open commitments, when the reader read them. */
  commitments?: readonly Commitment[];
}): WeekFacts {
  const { now, timeZone, people, summaries } = input;
  const week = weekRange(now, timeZone);
  const weekStart = weekStartOf(now, timeZone);
  const until = new Date(Math.max(week.end.getTime(), now.getTime() + LOOKAHEAD_MS));
  const covering = {
    from: new Date(Math.min(week.start.getTime(), now.getTime() - LOOKBACK_MS)),
    to: until,
  };
  const directReports = people.directReports
    .filter(isActive)
    .map((person) =>
      factPerson(
        trackedPerson('directReport', person.directReportId, person, people.calendarSync),
        covering,
        timeZone,
        now,
      ),
    );
  const activeBoss = people.bosses.find(isActive);
  const boss = activeBoss
    ? factPerson(
        trackedPerson('boss', activeBoss.bossId, activeBoss, people.calendarSync),
        covering,
        timeZone,
        now,
      )
    : null;

  const summaryOf = (monday: string) => summaries.get(monday) ?? emptyWeekSummary(monday);
  const noteById = new Map<string, MeetingNoteFlags>();
  for (const summary of summaries.values()) {
    for (const note of summary.meetingNotes) noteById.set(note.noteId, note);
  }
  const meetings = [...directReports, ...(boss ? [boss] : [])]
    .flatMap((person) => person.meetings.between({ from: week.start, to: until }))
    .sort((a, b) => compareCodeUnits(a.scheduledTime, b.scheduledTime))
    .map((meeting): FactMeeting => {
      const note = noteById.get(meeting.id);
      return {
        ...meeting,
        hasAgenda: note?.hasAgenda ?? false,
        hasReflection: note?.hasReflection ?? false,
      };
    });
  const moments = Array.from({ length: SUMMARY_WEEKS_BEFORE + 1 }, (_, index) =>
    shiftWeek(weekStart, -index),
  ).flatMap((monday) =>
    momentsOfWeek(summaryOf(monday)).map((moment) => ({ ...moment, weekStart: monday })),
  );
  const current = summaryOf(weekStart);
  return {
    now,
    timeZone,
    accountSince: accountSinceOf(input.profileCreatedAt, people, now),
    weekStart,
    week,
    directReports,
    boss,
    meetings,
    moments,
    shownMoments: shownMomentsOfWeek(current).map((moment) => ({ ...moment, weekStart })),
    notesThisWeek: current.notesByPerson,
    dismissedBanners: current.dismissedBanners,
    unmatchedMeetingsCount: unmatchedMeetingsCount(people.calendarSync, [
      ...people.bosses,
      ...people.directReports,
    ]),
    openCommitments: factCommitments(input.commitments ?? [], [
      ...directReports,
      ...(boss ? [boss] : []),
    ]),
    commitmentsKept: current.commitmentsKept.length,
  };
}

/** The open commitments with one of the active `people`, in the order read. */
function factCommitments(
  commitments: readonly Commitment[],
  people: readonly FactPerson[],
): FactCommitment[] {
  const active = new Set(people.map((person) => person.personKey));
  return commitments.flatMap((commitment) => {
    const personKey = commitment.bossId
      ? personKeyOf('boss', commitment.bossId)
      : personKeyOf('directReport', commitment.directReportId ?? '');
    if (commitment.done || !active.has(personKey)) return [];
    const { id, owner, text, due, meetingDate } = commitment;
    return [{ id, owner, personKey, text, due, meetingDate }];
  });
}

/** The earliest of the profile's creation and the people's additions (archived too), else now. */
function accountSinceOf(
  profileCreatedAt: string | null | undefined,
  people: PeopleItems,
  now: Date,
): Date {
  const instants = [
    profileCreatedAt,
    ...[...people.bosses, ...people.directReports].map((person) => person.createdAt),
  ]
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map((value) => Date.parse(value))
    .filter((value) => !Number.isNaN(value));
  return new Date(Math.min(now.getTime(), ...instants));
}

/**
 * The instant `weeks` calendar weeks before now, in the user's zone (date-fns + @date-fns/tz). In
 * UTC (the fallback zone), whose clocks never change, that is `weeks` × 7 days earlier, counted
 * without TZDate, whose Intl formatter would cost a cold start 20–25 ms
 * (docs/performance.md#cold-starts).
 */
export function weeksBefore(facts: WeekFacts, weeks: number): Date {
  if (facts.timeZone === FALLBACK_TIME_ZONE) {
    return new Date(facts.now.getTime() - weeks * 7 * MS_PER_DAY);
  }
  return new Date(subWeeks(new TZDate(facts.now.getTime(), facts.timeZone), weeks).getTime());
}

/**
 * Whether the app knew the account — and `person`, when given — at `since`: a claim about the time
 * from `since` to now ('no recognition in two weeks') is only made when it did.
 */
export function knownSince(facts: WeekFacts, person: FactPerson | null, since: Date): boolean {
  if (facts.accountSince > since) return false;
  return !person || Date.parse(person.addedAt) <= since.getTime();
}

/**
 * Whether a person (anyone: null) had a moment of `type` from `since` to now: one that occurred
 * since then, or one counted in a week that reaches past `since` (so a claim of 'none since' is
 * never made while a moment of that stretch is known).
 */
export function hadMomentSince(
  facts: WeekFacts,
  personKey: string | null,
  type: MomentType,
  since: Date,
): boolean {
  const sinceWeek = weekStartOf(since, facts.timeZone);
  return facts.moments.some(
    (moment) =>
      moment.type === type &&
      (personKey === null || moment.personKey === personKey) &&
      (Date.parse(moment.occurredAt) >= since.getTime() || moment.weekStart >= sinceWeek),
  );
}

/** Whether a person had a moment of `type` in the weeks from `fromWeek` to this one. */
export function hadMoment(
  facts: WeekFacts,
  personKey: string | null,
  type: MomentType,
  fromWeek: string = facts.weekStart,
): boolean {
  return facts.moments.some(
    (moment) =>
      moment.type === type &&
      moment.weekStart >= fromWeek &&
      (personKey === null || moment.personKey === personKey),
  );
}

/** This week's moments. */
export function momentsThisWeek(facts: WeekFacts): FactMoment[] {
  return facts.moments.filter((moment) => moment.weekStart === facts.weekStart);
}

/** This week's 1:1s (Monday to Monday), of one kind of person. */
export function meetingsThisWeek(facts: WeekFacts, kind: PersonKind): FactMeeting[] {
  const end = facts.week.end.getTime();
  return facts.meetings.filter(
    (meeting) =>
      new Date(meeting.scheduledTime).getTime() < end &&
      (kind === 'boss' ? meeting.bossId !== null : meeting.directReportId !== null),
  );
}
