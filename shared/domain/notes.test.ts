import { describe, expect, it } from 'vitest';
import {
  hasContent,
  meetingNoteTags,
  meetingNoteType,
  NOTE_PREVIEW_LENGTH,
  notePreview,
  noteEntityType,
} from './notes';

describe('hasContent', () => {
  it('is false for blank text, including the single space of an emptied note', () => {
    for (const text of ['', ' ', '\n\t ', null, undefined]) expect(hasContent(text)).toBe(false);
  });

  it('is true for any visible character', () => {
    for (const text of ['a', '  x  ', '\n-\n']) expect(hasContent(text)).toBe(true);
  });
});

describe('meetingNoteTags', () => {
  it("holds 'prep' while the agenda has content and 'reflection' while the reflection has", () => {
    expect(meetingNoteTags([], 'Agenda', '')).toEqual(['prep']);
    expect(meetingNoteTags([], ' ', 'Went well')).toEqual(['reflection']);
    expect(meetingNoteTags([], 'Agenda', 'Went well')).toEqual(['prep', 'reflection']);
    expect(meetingNoteTags([], ' ', ' ')).toEqual([]);
  });

  it('drops a tag whose text was emptied and keeps other tags in order', () => {
    expect(meetingNoteTags(['prep', 'career', 'reflection', 'q3'], ' ', 'Still here')).toEqual([
      'reflection',
      'career',
      'q3',
    ]);
    expect(meetingNoteTags(['career', 'prep'], '', '')).toEqual(['career']);
  });

  it('never repeats a tag', () => {
    expect(meetingNoteTags(['prep', 'prep', 'x', 'x'], 'A', '')).toEqual(['prep', 'x']);
  });
});

describe('meetingNoteType', () => {
  it("is 'prep' when created with agenda text, else 'reflection'", () => {
    expect(meetingNoteType('Topics')).toBe('prep');
    expect(meetingNoteType(' ')).toBe('reflection');
    expect(meetingNoteType(undefined)).toBe('reflection');
  });
});

describe('noteEntityType', () => {
  it('follows the link when there is one, whatever was requested', () => {
    expect(noteEntityType('directReport', 'self')).toBe('directReport');
    expect(noteEntityType('boss', 'none', 'directReport')).toBe('boss');
  });

  it("without a link: the requested 'self' or 'none', else the previous one, else 'self'", () => {
    expect(noteEntityType(null, 'none')).toBe('none');
    expect(noteEntityType(null, 'self', 'none')).toBe('self');
    expect(noteEntityType(null, undefined, 'none')).toBe('none');
    expect(noteEntityType(null, 'directReport')).toBe('self');
    expect(noteEntityType(null, undefined, 'boss')).toBe('self');
    expect(noteEntityType(null)).toBe('self');
  });
});

describe('notePreview', () => {
  const note = (reflectionContent: string, agendaContent: string, content: string) => ({
    reflectionContent,
    agendaContent,
    content,
  });

  it('takes the reflection, else the agenda, else the content — the first with content', () => {
    expect(notePreview(note('Reflection', 'Agenda', 'Content'))).toBe('Reflection');
    expect(notePreview(note(' ', 'Agenda', 'Content'))).toBe('Agenda');
    expect(notePreview(note('', ' \n', '  Content  '))).toBe('Content');
    expect(notePreview(note(' ', ' ', ' '))).toBe('');
  });

  it(`is trimmed and at most ${NOTE_PREVIEW_LENGTH} characters`, () => {
    const long = `  ${'a'.repeat(200)}`;
    expect(notePreview(note('', '', long))).toBe('a'.repeat(NOTE_PREVIEW_LENGTH));
    expect(notePreview(note(`${'b'.repeat(139)} c`, '', ''))).toBe('b'.repeat(139));
  });

  it('never cuts an astral character in half', () => {
    const text = '🙂'.repeat(150);
    const preview = notePreview(note(text, '', ''));
    expect(Array.from(preview)).toHaveLength(NOTE_PREVIEW_LENGTH);
    expect(preview).toBe('🙂'.repeat(NOTE_PREVIEW_LENGTH));
  });
});
