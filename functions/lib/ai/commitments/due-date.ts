/**
 * The due date of a suggested commitment (docs/product.md#commitments-suggested-from-reflections):
 * a due phrase as written ('by Friday', 'tmrw', 'next week', 'in two weeks', 'by 3 March', 'EOM')
 * as a calendar date 'YYYY-MM-DD', counted from the 1:1's local date in the user's time zone
 * (date-fns on a @date-fns/tz TZDate, so no host zone enters). Pure.
 *
 * The rules, from the 1:1's date D:
 * - 'today', 'tonight', 'EOD', 'COB', 'end of (the) day' → D; 'tomorrow' ('tmrw') → D + 1;
 * - a weekday ('Friday', 'Thu', 'this Friday') → the first such day after D; 'next Friday' → that
 *   day in the week (Monday to Sunday) after D's;
 * - 'this week', 'end of (the) week', 'EOW' → the Friday of D's week (the next Friday on a
 *   weekend); 'next week' → the Friday of the week after; 'weekend' → the Sunday after D;
 * - month, quarter and year: 'this month', 'end of (the) month', 'EOM' → its last day; 'next
 *   month' → the next one's last day; 'Q3', 'end of Q3' → the quarter's last day, this year or,
 *   once it has ended, next year; the same for 'EOQ', 'EOY';
 * - 'in two weeks', 'within 3 days', 'in a month' → D plus that many days, weeks or months;
 * - a date ('3 March', 'March 3rd', '15 Jan') → its next occurrence on or after D.
 * Anything else — a meeting or milestone ('before the offsite', 'next 1:1'), 'ASAP', 'after
 * Friday' — has no date: null.
 */
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  format,
  isBefore,
  isValid,
  lastDayOfMonth,
  lastDayOfQuarter,
  lastDayOfYear,
  nextDay,
  parse,
  setQuarter,
  startOfDay,
  startOfWeek,
  type Day,
} from 'date-fns';

const WEEKDAYS: Readonly<Record<string, Day>> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  wednesday: 3,
  wed: 3,
  weds: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
};

/** Counts written as words ('in two weeks', 'a couple of days'); digits are read as numbers. */
const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  'a couple of': 2,
  'couple of': 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const SAME_DAY = new Set(['today', 'tonight', 'eod', 'cob', 'end of day', 'this evening']);
const NEXT_DAY = new Set(['tomorrow', 'tmrw', 'tmr', 'tmw']);

/** Date formats a written date may take ('3 March', 'March 3rd', '15 Jan'). */
const DATE_FORMATS = [
  'd MMMM',
  'do MMMM',
  'MMMM d',
  'MMMM do',
  'd MMM',
  'do MMM',
  'MMM d',
  'MMM do',
];

/** The phrase without its preposition and fillers: 'by the end of the week' → 'end of week'. */
function coreOf(phrase: string): { preposition: string | undefined; core: string } {
  const words = phrase
    .toLowerCase()
    .replace(/[,.!?;:]+$/u, '')
    .split(/\s+/)
    .filter(Boolean);
  const preposition = /^(?:by|before|on|at|in|within|starting|from|after|over)$/.test(
    words[0] ?? '',
  )
    ? words.shift()
    : undefined;
  const core = words.filter((word) => !/^(?:the|our|my|coming|following)$/.test(word)).join(' ');
  return { preposition, core };
}

/** The Friday ending the week of `day` (the next Friday when `day` is a Saturday or Sunday). */
function fridayOf(day: Date): Date {
  return day.getDay() === 5 ? day : nextDay(day, 5);
}

/** The last day of quarter `quarter` (1-4) on or after `day`'s quarter start, this year or next. */
function quarterEnd(day: Date, quarter: number): Date {
  const end = lastDayOfQuarter(setQuarter(day, quarter));
  return isBefore(end, startOfDay(day)) ? lastDayOfQuarter(addYears(end, 1)) : end;
}

/** A count of days, weeks or months ('two weeks', '3 days', 'a month'), added to `day`. */
function afterCount(day: Date, words: string): Date | undefined {
  const match = /^(.+?)\s+(day|week|month)s?$/.exec(words);
  if (!match) return undefined;
  const [, amount = '', unit] = match;
  const count = /^\d+$/.test(amount) ? Number(amount) : (COUNT_WORDS[amount] ?? Number.NaN);
  if (!Number.isInteger(count) || count < 1 || count > 365) return undefined;
  if (unit === 'day') return addDays(day, count);
  return unit === 'week' ? addWeeks(day, count) : addMonths(day, count);
}

/** The date `core` names after the 1:1's day, or undefined (see the module comment). */
function dateOf(day: Date, preposition: string | undefined, core: string): Date | undefined {
  if (SAME_DAY.has(core)) return day;
  if (NEXT_DAY.has(core)) return addDays(day, 1);
  const weekday = /^(this |next )?(\w+)$/.exec(core);
  const weekdayNumber = weekday ? WEEKDAYS[weekday[2]!] : undefined;
  if (weekday && weekdayNumber !== undefined) {
    if (weekday[1] !== 'next ') return nextDay(day, weekdayNumber);
    const nextMonday = addWeeks(startOfWeek(day, { weekStartsOn: 1 }), 1);
    return addDays(nextMonday, (weekdayNumber + 6) % 7);
  }
  if (/^(?:this week|end of (?:this )?week|eow)$/.test(core)) return fridayOf(day);
  if (core === 'next week' || core === 'end of next week') return fridayOf(addWeeks(day, 1));
  if (/^(?:this )?weekend$/.test(core)) return nextDay(day, 0);
  if (/^(?:this month|end of (?:this )?month|eom)$/.test(core)) return lastDayOfMonth(day);
  if (core === 'next month' || core === 'end of next month') {
    return lastDayOfMonth(addMonths(day, 1));
  }
  if (/^(?:this quarter|end of (?:this )?quarter|eoq)$/.test(core)) return lastDayOfQuarter(day);
  if (/^(?:this year|end of (?:this )?year|eoy)$/.test(core)) return lastDayOfYear(day);
  const quarter = /^(?:end of )?q([1-4])$/.exec(core);
  if (quarter) return quarterEnd(day, Number(quarter[1]));
  if (preposition === 'in' || preposition === 'within') return afterCount(day, core);
  for (const pattern of DATE_FORMATS) {
    const date = parse(core, pattern, day);
    if (isValid(date)) return isBefore(date, startOfDay(day)) ? addYears(date, 1) : date;
  }
  return undefined;
}

/**
 * The date ('YYYY-MM-DD') a due phrase names, counted from the 1:1's local date `meetingDate`
 * ('YYYY-MM-DD') in `timeZone` (IANA); null when the phrase names no date (module comment).
 * @throws RangeError when `meetingDate` is not a date 'YYYY-MM-DD'.
 */
export function dueDateOf(phrase: string, meetingDate: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(meetingDate);
  if (!match) throw new RangeError(`Invalid meeting date "${meetingDate}": expected 'YYYY-MM-DD'`);
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12, timeZone);
  const { preposition, core } = coreOf(phrase);
  // 'after Friday', 'starting Monday': a start, not a due date.
  if (preposition === 'after' || preposition === 'starting' || preposition === 'from') return null;
  const date = dateOf(day, preposition, core);
  return date ? format(date, 'yyyy-MM-dd') : null;
}
