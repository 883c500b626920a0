/**
 * A week summary of bounded size (docs/data.md#week-summaries): the item counts notes per slot,
 * person and kind, not one entry per note, so a week of 10,000 notes stays a few kB, the dashboard
 * reads the same units with 10 notes as with 10,000, and every note is counted — once, however
 * often its event is delivered, in whatever order, and after a count that stopped half-way.
 *
 * Notes are seeded straight into the table (spread over the week so far, near its start too, where
 * each quarter hour is a slot of its own). The 10 are counted by the note-moments consumer's own
 * code, as their 'note saved' events would be; the 10,000 by the week summary's own write, with the
 * moments the consumer would find. The dashboard is read over HTTP. Read units come from
 * DynamoDB's ConsumedCapacity, asked of every BatchGetItem the local stack sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { api, type Dashboard } from '../../shared/contract';
import { weekRange } from '../../shared/domain/week';
import { getDocumentClient } from '../lib/data/client';
import { withReadUnits } from '../../test-support/dynamodb-read-units';
import { entities } from '../lib/data/entities';
import { drainLocalBus } from '../lib/events/local-bus';
import { rankOf, syncNoteMoments } from '../lib/moments/inferred-moments';
import { noteSlotOf } from '../lib/week-summary/note-slots';
import { recordNoteSummary } from '../lib/week-summary/week-summary-store';
import { contributionChanges, type NoteContribution } from '../lib/week-summary/note-contribution';
import { decodeWeekItem, LATEST_KEPT, newestFirst } from '../lib/week-summary/week-summary-entries';
import { noteItemWeek } from '../lib/week-summary/zoned-weeks';
import { expectSuccess } from '../../test-support/expect-response';
import { seedNotes } from '../../test-support/seed';
import { startLocalStack, type ApiClient, type LocalStack } from '../../test-support/local-stack';

const TIME_ZONE = 'Europe/London';
const MANY = Number(process.env.SUMMARY_MANY ?? 10_000);
const FEW = 10;
const ITEM_LIMIT_BYTES = 8 * 1024;

let stack: LocalStack;

interface Manager {
  user: ApiClient;
  userId: string;
  reportId: string;
}

async function manager(email: string): Promise<Manager> {
  const signedIn = await stack.signIn(email);
  const user = stack.api(signedIn.token);
  expectSuccess(
    api.onboarding.complete,
    await user.call(api.onboarding.complete, {
      body: { firstName: 'Robin', teamSize: 3, timeZone: TIME_ZONE },
    }),
  );
  const report = expectSuccess(
    api.directReports.create,
    await user.call(api.directReports.create, {
      body: {
        firstName: 'Kim',
        meetingDayOfWeek: 'Wednesday',
        meetingTime: '10:00',
        meetingFrequency: 'weekly',
      },
    }),
  );
  await drainLocalBus();
  return { user, userId: signedIn.user.id, reportId: report.id };
}

/**
 * `count` notes about the direct report, half of them feedback, written in a burst over the last
 * `minutes` (not before the week's start), as a script or an import would write them.
 */
async function seedWeekNotes(who: Manager, count: number, minutes = 10) {
  const { start } = weekRange(new Date(), TIME_ZONE);
  const from = Math.max(start.getTime(), Date.now() - minutes * 60_000);
  const span = Date.now() - from;
  const seeds = Array.from({ length: count }, (_, index) => ({
    content: index % 2 === 0 ? 'Gave Kim feedback on the design review.' : 'Planning notes.',
    directReportId: who.reportId,
    createdAt: new Date(from + Math.floor((span * index) / count)).toISOString(),
  }));
  const ids = await seedNotes(who.userId, seeds);
  return ids.map((noteId, index) => ({ noteId, ...seeds[index]! }));
}

