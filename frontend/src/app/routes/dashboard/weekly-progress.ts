/**
 * The weekly 1:1 ring (spec §9 'Progress'): a meeting counts as done once completed or scheduled
 * in the past; the ring value is done / scheduled as a percent, capped at 100.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';

/** Done and scheduled counts, and the ring value (0–100). */
export function weeklyProgress(meetings: readonly Meeting[], now: Date) {
  const done = meetings.filter(
    (meeting) => meeting.status === 'completed' || new Date(meeting.scheduledTime) <= now,
  ).length;
  const scheduled = meetings.length;
  return { done, scheduled, percent: scheduled ? Math.min(100, (done / scheduled) * 100) : 0 };
}
