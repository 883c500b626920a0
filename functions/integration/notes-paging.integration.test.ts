/**
 * The notes list past one DynamoDB page, over real HTTP (docs/api.md#conventions, Notes):
 *
 * - every note is reachable: following `nextCursor` from the first page lists each note exactly
 *   once, newest first, also when DynamoDB cut a Query at its 1 MB (large general notes, large
 *   meeting notes) — a page cut short keeps a cursor (dynalite counts a string's characters
 *   towards the 1 MB, DynamoDB its UTF-8 bytes: the texts here are ASCII, where both agree);
 * - a page stays below Lambda's 6 MB answer whatever the text: texts written through the API lose
 *   their control characters, and notes stored with 20,000 of them each (6 bytes apiece in JSON)
 *   before that are cut by the page's byte budget (`LIMITS.notesPageBytes`) — those are written
 *   with BatchWriteItem while DynamoDB leaves writes unprocessed, and every one lands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Note, type NotesPage } from '../../shared/contract';
import { LIMITS } from '../../shared/domain/constants';
import { meetingId } from '../../shared/domain/schedule';
import {
  signInClient,
  startLocalStack,
  type ApiClient,
  type ApiResponse,
  type LocalStack,
} from '../../test-support/local-stack';
import { expectSuccess } from '../../test-support/expect-response';
import { LAMBDA_RESPONSE_LIMIT, lambdaAnswerBytes } from '../../test-support/lambda-answer';
import { seedNotes } from '../../test-support/seed';
import { leaveBatchesUnprocessed } from '../../test-support/dynamodb-throttling';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack();
});

afterAll(async () => {
  await stack?.close();
});

interface ReadPage {
  page: NotesPage;
  /** The JSON body's bytes. */
  bodyBytes: number;
  /** The answer's bytes as the Lambda returns it. */
  answerBytes: number;
}

/**
 * Reads the list from the first page, following `nextCursor` until it is null, checking every
 * page: a success, below Lambda's answer limit. Stops after `maxPages` (a cursor loop fails).
 */
async function readEveryPage(client: ApiClient, maxPages = 50): Promise<ReadPage[]> {
  const pages: ReadPage[] = [];
  let cursor: string | null = null;
  do {
    const response: ApiResponse = await client.call(api.notes.list, {
      query: cursor ? { cursor } : {},
    });
    const page: NotesPage = expectSuccess(api.notes.list, response);
    const answerBytes = lambdaAnswerBytes(response);
    expect(answerBytes, `page ${pages.length + 1}`).toBeLessThan(LAMBDA_RESPONSE_LIMIT);
    pages.push({ page, bodyBytes: Buffer.byteLength(response.text), answerBytes });
    cursor = page.nextCursor;
    expect(pages.length, 'the cursors never end').toBeLessThanOrEqual(maxPages);
  } while (cursor);
  return pages;
}

/** Every note listed, in order, and each exactly once: the ids the user wrote, newest first. */
function expectEachNoteOnce(pages: readonly ReadPage[], ids: readonly string[]): Note[] {
  const listed = pages.flatMap(({ page }) => page.notes);
  expect(listed.map((note) => note.id).sort()).toEqual([...ids].sort());
  const created = listed.map((note) => note.createdAt);
  expect(created).toEqual([...created].sort().reverse());
  return listed;
}