/** Runs `work` over `items`, `workers` at a time. */
async function eachOf<T>(
  items: readonly T[],
  workers: number,
  work: (item: T) => Promise<unknown>,
) {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await work(next);
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

/**
 * `count` notes counted by the note-moments consumer, as their 'note saved' events would be
 * (the notes classified, their moments written, the week summary counted).
 */
async function notesThisWeek(who: Manager, count: number): Promise<string[]> {
  const notes = await seedWeekNotes(who, count);
  await eachOf(notes, 4, ({ noteId, createdAt }) =>
    syncNoteMoments({ userId: who.userId, noteId, version: 1, createdAt }),
  );
  return notes.map((note) => note.noteId);
}

/** What the consumer counts for a seeded note once classified: feedback notes carry feedback given. */
function contributionOf(
  who: Manager,
  note: { noteId: string; createdAt: string; content: string },
): NoteContribution {
  return {
    slot: noteSlotOf(note.noteId, note.createdAt),
    personKey: `dr#${who.reportId}`,
    meeting: null,
    types: note.content.startsWith('Gave') ? ['feedbackGiven'] : [],
    occurredAt: note.createdAt,
  };
}

/**
 * `count` notes counted in the week summary. Counting 10,000 notes one write after another takes
 * dynalite minutes, so the items are written as those writes leave them: each note's changes
 * (contributionChanges, what recordNoteSummary ADDs, SETs and REMOVEs) folded together, then one
 * PutItem per item, with the latest moments kept to the newest LATEST_KEPT as the writes keep them.
 * The first test checks that fold against recordNoteSummary's own writes.
 */
async function notesCountedThisWeek(who: Manager, count: number): Promise<void> {
  const notes = await seedWeekNotes(who, count);
  const items = new Map<string, Record<string, unknown>>();
  for (const note of notes) {
    const itemWeek = noteItemWeek(note.noteId, note.createdAt);
    const changes = contributionChanges(note.noteId, null, contributionOf(who, note));
    const item = items.get(itemWeek) ?? {};
    for (const [name, delta] of Object.entries(changes.add)) {
      item[name] = ((item[name] as number | undefined) ?? 0) + delta;
    }
    Object.assign(item, changes.set);
    items.set(itemWeek, item);
  }
  const { weekSummary } = entities();
  for (const [weekStart, attributes] of items) {
    const latest = decodeWeekItem({ weekStart, ...attributes })!.latest.sort(newestFirst);
    for (const dropped of latest.slice(LATEST_KEPT)) delete attributes[dropped.name];
    const { Item, TableName } = weekSummary
      .put({ userId: who.userId, weekStart, updatedAt: new Date().toISOString() })
      .params<{ Item: Record<string, unknown>; TableName: string }>();
    await getDocumentClient().send(new PutCommand({ TableName, Item: { ...Item, ...attributes } }));
  }
}

/** The raw summary items of the user's week: DynamoDB's size of each (names + values, bytes). */
async function summaryItemSizes(userId: string, itemWeeks: readonly string[]): Promise<number[]> {
  const { weekSummary } = entities();
  const sizes: number[] = [];
  for (const weekStart of new Set(itemWeeks)) {
    const { Key, TableName } = weekSummary
      .get({ userId, weekStart })
      .params<{ Key: Record<string, unknown>; TableName: string }>();
    const { Item } = await getDocumentClient().send(new GetCommand({ TableName, Key }));
    if (Item) sizes.push(itemBytes(Item));
  }
  return sizes;
}

function itemBytes(item: Record<string, unknown>): number {
  let total = 0;
  for (const [name, value] of Object.entries(item)) {
    total += Buffer.byteLength(name);
    if (typeof value === 'string') total += Buffer.byteLength(value);
    else if (typeof value === 'number') total += 21;
    else if (value instanceof Set)
      for (const entry of value) total += Buffer.byteLength(String(entry));
    else total += Buffer.byteLength(JSON.stringify(value) ?? '');
  }
  return total;
}

/** The dashboard, with the read units its DynamoDB calls consumed. */
async function dashboardWithUnits(user: ApiClient): Promise<{ body: Dashboard; units: number }> {
  const { result: body, units } = await withReadUnits(async () =>
    expectSuccess(api.dashboard.get, await user.call(api.dashboard.get, {})),
  );
  return { body, units };
}

let few: Manager;
let many: Manager;
let fewIds: string[];

beforeAll(async () => {
  stack = await startLocalStack({ runScheduledJobs: false });
  few = await manager('summary-few@example.com');
  many = await manager('summary-many@example.com');
  fewIds = await notesThisWeek(few, FEW);
  await notesCountedThisWeek(many, MANY);
}, 600_000);

afterAll(async () => {
  await stack?.close();
});

describe('a week summary of bounded size', () => {
  it("is, after recordNoteSummary's own writes, what the sizes below are measured on", async () => {
    const who = await manager('summary-fold@example.com');
    const notes = await seedWeekNotes(who, 300);
    await eachOf(notes, 4, (note) =>
      recordNoteSummary({
        userId: who.userId,
        noteId: note.noteId,
        itemWeek: noteItemWeek(note.noteId, note.createdAt),
        rank: rankOf(note.createdAt, 1),
        next: contributionOf(who, note),
        counted: null,
      }),
    );
    const written = (await dashboardWithUnits(who.user)).body;
    const folded = await manager('summary-folded@example.com');
    // The same notes, folded: the same texts and times, another user's ids.
    await notesCountedThisWeek(folded, 300);
    const read = (await dashboardWithUnits(folded.user)).body;
    expect(written.weeklyProgress.notesLogged).toBe(300);
    expect(read.weeklyProgress.notesLogged).toBe(written.weeklyProgress.notesLogged);
    expect(read.feedback).toEqual(written.feedback);
    expect(read.recentInsights).toHaveLength(written.recentInsights.length);
    expect(written.recentInsights).toHaveLength(10);
  });

  it(`stays under 8 KB with ${MANY.toLocaleString('en-US')} notes in the week`, async () => {
    const { start } = weekRange(new Date(), TIME_ZONE);
    const itemWeeks = [
      noteItemWeek('n', start.toISOString()),
      noteItemWeek('n', new Date().toISOString()),
    ];
    const sizes = await summaryItemSizes(many.userId, itemWeeks);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeLessThan(ITEM_LIMIT_BYTES);
  });

  it('counts every note, and the dashboard reads the same units at 10 and 10,000 notes', async () => {
    const small = await dashboardWithUnits(few.user);
    const large = await dashboardWithUnits(many.user);
    expect(small.body.weeklyProgress.notesLogged).toBe(FEW);
    expect(large.body.weeklyProgress.notesLogged).toBe(MANY);
    expect(large.body.directReports[0]?.notesThisWeek).toBe(MANY);
    expect(large.body.feedback.feedbackGiven.aiInferred).toBe(MANY / 2);
    expect(large.body.recentInsights).toHaveLength(10);
    expect(small.units).toBeGreaterThan(0);
    expect(large.units).toBe(small.units);
  });

  it('counts a note once however often its event comes, and not at all once deleted', async () => {
    const noteId = fewIds[0]!;
    const { note } = entities();
    const stored = await note.get({ userId: few.userId, noteId }).go();
    const detail = { userId: few.userId, noteId, version: 1, createdAt: stored.data!.createdAt };
    await syncNoteMoments(detail);
    await syncNoteMoments(detail);
    const again = (await dashboardWithUnits(few.user)).body;
    expect(again.weeklyProgress.notesLogged).toBe(FEW);
    expect(again.feedback.feedbackGiven.aiInferred).toBe(FEW / 2);

    await note.delete({ userId: few.userId, noteId }).go();
    await syncNoteMoments({ ...detail, version: 2 });
    // A late, repeated event of the note's first state changes nothing.
    await syncNoteMoments(detail);
    const after = (await dashboardWithUnits(few.user)).body;
    expect(after.weeklyProgress.notesLogged).toBe(FEW - 1);
    expect(after.feedback.feedbackGiven.aiInferred).toBe(FEW / 2 - 1);
  });
});
