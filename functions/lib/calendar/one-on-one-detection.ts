/**
 * 1:1 detection (docs/product.md#calendar-sync-and-11-detection), pure: which calendar events are
 * 1:1s, and with whom.
 *
 * An event is a 1:1 candidate when it is timed (not all-day), not cancelled, has exactly one
 * other human attendee — rooms and other resources, and the user (`self`, or the connected
 * account's email), excluded — and neither of the two declined it (the attendees'
 * `responseStatus: 'declined'`; 'needsAction', 'tentative' and 'accepted' keep it). Its score
 * starts at BASE_SCORE, is boosted by recurrence and by a title such as '1:1', '1on1', 'one on
 * one' or 'A <> B', and penalised past 90 minutes; events scoring at least ONE_ON_ONE_THRESHOLD
 * are 1:1s. A recurring series with one 1:1 instance is a 1:1 series: all its instances in the
 * window belong to that person, cancelled ones — and ones either of the two declined — marked
 * cancelled (Google sends cancelled instances with only id, recurringEventId and
 * originalStartTime), so a moved, cancelled or declined occurrence moves or drops that week's 1:1.
 * A person `organizedByThem` organises most of their 1:1s with the user (the event's
 * `organizer`), the hint the team review reads to suggest the user's manager.
 *
 * Titles are only pattern-matched here: they are other people's text, never stored, logged or
 * sent to a model.
 */
import { compareCodeUnits } from '../../../shared/domain/code-unit-order';

/** The fields of a Calendar API event read here (a structural subset of `calendar_v3.Schema$Event`). */
export interface CalendarEventLike {
  id?: string | null;
  status?: string | null;
  summary?: string | null;
  recurringEventId?: string | null;
  recurrence?: string[] | null;
  start?: { dateTime?: string | null; date?: string | null } | null;
  end?: { dateTime?: string | null; date?: string | null } | null;
  originalStartTime?: { dateTime?: string | null; date?: string | null } | null;
  organizer?: { email?: string | null; self?: boolean | null } | null;
  attendees?:
    | {
        email?: string | null;
        displayName?: string | null;
        self?: boolean | null;
        resource?: boolean | null;
        organizer?: boolean | null;
        /** 'needsAction', 'declined', 'tentative' or 'accepted'. */
        responseStatus?: string | null;
      }[]
    | null;
}

/** A 1:1 event of a detected person. */
export interface DetectedEvent {
  eventId: string;
  /** ISO 8601 UTC. */
  start: string;
  cancelled: boolean;
}

/** A person the user has 1:1s with, by (lower-cased) email. */
export interface DetectedPerson {
  email: string;
  firstName: string;
  lastName: string;
  /** Ascending by start. */
  events: DetectedEvent[];
  /** They organise most of their (not cancelled) 1:1s with the user. */
  organizedByThem: boolean;
}

export const BASE_SCORE = 0.6;
export const RECURRENCE_BOOST = 0.2;
export const TITLE_BOOST = 0.2;
export const LONG_MEETING_PENALTY = 0.4;
/** Longer than this is penalised, minutes. */
export const LONG_MEETING_MINUTES = 90;
export const ONE_ON_ONE_THRESHOLD = 0.5;
/** At most this many people and events per person are kept (a calendar is not a directory). */
export const MAX_DETECTED_PEOPLE = 100;
export const MAX_EVENTS_PER_PERSON = 40;

const ONE_ON_ONE_TITLE =
  /(?:^|[^\d])1\s*(?::|-|\/|on)\s*1(?:[^\d]|$)|\bone[\s-]+on[\s-]+one\b|\S\s*<>\s*\S/i;
const RESOURCE_DOMAIN = '@resource.calendar.google.com';

const lower = (value?: string | null) => (value ?? '').trim().toLowerCase();

/** Whether a title reads like a 1:1 ('1:1', '1on1', 'one on one', 'A <> B'). */
export function hasOneOnOneTitle(title?: string | null): boolean {
  return ONE_ON_ONE_TITLE.test(title ?? '');
}

const isSelf = (attendee: { email?: string | null; self?: boolean | null }, selfEmail: string) =>
  Boolean(attendee.self) || lower(attendee.email) === selfEmail;

/** The other human attendees of an event (no rooms or resources, not the user). */
function otherHumans(event: CalendarEventLike, selfEmail: string) {
  return (event.attendees ?? []).filter(
    (attendee) =>
      attendee.email &&
      !attendee.resource &&
      !lower(attendee.email).endsWith(RESOURCE_DOMAIN) &&
      !isSelf(attendee, selfEmail),
  );
}

/**
 * Whether the user, or the event's one other human attendee, declined it (Calendar API attendee
 * `responseStatus: 'declined'`): a 1:1 that will not take place.
 */
