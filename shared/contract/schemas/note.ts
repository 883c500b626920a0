/**
 * Notes (docs/product.md#entities 'Note', #validation-rules 'Meeting notes', #calls 'Notes'):
 * general notes, and meeting notes — one record per meeting holding the agenda and the reflection.
 * Every write may carry the `version` it was based on; a stale one answers 409 so no edit silently
 * overwrites another.
 */
import * as z from '../../zod';
import { LIMITS, NOTE_ENTITY_TYPES, NOTE_TYPES } from '../../domain/constants';
import { parseMeetingId } from '../../domain/meeting-id';
import { storedNoteText } from '../../domain/note-text';
import { PERSON_ID_FIELDS } from '../../domain/person-kind';
import { idParam, timestamp } from './common';
import { meetingNoteFlagsSchema } from './meeting';

export const noteSchema = z.object({
  /** A ULID for general notes; the meeting id for a meeting note. */
  id: z.string(),
  type: z.enum(NOTE_TYPES),
  content: z.string(),
  directReportId: z.nullable(z.string()),
  bossId: z.nullable(z.string()),
  entityType: z.enum(NOTE_ENTITY_TYPES),
  tags: z.array(z.string()),
  meetingId: z.nullable(z.string()),
  agendaContent: z.string(),
  reflectionContent: z.string(),
  hasAgenda: z.boolean(),
  hasReflection: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Increments on every write; send it back to update (409 when stale). */
  version: z.int(),
});
export type Note = z.infer<typeof noteSchema>;

/** `GET /api/notes/meeting`: the meeting's note, or null while it has none. */
export const meetingNoteOrNoneSchema = z.nullable(noteSchema);

/**
 * A note text: any string, kept as stored (LF line endings, no other control characters:
 * shared/domain/note-text.ts), then up to LIMITS.noteText characters (an empty note is sent as ' ').
 */
export const noteTextInput = z
  .string({ error: 'Must be text' })
  .check(
    z.overwrite(storedNoteText),
    z.maxLength(LIMITS.noteText, `Must be at most ${LIMITS.noteText} characters`),
  );

const versionInput = z.optional(z.int({ error: 'version must be a whole number' }).check(z.gte(1)));

const tagsInput = z
  .array(
    z
      .string()
      .check(
        z.overwrite(storedNoteText),
        z.trim(),
        z.minLength(1),
        z.maxLength(
          LIMITS.noteTagLength,
          `Each tag must be at most ${LIMITS.noteTagLength} characters`,
        ),
      ),
  )
  .check(z.maxLength(LIMITS.noteTags, `At most ${LIMITS.noteTags} tags`));

/**
 * Longest meeting id: 'boss-' + a person id (at most 64 characters, like every id) + '-YYYYMMDD'.
 * Longer ones would make keys DynamoDB refuses (a 500 instead of a 400).
 */
const MEETING_ID_MAX_LENGTH = 'boss-'.length + 64 + '-YYYYMMDD'.length;

/**
 * A meeting id: normally one built by shared/domain/meeting-id.ts ('dr-<id>-<YYYYMMDD>', which
 * names its person); other ids of the same alphabet (e.g. a calendar event's) are accepted too,
 * with the person given in the body when the note is created.
 */
export const meetingIdInput = z
  .string({ error: 'meetingId is required' })
  .check(
    z.minLength(1, 'meetingId is required'),
    z.maxLength(MEETING_ID_MAX_LENGTH, 'meetingId is not a valid meeting id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'meetingId is not a valid meeting id'),
  );

const links = {
  directReportId: z.nullish(idParam),
  bossId: z.nullish(idParam),
};

function oneLinkAtMost(
  value: { directReportId?: string | null; bossId?: string | null },
  context: z.core.$RefinementCtx,
) {
  if (value.directReportId && value.bossId) {
    context.addIssue({
      code: 'custom',
      path: ['bossId'],
      message: 'A note is about a direct report or the manager, not both',
    });
  }
}

/** `POST /api/notes`: a general note. Content may not be empty (the editor sends ' ' for an empty note). */
export const noteCreateSchema = z
  .object({
    type: z.optional(z.enum(NOTE_TYPES)),
    content: noteTextInput.check(z.minLength(1, 'content is required')),
    ...links,
    entityType: z.optional(z.enum(NOTE_ENTITY_TYPES)),
    tags: z.optional(tagsInput),
  })
  .check(z.superRefine(oneLinkAtMost));
export type NoteCreate = z.input<typeof noteCreateSchema>;

/** `PUT /api/notes/{id}`: content and links; `version` makes the write conditional. */
export const noteUpdateSchema = z
  .object({
    content: z.optional(noteTextInput.check(z.minLength(1, 'content is required'))),
    ...links,
    entityType: z.optional(z.enum(NOTE_ENTITY_TYPES)),
    tags: z.optional(tagsInput),
    version: versionInput,
  })
  .check(z.superRefine(oneLinkAtMost));
export type NoteUpdate = z.input<typeof noteUpdateSchema>;

/** `GET /api/notes?cursor=&limit=&createdAfter=`: newest first, pages of at most 50. */
export const notesListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(z.regex(/^\d+$/, `limit must be a whole number from 1 to ${LIMITS.notesPage}`)),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.gte(1, `limit must be from 1 to ${LIMITS.notesPage}`),
          z.lte(LIMITS.notesPage, `limit must be from 1 to ${LIMITS.notesPage}`),
        ),
    ),
  ),
  /** Only notes created at or after this ISO 8601 instant (e.g. the start of the week). */
  createdAfter: z.optional(
    z.iso.datetime({ offset: true, error: 'createdAfter must be an ISO 8601 date-time' }),
  ),
});

