import { describe, expect, it } from 'vitest';
import type { ManageUpCurrent } from '@shared/contract/schemas/moments';
import { isInferred, isOn, withManual } from './moment-state';

const none = { manual: false, inferred: [] };
const fromNote = {
  manual: false,
  inferred: [{ noteId: 'N1', sentence: 'Sent her a summary.', occurredAt: '2026-03-02T10:00:00Z' }],
};
const week: ManageUpCurrent = {
  teamWins: false,
  prioritiesAligned: false,
  proactiveUpdates: true,
  feedbackAsked: true,
  moments: { teamWins: none, prioritiesAligned: none, proactiveUpdates: fromNote },
};

describe('moment state', () => {
  it('a moment is on when captured by hand or inferred; only a note makes it inferred', () => {
    expect(isOn(none)).toBe(false);
    expect(isOn({ ...none, manual: true })).toBe(true);
    expect(isOn(fromNote)).toBe(true);
    expect(isInferred(fromNote)).toBe(true);
    expect(isInferred({ ...none, manual: true })).toBe(false);
  });

  it('a capture by hand sets the flag and the detail', () => {
    const captured = withManual(week, 'teamWins', true);
    expect(captured.teamWins).toBe(true);
    expect(captured.moments.teamWins).toEqual({ manual: true, inferred: [] });
    expect(withManual(captured, 'teamWins', false).teamWins).toBe(false);
  });

  it('undoing by hand leaves a moment a note says happened on, and feedbackAsked mirrors it', () => {
    const captured = withManual(week, 'proactiveUpdates', true);
    const undone = withManual(captured, 'proactiveUpdates', false);
    expect(undone).toMatchObject({ proactiveUpdates: true, feedbackAsked: true });
    expect(undone.moments.proactiveUpdates.manual).toBe(false);
  });
});
