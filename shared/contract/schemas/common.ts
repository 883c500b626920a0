/**
 * Reusable zod building blocks of the API contract: trimmed text, emails, lists, 1:1 schedule
 * fields and ids (docs/product.md#entities, #validation-rules). Input schemas normalise (trim, drop
 * empty list items, fix the case of day names); output schemas describe exactly what the server
 * returns. Built with zod's mini API (shared/zod.ts): checks go in `.check(…)`, wrappers are
 * functions (`z.nullish(x)`, `z.pipe(x, z.transform(fn))`), in the order classic zod's chained
 * methods applied them.
 */
import * as z from '../../zod';
import {
  LIMITS,
  MEETING_DAYS,
  MEETING_FREQUENCIES,
  PERSON_SOURCES,
  PERSON_STATUSES,
  type MeetingDay,
} from '../../domain/constants';
import { isValidTimeZone } from '../../domain/time-zone';

/**
 * Control characters or a lone surrogate: what JSON escapes as `\uXXXX` (6 bytes a character).
 * Short one-line fields refuse them, so every character they hold costs at most 4 bytes in a
 * Lambda answer (docs/api.md#quotas: the people lists' size bound).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
const UNPRINTABLE_MESSAGE = 'Must be one line without control characters';

/** Optional free text: trimmed, at most `max` characters, one line; null and undefined become ''. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.maxLength(max, `Must be at most ${max} characters`),
        z.refine((value) => !UNPRINTABLE.test(value), UNPRINTABLE_MESSAGE),
      ),
    ),
    z.transform((value) => value ?? ''),
  );

/** A required first name (docs/product.md#validation-rules: 'First name is required'). */
export const firstNameInput = z.string({ error: 'First name is required' }).check(
  z.trim(),
  z.minLength(1, 'First name is required'),
  z.maxLength(LIMITS.nameLength, `Must be at most ${LIMITS.nameLength} characters`),
  z.refine((value) => !UNPRINTABLE.test(value), UNPRINTABLE_MESSAGE),
);

/** An optional email: '' or a valid address, trimmed; null and undefined become ''. */
export const optionalEmailInput = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.emailLength, `Must be at most ${LIMITS.emailLength} characters`),
      z.refine(
        (value) => value === '' || z.regexes.email.test(value),
        'Enter a valid email address',
      ),
    ),
  ),
  z.transform((value) => value ?? ''),
);

/**
 * A list of short texts: each item trimmed, at most `maxLength` characters and one line, empty
 * items dropped, then at most `maxItems` kept items allowed (docs/product.md#validation-rules: 'one
 * per line, trimmed, empties dropped'). At most `LIMITS.listItemsSent` items may be sent, blank
 * ones included; a longer list is one issue on the list, refused before its items are read
 * (docs/api.md#conventions: 125,000 bad items would otherwise take zod past the call stack).
 */
export const textListInput = (
  maxItems: number = LIMITS.listItems,
  itemLabel = 'items',
  maxLength: number = LIMITS.listItemLength,
) => {
  const tooMany = `At most ${maxItems} ${itemLabel}`;
  return z.pipe(
    z.pipe(
      // zod checks an array's own maximum length before reading its items.
      z
        .array(
          z.string().check(
            z.trim(),
            z.maxLength(maxLength, `Each item must be at most ${maxLength} characters`),
            z.refine((value) => !UNPRINTABLE.test(value), `Each item: ${UNPRINTABLE_MESSAGE}`),
          ),
        )
        .check(z.maxLength(LIMITS.listItemsSent, tooMany)),
      z.transform((items) => items.filter((item) => item.length > 0)),
    ),
    z.array(z.string()).check(z.maxLength(maxItems, tooMany)),
  );
};

/**
 * A 1:1 day, Monday to Friday; the day name is accepted in any case
 * (docs/product.md#validation-rules).
 */
export const meetingDayInput = z.pipe(
  z.pipe(
    z.string({ error: '1:1 day must be Monday to Friday' }).check(z.trim()),
    z.transform((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()),
  ),
  z.enum(MEETING_DAYS, { error: '1:1 day must be Monday to Friday' }),
);

/**
 * A 1:1 time of day in 24-hour 'HH:mm', in the user's time zone (docs/product.md#validation-rules).
 */
export const meetingTimeInput = z
  .string({ error: '1:1 time must be HH:mm' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '1:1 time must be HH:mm (24-hour, e.g. 09:30)'));

/** A 1:1 frequency: weekly, biweekly, monthly or quarterly (docs/product.md#validation-rules). */
export const meetingFrequencyInput = z.enum(MEETING_FREQUENCIES, {
  error: '1:1 frequency must be weekly, biweekly, monthly or quarterly',
});

export const personSourceSchema = z.enum(PERSON_SOURCES, {
  error: "Source must be 'manual' or 'detected'",
});
export const personStatusSchema = z.enum(PERSON_STATUSES, {
  error: "Status must be 'active' or 'archived'",
});
export const meetingDaySchema = z.enum(MEETING_DAYS);

/** A hex colour '#RRGGBB' (avatar colours, docs/product.md#constants-and-limits). */
export const hexColorInput = z.pipe(
  z.nullish(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #RRGGBB'))),
  z.transform((value) => value ?? null),
);

/** An http(s) image URL or nothing. */
export const avatarUrlInput = z.pipe(
  z.nullish(
    z.url({ protocol: /^https?$/, error: 'Avatar must be an http(s) URL' }).check(
      z.maxLength(
        LIMITS.avatarUrlLength,
        `Avatar URL must be at most ${LIMITS.avatarUrlLength} characters`,
      ),
      z.refine((value) => !UNPRINTABLE.test(value), UNPRINTABLE_MESSAGE),
    ),
  ),
  z.transform((value) => value ?? null),
);

/**
 * An IANA time zone the runtime knows, e.g. 'Europe/London' (docs/product.md#entities,
 * #constants-and-limits).
 */
export const timeZoneInput = z
  .string()
  .check(
    z.trim(),
    z.refine(isValidTimeZone, 'Time zone must be an IANA zone such as Europe/London'),
  );

/** Path id of a tracked person or record. */
export const idParam = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'));

/** A query flag `?<name>=1` (also true/0/false); absent means false. */
export const flagQuery = (name: string) =>
  z.pipe(
    z.optional(
      z.enum(['1', '0', 'true', 'false'], { error: `${name} must be 1, 0, true or false` }),
    ),
    z.transform((value) => value === '1' || value === 'true'),
  );

/** `?includeArchived=1` (docs/product.md#calls). */
export const includeArchivedQuery = flagQuery('includeArchived');

/** ISO 8601 UTC timestamp as returned by the server. */
export const timestamp = z.string();

export type { MeetingDay };
