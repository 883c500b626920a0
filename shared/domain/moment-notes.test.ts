import { describe, expect, it } from 'vitest';
import { captureNoteContent, capturedTypesOf, momentTag } from './moment-notes';

describe("a capture's note", () => {
  it('carries what the manager typed, on one line', () => {
    expect(captureNoteContent('recognition', 'Sam', '  Thanked Sam for\n the demo  ')).toBe(
      'Thanked Sam for the demo',
    );
  });

  it('says what was captured when nothing was typed', () => {
    expect(captureNoteContent('recognition', 'Sam', '   ')).toBe('Recognized Sam’s work.');
    expect(captureNoteContent('feedbackGiven', 'Sam')).toBe('Gave Sam feedback.');
    expect(captureNoteContent('feedbackAsked', 'Sam')).toBe('Asked Sam for feedback.');
    expect(captureNoteContent('teamWins', 'Maria')).toBe('Shared a team win with Maria.');
    expect(captureNoteContent('prioritiesAligned', 'Maria')).toBe(
      'Aligned with Maria on priorities.',
    );
    expect(captureNoteContent('proactiveUpdates', 'Maria')).toBe(
      'Gave Maria an update before they asked.',
    );
  });

  it('is tagged with the moment it records, and only real moment tags count', () => {
    expect(momentTag('teamWins')).toBe('moment:teamWins');
    expect(capturedTypesOf(['prep', 'moment:recognition', 'moment:nope', 'recognition'])).toEqual([
      'recognition',
    ]);
  });
});