export const notesPageSchema = z.object({
  notes: z.array(noteSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type NotesPage = z.infer<typeof notesPageSchema>;

export const meetingNoteQuerySchema = z.object({ meetingId: meetingIdInput });
export const meetingIdParams = z.object({ meetingId: meetingIdInput });

/**
 * `POST /api/notes/meeting` (and the ensure helper): the meeting, the person it is with (matching
 * the meeting id), and non-blank agenda or reflection text (docs/product.md#validation-rules
 * 'Meeting notes').
 */
export const meetingNoteCreateSchema = z
  .object({
    meetingId: meetingIdInput,
    ...links,
    agendaContent: z.optional(noteTextInput),
    reflectionContent: z.optional(noteTextInput),
  })
  .check(
    z.superRefine((value, context) => {
      oneLinkAtMost(value, context);
      const meeting = parseMeetingId(value.meetingId);
      if (!meeting) {
        if (!value.directReportId && !value.bossId) {
          context.addIssue({
            code: 'custom',
            path: ['directReportId'],
            message: 'directReportId or bossId is required',
          });
        }
      } else {
        const field = PERSON_ID_FIELDS[meeting.kind];
        const personId = value[field];
        if (!value.directReportId && !value.bossId) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is required for this meeting`,
          });
        } else if (personId !== meeting.personId) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} does not match the meeting`,
          });
        }
      }
      if (!value.agendaContent?.trim() && !value.reflectionContent?.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['agendaContent'],
          message: 'Agenda or reflection text is required',
        });
      }
    }),
  );
export type MeetingNoteCreate = z.input<typeof meetingNoteCreateSchema>;

export const agendaUpdateSchema = z.object({ agendaContent: noteTextInput, version: versionInput });
export const reflectionUpdateSchema = z.object({
  reflectionContent: noteTextInput,
  version: versionInput,
});

/** `DELETE /api/notes/meeting/{meetingId}`: both flags are reset. */
export const meetingNoteRemovedSchema = z.object({
  meetingId: z.string(),
  hasAgenda: z.literal(false),
  hasReflection: z.literal(false),
});

/** `GET /api/notes/meeting/flags?meetingIds=a,b`: flags of up to 100 meetings in one call. */
export const meetingFlagsQuerySchema = z.object({
  meetingIds: z.pipe(
    z.pipe(
      z.string({ error: 'meetingIds is required' }),
      z.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z
      .array(meetingIdInput)
      .check(
        z.minLength(1, 'meetingIds needs at least one meeting id'),
        z.maxLength(LIMITS.meetingFlags, `At most ${LIMITS.meetingFlags} meeting ids`),
      ),
  ),
});

export const meetingFlagsSchema = z.object({
  flags: z.record(z.string(), meetingNoteFlagsSchema),
});
export type MeetingFlags = z.infer<typeof meetingFlagsSchema>;

/** `GET /api/meetings/{meetingId}/prep[?templateKey=]`. */
export const prepQuerySchema = z.object({
  templateKey: z.optional(
    z.string().check(z.regex(/^[a-z-]{1,40}$/, 'templateKey is not a template key')),
  ),
});
export const prepPromptsSchema = z.object({ prompts: z.array(z.string()) });
export type PrepPrompts = z.infer<typeof prepPromptsSchema>;
