/** Tests only: a stored note (a plain general 'self' note unless patched). */
import type { Note } from '../shared/contract/schemas/note';

export function noteFixture(patch: Partial<Note> = {}): Note {
  return {
    id: 'N1',
    type: 'general',
    content: '',
    directReportId: null,
    bossId: null,
    entityType: 'self',
    tags: [],
    meetingId: null,
    agendaContent: '',
    reflectionContent: '',
    hasAgenda: false,
    hasReflection: false,
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    version: 1,
    ...patch,
  };
}