describe('every note is reachable by following the cursor', () => {
  it('60 general notes of 20,000 characters and 20 tags: DynamoDB stops the first Query at 1 MB, the cursor goes on', async () => {
    const { user } = await signInClient(stack, 'large-general-notes@example.com');
    const tags = Array.from({ length: LIMITS.noteTags }, (_, index) =>
      `${index} `.padEnd(LIMITS.noteTagLength, 't'),
    );
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      // One long word: the moments consumer reads it at once (sentences would take it seconds).
      const content = `${index} `.padEnd(LIMITS.noteText, 'x');
      const note = expectSuccess(
        api.notes.create,
        await user.call(api.notes.create, { body: { content, tags } }),
      );
      ids.push(note.id);
    }
    const read = await readEveryPage(user);
    // Some 21 KB a note: the first Query reads 1 MB, fewer than a page's 50 notes, and well
    // within the page's byte budget.
    expect(read[0]!.page.notes.length).toBeLessThan(LIMITS.notesPage);
    expect(read[0]!.bodyBytes).toBeLessThan(LIMITS.notesPageBytes * 0.75);
    const listed = expectEachNoteOnce(read, ids);
    expect(listed.every((note) => note.content.length === LIMITS.noteText)).toBe(true);
  }, 120_000);

  it('50 meeting notes with a 20,000-character agenda and reflection: all 50, each once', async () => {
    const { user } = await signInClient(stack, 'large-meeting-notes@example.com');
    const reportId = expectSuccess(
      api.directReports.create,
      await user.call(api.directReports.create, {
        body: {
          firstName: 'Noor',
          meetingDayOfWeek: 'Monday',
          meetingTime: '09:00',
          meetingFrequency: 'weekly',
        },
      }),
    ).id;
    // Some 40 KB a note: DynamoDB stops each Query at 1 MB, after some 26 notes.
    const text = (label: string) => `${label} `.padEnd(LIMITS.noteText, 'x');
    const ids: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const date = new Date(Date.UTC(2025, 0, 6) + index * 7 * 86_400_000);
      const id = meetingId('directReport', reportId, date.toISOString().slice(0, 10));
      expectSuccess(
        api.meetingNotes.create,
        await user.call(api.meetingNotes.create, {
          body: {
            meetingId: id,
            directReportId: reportId,
            agendaContent: text(`Agenda ${index}`),
            reflectionContent: text(`Reflection ${index}`),
          },
        }),
      );
      ids.push(id);
    }
    const read = await readEveryPage(user);
    expect(read[0]!.page.notes.length).toBeLessThan(LIMITS.notesPage);
    expect(read[0]!.bodyBytes).toBeLessThan(LIMITS.notesPageBytes * 0.75);
    const listed = expectEachNoteOnce(read, ids);
    expect(listed.every((note) => note.meetingId === note.id && note.hasReflection)).toBe(true);
  }, 120_000);
});

describe('a page stays below Lambda’s 6 MB whatever the text', () => {
  it('50 notes written with 20,000 control characters each are stored without them: one small page', async () => {
    const { user } = await signInClient(stack, 'control-characters@example.com');
    const ids: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const label = `Note ${index}`;
      const note = expectSuccess(
        api.notes.create,
        await user.call(api.notes.create, {
          body: { content: label + '\u0001'.repeat(LIMITS.noteText - label.length) },
        }),
      );
      expect(note.content).toBe(label);
      ids.push(note.id);
    }
    const read = await readEveryPage(user);
    expect(read).toHaveLength(1);
    expect(read[0]!.bodyBytes).toBeLessThan(50 * 1024);
    expectEachNoteOnce(read, ids);
  }, 120_000);

  it('notes stored with 20,000 control characters each (before texts were cleaned) are cut by the byte budget', async () => {
    const { user, userId } = await signInClient(stack, 'stored-control-characters@example.com');
    // Written straight to the table, as notes saved before the API removed control characters,
    // while DynamoDB leaves every other write of a BatchWriteItem unprocessed once: the 2 chunks
    // of 25 are each sent once more for those.
    const unprocessed = leaveBatchesUnprocessed();
    const { result: ids, calls } = await unprocessed
      .during('once', () =>
        seedNotes(
          userId,
          Array.from({ length: 50 }, (_, index) => ({
            content: `${index}`.padEnd(LIMITS.noteText, '\u0001'),
            createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
          })),
        ),
      )
      .finally(() => unprocessed.remove());
    expect(calls).toBe(4);
    const read = await readEveryPage(user);
    const listed = expectEachNoteOnce(read, ids);
    expect(listed.every((note) => note.content.length === LIMITS.noteText)).toBe(true);
    // Each note is some 120 KB of JSON: the budget, not the count, ends each page but the last.
    for (const { page, bodyBytes } of read.slice(0, -1)) {
      expect(page.notes.length).toBeLessThan(LIMITS.notesPage);
      expect(bodyBytes).toBeLessThanOrEqual(LIMITS.notesPageBytes + 1024);
    }
    console.info(
      `50 notes of 20,000 U+0001: ${read.length} pages, largest answer ` +
        `${(Math.max(...read.map((page) => page.answerBytes)) / 1024 / 1024).toFixed(2)} MB`,
    );
  }, 120_000);
});
