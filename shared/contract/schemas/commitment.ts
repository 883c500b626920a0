/**
 * Commitments (docs/api.md#commitments): what the manager or the other person promised in a 1:1,
 * carried from one 1:1 to the next until it is ticked done or dropped. Every write may carry the
 * `version` it was based on; a stale one answers 409 so two tabs never lose an edit.
 */
import * as z from '../../zod';
import { COMMITMENT_OWNERS, COMMITMENT_SECTIONS, LIMITS } from '../../domain/constants';
import { parseMeetingId } from '../../domain/meeting-id';
import { PERSON_ID_FIELDS } from '../../domain/person-kind';
import { idParam, timestamp } from './common';
import { meetingIdInput, noteTextInput } from './note';

export const commitmentSchema = z.object({
  id: z.string(),
  /** Who the 1:1 was with: exactly one of the two is set. */
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  /** The 1:1 it was made in (also the id of that 1:1's note) and its local date, 'YYYY-MM-DD'. */
  meetingId: z.string(),
  meetingDate: z.string(),
  section: z.enum(COMMITMENT_SECTIONS),
  text: z.string(),
  owner: z.enum(COMMITMENT_OWNERS),
  /** 'YYYY-MM-DD' or null. */
  due: z.nullable(z.string()),
  done: z.boolean(),
  /** When it was ticked done (ISO 8601 UTC); null while open. */
  doneAt: z.nullable(timestamp),
  /** The 1:1 it was ticked done in; null while open or when ticked elsewhere. */
  doneMeetingId: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Increments on every write; send it back to write (409 when stale). */
  version: z.int(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const commitmentsPageSchema = z.object({
  commitments: z.array(commitmentSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type CommitmentsPage = z.infer<typeof commitmentsPageSchema>;

/** A commitment's text: trimmed, 1 to LIMITS.commitmentText characters, one line. */
const commitmentTextInput = z.string({ error: 'text is required' }).check(
  z.trim(),
  z.minLength(1, 'text is required'),
  z.maxLength(LIMITS.commitmentText, `Must be at most ${LIMITS.commitmentText} characters`),
  z.refine(
    (value) => !/[\p{Cc}\p{Cs}]/u.test(value),
    'Must be one line without control characters',
  ),
);

/** A real calendar date 'YYYY-MM-DD'. */
const dueInput = z.iso.date({ error: 'due must be a date YYYY-MM-DD' });

/**
 * A client-made commitment id: a ULID (26 characters of Crockford's base32, the form of the ids
 * the server makes), so a device can retry a create without making it twice.
 */
export const commitmentClientIdInput = z
  .string({ error: 'id must be a ULID' })
  .check(z.regex(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/, 'id must be a ULID (26 characters, upper case)'));

const ownerInput = z.enum(COMMITMENT_OWNERS, { error: "owner must be 'me' or 'them'" });
const versionInput = z.optional(z.int({ error: 'version must be a whole number' }).check(z.gte(1)));

/**
 * The check of a body naming a 1:1: `meetingId` a 1:1 id 'dr-<id>-<YYYYMMDD>' or
 * 'boss-<id>-<YYYYMMDD>' (which names the person and the date), and `directReportId` / `bossId`,
 * when sent, that person.
 */
const namesOneOnOne = z.superRefine(
  (
    value: { meetingId: string; directReportId?: string | undefined; bossId?: string | undefined },
    context,
  ) => {
    const meeting = parseMeetingId(value.meetingId);
    if (!meeting) {
      context.addIssue({
        code: 'custom',
        path: ['meetingId'],
        message: 'meetingId must name a 1:1 (dr-<id>-<YYYYMMDD> or boss-<id>-<YYYYMMDD>)',
      });
      return;
    }
    for (const [kind, field] of Object.entries(PERSON_ID_FIELDS)) {
      const sent = value[field];
      if (sent !== undefined && (kind !== meeting.kind || sent !== meeting.personId)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} does not match the meeting`,
        });
      }
    }
  },
);

/**
 * `POST /api/commitments`: made in the 1:1 `meetingId` (a 1:1 id 'dr-<id>-<YYYYMMDD>' or
 * 'boss-<id>-<YYYYMMDD>', which names the person and the date); `directReportId` / `bossId` may be
 * sent and must then match it. `id`, when sent, makes the create idempotent: a repeat with the
 * same content answers the stored item, with other content a 409.
 */
export const commitmentCreateSchema = z
  .object({
    id: z.optional(commitmentClientIdInput),
    meetingId: meetingIdInput,
    directReportId: z.optional(idParam),
    bossId: z.optional(idParam),
    section: z.enum(COMMITMENT_SECTIONS, { error: "section must be 'prep' or 'reflection'" }),
    text: commitmentTextInput,
    owner: ownerInput,
    due: z.nullish(dueInput),
  })
  .check(namesOneOnOne);
export type CommitmentCreate = z.input<typeof commitmentCreateSchema>;

/** `PUT /api/commitments/{id}`: text, owner and due date (null clears it). */
export const commitmentUpdateSchema = z.object({
  text: z.optional(commitmentTextInput),
  owner: z.optional(ownerInput),
  due: z.nullish(dueInput),
  version: versionInput,
});
export type CommitmentUpdate = z.input<typeof commitmentUpdateSchema>;

/** `POST /api/commitments/{id}/complete`: ticked done, in the 1:1 `meetingId` when sent. */
export const commitmentCompleteSchema = z.object({
  meetingId: z.optional(
    meetingIdInput.check(
      z.refine((value) => parseMeetingId(value) !== null, 'meetingId must name a 1:1'),
    ),
  ),
  version: versionInput,
});

/** `POST /api/commitments/{id}/reopen`. */
export const commitmentReopenSchema = z.object({ version: versionInput });

const cursorInput = z.optional(z.string().check(z.minLength(1), z.maxLength(2048)));
const limitInput = z.optional(
  z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.regex(/^\d+$/, `limit must be a whole number from 1 to ${LIMITS.commitmentsPage}`),
        ),
      z.transform(Number),
    ),
    z
      .number()
      .check(
        z.gte(1, `limit must be from 1 to ${LIMITS.commitmentsPage}`),
        z.lte(LIMITS.commitmentsPage, `limit must be from 1 to ${LIMITS.commitmentsPage}`),
      ),
  ),
);

/** `GET /api/commitments?cursor=&limit=`: the user's open commitments. */
export const commitmentsListQuerySchema = z.object({ cursor: cursorInput, limit: limitInput });

/** `GET /api/commitments/by-person?directReportId=|bossId=&cursor=&limit=`: exactly one person. */
export const commitmentsByPersonQuerySchema = z
  .object({
    directReportId: z.optional(idParam),
    bossId: z.optional(idParam),
    cursor: cursorInput,
    limit: limitInput,
  })
  .check(
    z.superRefine((value, context) => {
      if (value.directReportId && value.bossId) {
        context.addIssue({
          code: 'custom',
          path: ['bossId'],
          message: 'Name a direct report or the manager, not both',
        });
      } else if (!value.directReportId && !value.bossId) {
        context.addIssue({
          code: 'custom',
          path: ['directReportId'],
          message: 'directReportId or bossId is required',
        });
      }
    }),
  );

/** `GET /api/commitments/by-meeting?meetingId=&cursor=&limit=`: a 1:1's checklist. */
export const commitmentsByMeetingQuerySchema = z.object({
  meetingId: meetingIdInput.check(
    z.refine((value) => parseMeetingId(value) !== null, 'meetingId must name a 1:1'),
  ),
  cursor: cursorInput,
  limit: limitInput,
});

/**
 * `POST /api/commitments/suggestions`: what a 1:1's reflection (or agenda) `text` records as
 * commitments (docs/api.md#commitments). `meetingId` must name a 1:1 (dr-<id>-<YYYYMMDD> or
 * boss-<id>-<YYYYMMDD>; `directReportId` / `bossId` may be sent and must then match it); `text`
 * is a note text, 1 to LIMITS.noteText characters.
 */
export const commitmentSuggestionsRequestSchema = z
  .object({
    meetingId: meetingIdInput,
    directReportId: z.optional(idParam),
    bossId: z.optional(idParam),
    text: noteTextInput.check(z.refine((value) => value.trim() !== '', 'text is required')),
  })
  .check(namesOneOnOne);
export type CommitmentSuggestionsRequest = z.input<typeof commitmentSuggestionsRequestSchema>;

/** One suggested checklist item: a valid `POST /api/commitments` text, owner and due date. */
export const commitmentSuggestionSchema = z.object({
  text: z.string(),
  owner: z.enum(COMMITMENT_OWNERS),
  /** 'YYYY-MM-DD' or null. */
  due: z.nullable(z.string()),
});
export type CommitmentSuggestion = z.infer<typeof commitmentSuggestionSchema>;

export const commitmentSuggestionsSchema = z.object({
  /** In the order written; none when the text records no commitment. */
  suggestions: z.array(commitmentSuggestionSchema),
  /** The AI engine that answered (docs/architecture.md#the-ai-layer). */
  engine: z.enum(['openai', 'builtin']),
});
export type CommitmentSuggestions = z.infer<typeof commitmentSuggestionsSchema>;
