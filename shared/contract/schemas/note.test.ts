import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../domain/constants';
import { meetingId } from '../../domain/schedule';
import {
  meetingFlagsQuerySchema,
  meetingIdInput,
  meetingNoteCreateSchema,
  notesListQuerySchema,
  noteUpdateSchema,
} from './note';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('meetingIdInput', () => {
  it('takes meeting ids as schedule.ts builds them', () => {
    expect(
      meetingIdInput.safeParse(meetingId('directReport', '01JABC', '2026-01-05')).success,
    ).toBe(true);
    expect(meetingIdInput.safeParse(meetingId('boss', 'x'.repeat(64), '2026-12-31')).success).toBe(
      true,
    );
  });

  it('accepts meeting ids of another form (e.g. a calendar event id)', () => {
    for (const value of ['01JABC', 'calendar-event_42', 'dr-01JABC-20260230']) {
      expect(meetingIdInput.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses other characters, blank and over-long ids and non-text', () => {
    for (const value of ['dr 1!', 'a/b', '', `boss-${'x'.repeat(65)}-20260105`, 42]) {
      expect(meetingIdInput.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('meetingNoteCreateSchema (docs/product.md#validation-rules Meeting notes)', () => {
  const id = meetingId('directReport', 'D1', '2026-01-05');

  it('accepts the meeting, its person and agenda or reflection text', () => {
    expect(
      meetingNoteCreateSchema.safeParse({ meetingId: id, directReportId: 'D1', agendaContent: 'A' })
        .success,
    ).toBe(true);
    expect(
      meetingNoteCreateSchema.safeParse({
        meetingId: meetingId('boss', 'B1', '2026-01-05'),
        bossId: 'B1',
        reflectionContent: 'R',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ directReportId: 'D1', agendaContent: 'A' }, ['meetingId']],
    [{ meetingId: id, agendaContent: 'A' }, ['directReportId']],
    [{ meetingId: id, directReportId: 'D2', agendaContent: 'A' }, ['directReportId']],
    [
      { meetingId: id, directReportId: 'D1', agendaContent: ' ', reflectionContent: '' },
      ['agendaContent'],
    ],
    [{ meetingId: id, directReportId: 'D1', bossId: 'B1', agendaContent: 'A' }, ['bossId']],
    [
      { meetingId: id, directReportId: 'D1', agendaContent: 'x'.repeat(LIMITS.noteText + 1) },
      ['agendaContent'],
    ],
  ])('%j is refused on %j', (body, fields) => {
    expect(issuesOf(meetingNoteCreateSchema.safeParse(body))).toEqual(
      expect.arrayContaining(fields),
    );
  });
});

describe('noteUpdateSchema', () => {
  it('allows null links (clearing) and a positive whole version', () => {
    expect(
      noteUpdateSchema.safeParse({ directReportId: null, bossId: null, version: 3 }).success,
    ).toBe(true);
    for (const version of [0, -1, 1.5, '2']) {
      expect(noteUpdateSchema.safeParse({ version }).success, String(version)).toBe(false);
    }
  });
});

describe('notesListQuerySchema', () => {
  it(`limit is a whole number from 1 to ${LIMITS.notesPage}`, () => {
    expect(notesListQuerySchema.parse({ limit: '7' }).limit).toBe(7);
    for (const limit of ['0', '51', '1.5', 'x', '']) {
      expect(notesListQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    }
  });

  it('createdAfter is an ISO date-time, with or without an offset', () => {
    expect(notesListQuerySchema.safeParse({ createdAfter: '2026-01-05T00:00:00Z' }).success).toBe(
      true,
    );
    expect(
      notesListQuerySchema.safeParse({ createdAfter: '2026-01-05T00:00:00+02:00' }).success,
    ).toBe(true);
    expect(notesListQuerySchema.safeParse({ createdAfter: '2026-01-05' }).success).toBe(false);
  });
});

describe('meetingFlagsQuerySchema', () => {
  it('splits, trims and de-duplicates the ids', () => {
    const a = meetingId('directReport', 'D1', '2026-01-05');
    const b = meetingId('boss', 'B1', '2026-01-06');
    expect(meetingFlagsQuerySchema.parse({ meetingIds: ` ${a},${b}, ${a},, ` }).meetingIds).toEqual(
      [a, b],
    );
  });

  it(`takes 1 to ${LIMITS.meetingFlags} ids`, () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        meetingId('directReport', `P${index}`, '2026-01-05'),
      ).join(',');
    expect(
      meetingFlagsQuerySchema.safeParse({ meetingIds: ids(LIMITS.meetingFlags) }).success,
    ).toBe(true);
    expect(
      meetingFlagsQuerySchema.safeParse({ meetingIds: ids(LIMITS.meetingFlags + 1) }).success,
    ).toBe(false);
    expect(meetingFlagsQuerySchema.safeParse({ meetingIds: ' , ' }).success).toBe(false);
  });
});
