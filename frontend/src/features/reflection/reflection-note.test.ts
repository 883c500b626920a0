import { describe, expect, it } from 'vitest';
import type { Note } from '@shared/contract/schemas/note';
import { noteFixture } from '../../../../test-support/note-fixture';
import { reflectionAnswer, reflectionNoteBody, todaysReflection } from './reflection-note';

const note = (overrides: Partial<Note>): Note =>
  noteFixture({ type: 'reflection', content: 'Q?\n\nA.', tags: ['reflection'], ...overrides });

describe('daily reflection notes (docs/product.md#nudges)', () => {
  it('saves the answer under its question as a private self note tagged reflection', () => {
    expect(reflectionNoteBody('What went well?', '  Shipped it \n')).toEqual({
      type: 'reflection',
      content: 'What went well?\n\nShipped it',
      directReportId: null,
      bossId: null,
      entityType: 'self',
      tags: ['reflection'],
    });
    expect(
      reflectionAnswer(note({ content: 'What went well?\n\nShipped it' }), 'What went well?'),
    ).toBe('Shipped it');
    expect(reflectionAnswer(note({ content: 'Edited away' }), 'What went well?')).toBe(
      'Edited away',
    );
  });

  it('finds today’s answer by the date in the user’s zone, not a 1:1 reflection', () => {
    const now = new Date('2026-11-18T03:00:00Z'); // Nov 17, 10 pm in New York
    const lateYesterdayUtc = note({ id: 'a', createdAt: '2026-11-17T23:00:00.000Z' });
    const meeting = note({
      id: 'm',
      meetingId: 'dr-X-20261117',
      createdAt: '2026-11-18T02:00:00.000Z',
    });
    const general = note({
      id: 'g',
      type: 'general',
      tags: [],
      createdAt: '2026-11-18T02:30:00.000Z',
    });
    expect(
      todaysReflection([general, meeting, lateYesterdayUtc], now, 'America/New_York')?.id,
    ).toBe('a');
    expect(todaysReflection([general, meeting, lateYesterdayUtc], now, 'UTC')).toBeUndefined();
  });
});