export function isDeclined(event: CalendarEventLike, selfEmail: string): boolean {
  const self = lower(selfEmail);
  const humans = otherHumans(event, self);
  return (event.attendees ?? []).some(
    (attendee) =>
      attendee.responseStatus === 'declined' &&
      (isSelf(attendee, self) || (humans.length === 1 && attendee === humans[0])),
  );
}

/** Whether the event's organiser is `email` (the `organizer`, or the attendee marked organiser). */
function isOrganizedBy(event: CalendarEventLike, email: string): boolean {
  if (event.organizer?.email)
    return !event.organizer.self && lower(event.organizer.email) === email;
  return (event.attendees ?? []).some(
    (attendee) => attendee.organizer && lower(attendee.email) === email,
  );
}

/**
 * The event's 1:1 score and its one other human attendee, or null when it is no candidate
 * (all-day, cancelled, not exactly one other human, declined by either of the two).
 */
export function scoreOneOnOne(
  event: CalendarEventLike,
  selfEmail: string,
): { score: number; partner: { email: string; displayName: string | null } } | null {
  if (event.status === 'cancelled' || !event.start?.dateTime) return null;
  const humans = otherHumans(event, lower(selfEmail));
  if (humans.length !== 1 || isDeclined(event, selfEmail)) return null;
  const [partner] = humans;
  let score = BASE_SCORE;
  if (event.recurringEventId || event.recurrence?.length) score += RECURRENCE_BOOST;
  if (hasOneOnOneTitle(event.summary)) score += TITLE_BOOST;
  const start = Date.parse(event.start.dateTime);
  const end = Date.parse(event.end?.dateTime ?? '');
  if (Number.isFinite(end) && end - start > LONG_MEETING_MINUTES * 60_000) {
    score -= LONG_MEETING_PENALTY;
  }
  return {
    score: Math.round(score * 100) / 100,
    partner: { email: lower(partner!.email), displayName: partner!.displayName?.trim() || null },
  };
}

/** First and last name from a display name, else from the email's local part ('ada.lovelace'). */
export function namesOf(email: string, displayName: string | null): [string, string] {
  const source =
    displayName ??
    email
      .split('@')[0]!
      .split(/[._-]+/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join(' ');
  const [first = '', ...rest] = source.split(/\s+/).filter(Boolean);
  return [first, rest.join(' ')];
}

const startOf = (event: CalendarEventLike) =>
  event.start?.dateTime ?? event.originalStartTime?.dateTime ?? null;

/**
 * The people the user has 1:1s with among `events` whose start lies in [window.from, window.to),
 * each with their 1:1 events; sorted by email.
 */
export function detectOneOnOnes(
  events: readonly CalendarEventLike[],
  options: { selfEmail: string; window: { from: Date; to: Date } },
): DetectedPerson[] {
  const { from, to } = options.window;
  const inWindow = events.filter((event) => {
    const start = Date.parse(startOf(event) ?? '');
    return event.id && start >= from.getTime() && start < to.getTime();
  });
  const people = new Map<
    string,
    {
      displayName: string | null;
      events: Map<string, DetectedEvent>;
      /** Events held (not cancelled), and how many of them they organise. */
      held: number;
      organizedByThem: number;
    }
  >();
  const seriesPartner = new Map<string, string>();
  const add = (email: string, event: CalendarEventLike) => {
    const person = people.get(email)!;
    const cancelled = event.status === 'cancelled' || isDeclined(event, options.selfEmail);
    person.events.set(event.id!, {
      eventId: event.id!,
      start: new Date(startOf(event)!).toISOString(),
      cancelled,
    });
    if (cancelled) return;
    person.held += 1;
    if (isOrganizedBy(event, email)) person.organizedByThem += 1;
  };
  for (const event of inWindow) {
    const scored = scoreOneOnOne(event, options.selfEmail);
    if (!scored || scored.score < ONE_ON_ONE_THRESHOLD) continue;
    const { email, displayName } = scored.partner;
    const person = people.get(email) ?? {
      displayName: null,
      events: new Map(),
      held: 0,
      organizedByThem: 0,
    };
    person.displayName ??= displayName;
    people.set(email, person);
    add(email, event);
    if (event.recurringEventId) seriesPartner.set(event.recurringEventId, email);
  }
  // Every other instance of a 1:1 series: moved, lengthened, cancelled or declined.
  for (const event of inWindow) {
    const email = event.recurringEventId ? seriesPartner.get(event.recurringEventId) : undefined;
    if (!email || people.get(email)!.events.has(event.id!)) continue;
    if (event.status !== 'cancelled' && !event.start?.dateTime) continue;
    add(email, event);
  }
  return [...people.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, MAX_DETECTED_PEOPLE)
    .map(([email, person]) => {
      const [firstName, lastName] = namesOf(email, person.displayName);
      return {
        email,
        firstName,
        lastName,
        events: [...person.events.values()]
          .sort((a, b) => compareCodeUnits(a.start, b.start))
          .slice(0, MAX_EVENTS_PER_PERSON),
        organizedByThem: person.organizedByThem * 2 > person.held,
      };
    });
}
