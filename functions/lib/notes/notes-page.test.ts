import { describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/contract';
import { LIMITS } from '../../../shared/domain/constants';
import { noteFixture } from '../../../test-support/note-fixture';
import { cutNotesPage } from './notes-page';

/** A stored note whose JSON is `bytes` long (at least some 300 bytes). */
function noteOf(id: string, bytes = 400): Note {
  const note = noteFixture({ id });
  const padding = bytes - Buffer.byteLength(JSON.stringify(note));
  return { ...note, content: 'x'.repeat(Math.max(0, padding)) };
}

const ids = (notes: readonly Note[]) => notes.map((note) => note.id);
const same = (note: Note) => note;

describe('cutNotesPage', () => {
  it('a full page continues after its last note when the one more read came back', () => {
    const read = ['a', 'b', 'c', 'd'].map((id) => noteOf(id));
    const page = cutNotesPage(read, same, { limit: 3, queryStoppedEarly: true });
    expect(ids(page.notes)).toEqual(['a', 'b', 'c']);
    expect(page.continueAfter?.id).toBe('c');
  });

  it('a page DynamoDB stopped short of the limit (1 MB read) still continues', () => {
    const read = ['a', 'b'].map((id) => noteOf(id));
    const page = cutNotesPage(read, same, { limit: 50, queryStoppedEarly: true });
    expect(ids(page.notes)).toEqual(['a', 'b']);
    expect(page.continueAfter?.id).toBe('b');
  });

  it('the last page has no continuation', () => {
    const read = ['a', 'b'].map((id) => noteOf(id));
    expect(cutNotesPage(read, same, { limit: 50, queryStoppedEarly: false }).continueAfter).toBe(
      null,
    );
    expect(cutNotesPage([], same, { limit: 50, queryStoppedEarly: false })).toEqual({
      notes: [],
      continueAfter: null,
    });
  });

  it(`ends before the note that would pass ${LIMITS.notesPageBytes} bytes of JSON`, () => {
    const size = Math.floor(LIMITS.notesPageBytes / 3) + 1;
    const read = ['a', 'b', 'c', 'd'].map((id) => noteOf(id, size));
    const page = cutNotesPage(read, same, { limit: 50, queryStoppedEarly: false });
    expect(ids(page.notes)).toEqual(['a', 'b']);
    expect(page.continueAfter?.id).toBe('b');
  });

  it('the first note always fits, however large', () => {
    const read = [noteOf('a', LIMITS.notesPageBytes * 2), noteOf('b')];
    const page = cutNotesPage(read, same, { limit: 50, queryStoppedEarly: false });
    expect(ids(page.notes)).toEqual(['a']);
    expect(page.continueAfter?.id).toBe('a');
  });
});
