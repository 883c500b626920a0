import { describe, expect, it } from 'vitest';
import type { Meeting } from '@shared/contract/schemas/meeting';
import { nudgeActionLabel, noteRequestFor } from './nudge-actions';

const meeting: Meeting = {
  id: 'dr-ADA-20261118',
  title: '1:1 with Ada',
  scheduledTime: '2026-11-18T15:00:00.000Z',
  localDate: '2026-11-18',
  status: 'scheduled',
  directReportId: 'ADA',
  bossId: null,
  personName: 'Ada',
  meetingFrequency: 'weekly',
};
const person = { directReportId: 'ADA', bossId: null };

describe('following a nudge (docs/product.md#nudges)', () => {
  it('opens the prep of a 1:1 the page knows, else the 1:1 by its id', () => {
    const action = { type: 'open-prep', meetingId: meeting.id, ...person } as const;
    expect(nudgeActionLabel(action)).toBe('Open the prep');
    expect(noteRequestFor(action, [meeting])).toEqual({ kind: 'meeting', meeting, role: 'prep' });
    expect(noteRequestFor({ ...action, meetingId: 'dr-ADA-20261123' }, [meeting])).toEqual({
      kind: 'meetingId',
      meetingId: 'dr-ADA-20261123',
      ...person,
      role: 'prep',
    });
  });

  it('opens a 1:1’s note in reflection mode, or a new note about the person', () => {
    const done = { ...meeting, status: 'completed' as const };
    const action = { type: 'open-note', meetingId: meeting.id, ...person } as const;
    expect(nudgeActionLabel(action)).toBe('Open the note');
    expect(noteRequestFor(action, [done])).toEqual({
      kind: 'meeting',
      meeting: done,
      role: 'reflection',
    });
    const noMeeting = { ...action, meetingId: null };
    expect(nudgeActionLabel(noMeeting)).toBe('Write a note');
    expect(noteRequestFor(noMeeting, [])).toEqual({
      kind: 'new',
      directReportId: 'ADA',
      locked: true,
    });
    expect(noteRequestFor({ ...noMeeting, directReportId: null }, [])).toEqual({
      kind: 'new',
      locked: false,
    });
  });

  it('captures a moment or edits the person without opening an editor', () => {
    const capture = { type: 'capture-moment', momentType: 'recognition', ...person } as const;
    expect(nudgeActionLabel(capture)).toBe('Capture the moment');
    expect(noteRequestFor(capture, [meeting])).toBeNull();
    expect(noteRequestFor({ type: 'edit-person', ...person }, [])).toBeNull();
  });
});
