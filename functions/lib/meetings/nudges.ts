/**
 * Coaching nudges on person pages (spec §1 'Coaching nudges'): a few rule-based prompts from what
 * the user has and has not captured yet, at most 3 (spec §9). AI-written nudges replace these later.
 */
import type { Meeting, Nudge } from '../../../shared/contract';

const MAX_NUDGES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Nudges for a direct report's page. */
export function directReportNudges(
  person: { firstName: string; strengths: readonly string[]; opportunities: readonly string[] },
  next: Meeting | null,
  now: Date,
): Nudge[] {
  const nudges: Nudge[] = [];
  if (next && new Date(next.scheduledTime).getTime() - now.getTime() < DAY_MS) {
    nudges.push({
      id: 'prep-next-one-on-one',
      rule: 'prep-agenda',
      directReportId: null,
      bossId: null,
      action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
      title: 'Your 1:1 is coming up',
      content: `Take five minutes to jot down what you want to cover with ${person.firstName}.`,
      emoji: '📝',
    });
  }
  if (person.strengths.length === 0) {
    nudges.push({
      id: 'capture-strength',
      rule: 'capture-strength',
      directReportId: null,
      bossId: null,
      action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
      title: 'Capture a strength',
      content: `What is ${person.firstName} great at? Naming strengths makes recognition specific.`,
      emoji: '💪',
    });
  }
  if (person.opportunities.length === 0) {
    nudges.push({
      id: 'capture-growth-area',
      rule: 'capture-growth-area',
      directReportId: null,
      bossId: null,
      action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
      title: 'Name a growth area',
      content: `Where could ${person.firstName} grow next? One focus area makes coaching easier.`,
      emoji: '🌱',
    });
  }
  nudges.push({
    id: 'recognize',
    rule: 'recognize',
    directReportId: null,
    bossId: null,
    action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
    title: 'Recognize something specific',
    content: `Tell ${person.firstName} one thing they did well this week, and why it mattered.`,
    emoji: '🎉',
  });
  return nudges.slice(0, MAX_NUDGES);
}

/** Nudges for the manage-up page. */
export function bossNudges(
  boss: { firstName: string; priorities: readonly string[] } | null,
): Nudge[] {
  if (!boss) return [];
  const nudges: Nudge[] = [];
  if (boss.priorities.length === 0) {
    nudges.push({
      id: 'ask-priorities',
      rule: 'ask-priorities',
      directReportId: null,
      bossId: null,
      action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
      title: 'Ask about priorities',
      content: `Ask ${boss.firstName} what their top priorities are this quarter, and note them here.`,
      emoji: '🎯',
    });
  }
  nudges.push({
    id: 'share-team-win',
    rule: 'share-team-win',
    directReportId: null,
    bossId: null,
    action: { type: 'open-note', meetingId: null, directReportId: null, bossId: null },
    title: 'Share a team win',
    content: `Bring one team win to your next 1:1 so ${boss.firstName} sees what your team delivers.`,
    emoji: '🏆',
  });
  return nudges.slice(0, MAX_NUDGES);
}
