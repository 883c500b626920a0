/**
 * The words of the commitment nudges (docs/product.md#nudges 'Commitments'), read by the manager
 * who made or heard the promise. Pure. Dates are local dates ('YYYY-MM-DD'), named with the
 * runtime's Intl as meeting-when.ts does (date-fns' `format` would add its locale tables to every
 * bundle that shows a nudge).
 *
 * - The manager's own ('me'): 'You promised Jo you’d send the budget doc by Friday' when the stored
 *   text starts with 'I'll' / 'I will' / 'I'm going to' (the rest is what was promised, its
 *   'my' / 'me' turned to 'your' / 'you' and the person's name to 'them'); otherwise the text as written after a colon, 'You promised
 *   Jo: Budget doc for Q3 (due Friday)'.
 * - The person's ('them'): 'Ask Sam about: draft the RFC (due Nov 21)', a leading 'Sam will' /
 *   'He'll' / 'They will' … left out.
 * - The due date: 'today', 'tomorrow', a weekday within the coming week ('Friday'), a date
 *   otherwise ('Nov 21', with the year when it is another year's); nothing without one. An overdue
 *   item always names its date.
 */
import { MS_PER_DAY } from '../../../shared/domain/calendar-day';

/** A local date's midnight in UTC, where Intl names it (a calendar date, no zone of its own). */
const utcMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
}

/** How much of an item's text a title carries (the rest is cut at a word, with '…'). */
export const PROMISE_TEXT_MAX = 90;

/** When an item is due, as its words say it. */
export interface DueWords {
  /** 'today', 'tomorrow', 'Friday', 'Nov 21'. */
  when: string;
  /** Due before today (in the user's zone). */
  overdue: boolean;
  /** 'today' / 'tomorrow': no 'by' or 'on' before it. */
  relative: boolean;
}

/**
 * How a due date ('YYYY-MM-DD') reads on `today` ('YYYY-MM-DD', the user's zone): null without one.
 */
export function dueWords(due: string | null, today: string): DueWords | null {
  if (!due) return null;
  const days = Math.round((utcMidnight(due).getTime() - utcMidnight(today).getTime()) / MS_PER_DAY);
  if (days === 0) return { when: 'today', overdue: false, relative: true };
  if (days === 1) return { when: 'tomorrow', overdue: false, relative: true };
  if (days > 1 && days < 7) {
    const weekday = dateFormat({ weekday: 'long' }).format(utcMidnight(due));
    return { when: weekday, overdue: false, relative: false };
  }
  return { when: dateWords(due, today), overdue: days < 0, relative: false };
}

/** A local date as a nudge names it: 'Nov 21', or 'Nov 21, 2027' in another year than `today`'s. */
export function dateWords(date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return dateFormat({
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(utcMidnight(date));
}

/** The item's text cut to PROMISE_TEXT_MAX at a word, without a closing full stop. */
function shortened(text: string): string {
  const plain = text.trim().replace(/[.!]+$/u, '');
  if (plain.length <= PROMISE_TEXT_MAX) return plain;
  const cut = plain.slice(0, PROMISE_TEXT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > PROMISE_TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Openings of a promise in the manager's own words, followed by what they will do. */
const OWN_OPENING = /^(?:i['’]ll|i will|i shall|i['’]m going to|i am going to)\s+(?=\S)/iu;

/** The manager's own words turned to speak to them ('my notes' → 'your notes'). */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  my: 'your',
  me: 'you',
  mine: 'yours',
  myself: 'yourself',
};

/**
 * What the manager promised, as 'to …' when the text says 'I'll …' (`verb` true), else the text
 * as written (`verb` false).
 */
export function ownPromise(text: string): { what: string; verb: boolean } {
  const plain = shortened(text);
  const opening = OWN_OPENING.exec(plain);
  if (!opening) return { what: plain, verb: false };
  const rest = plain
    .slice(opening[0].length)
    .replace(/\b(my|me|mine|myself)\b/giu, (word) => SECOND_PERSON[word.toLowerCase()] ?? word);
  return { what: rest, verb: true };
}

/** What the person took on, a leading '<name> will' / 'He'll' / 'They will' … left out. */
export function theirPromise(text: string, firstName: string): string {
  const plain = shortened(text);
  const subject = new RegExp(
    `^(?:${escapeRegExp(firstName)}|he|she|they)(?:['’]ll|\\s+will|\\s+is going to|\\s+are going to)\\s+(?=\\S)`,
    'iu',
  );
  return plain.replace(subject, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** ' (due Friday)', ' (was due Nov 21)' or '' — after a text quoted after a colon. */
function dueInBrackets(due: DueWords | null): string {
  if (!due) return '';
  return due.overdue ? ` (was due ${due.when})` : ` (due ${due.when})`;
}

/** The person named in what was promised, as 'them' / 'their' ('send Jo's team the doc'). */
function toThem(what: string, name: string): string {
  return what.replace(
    new RegExp(`\\b${escapeRegExp(name)}(['’]s)?\\b`, 'gu'),
    (_match, possessive?: string) => (possessive ? 'their' : 'them'),
  );
}

/** 'You promised Jo you’d send the budget doc by Friday' / 'You promised Jo: Budget doc (due Friday)'. */
export function ownPromiseTitle(text: string, name: string, due: DueWords | null): string {
  const { what, verb } = ownPromise(text);
  if (!verb) return `You promised ${name}: ${what}${dueInBrackets(due)}`;
  const by = !due ? '' : due.relative && due.when === 'today' ? ' today' : ` by ${due.when}`;
  return `You promised ${name} you’d ${toThem(what, name)}${by}`;
}

/** 'Ask Sam about: draft the RFC (due Friday)'. */
export function theirPromiseTitle(text: string, name: string, due: DueWords | null): string {
  return `Ask ${name} about: ${theirPromise(text, name)}${dueInBrackets(due)}`;
}

/**
 * The line under the manager's own commitment: before the 1:1 `when` ('tomorrow at 9:00 am'),
 * or, without one (the Slack DM's items due), when it is due.
 */
export function ownPromiseContent(name: string, due: DueWords | null, when: string | null): string {
  if (due?.overdue) {
    return when
      ? `That date has passed. Your 1:1 is ${when}: bring it, or agree a new date with ${name}.`
      : `That date has passed. Do it today, or tell ${name} the new date.`;
  }
  if (when) return `Your 1:1 is ${when}. Done already? Tick it off; if not, bring an update.`;
  if (!due) return 'Tick it off in Middle once it’s done.';
  return `It’s due ${due.relative ? due.when : `on ${due.when}`}. Tick it off in Middle once it’s done.`;
}

/** The line under the person's commitment, made in the 1:1 of `meetingDate`, before the 1:1 `when`. */
export function theirPromiseContent(
  name: string,
  meetingDate: string,
  today: string,
  due: DueWords | null,
  when: string,
): string {
  const late = due?.overdue ? `; it was due ${due.when}` : '';
  return `${name} took this on in your 1:1 on ${dateWords(meetingDate, today)}${late}. You meet ${when}.`;
}
