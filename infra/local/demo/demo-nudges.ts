/**
 * The demo's 'Send due nudges now' (`POST /local-fakes/slack/send-due-nudges`, demo mode only;
 * docs/architecture.md#demo-mode): runs the Slack nudge job's step for each user
 * (functions/lib/slack-nudges/send-slack-nudges.ts `nudgeDueUser`: claim the slot, choose the
 * dashboard's nudges, `conversations.open` and `chat.postMessage` to the fake Slack) for every user
 * with a nudge scheduled, each as of their next slot — or as of now when that slot has passed — so
 * the demo shows a real nudge without waiting for 09:00.
 *
 * The users come from the users-due index (one Query per shard, read whole before any claim moves
 * an item in it). Demo plumbing only: the job and its schedule are unchanged; a user nudged early
 * is not nudged again at that slot (the claim moved their next nudge past it).
 */
import { getProfile } from '../../../functions/lib/profile/profile-store';
import { dueNudges, type DueNudge } from '../../../functions/lib/integrations/slack/nudge-schedule';
import {
  nudgeDueUser,
  type NudgeOutcome,
} from '../../../functions/lib/slack-nudges/send-slack-nudges';

/** Past every slot the index can hold (ISO strings compare as instants up to year 9999). */
const END_OF_TIME = new Date('9999-12-31T23:59:59.999Z');

/** One user of a run: who, the instant the job ran as of (ISO 8601 UTC), and what happened. */
export interface DemoNudgeOutcome {
  email: string;
  asOf: string;
  outcome: NudgeOutcome;
}

/** A run of 'Send due nudges now'. */
export interface DemoNudgeRun {
  /** When it ran (ISO 8601 UTC). */
  ranAt: string;
  users: DemoNudgeOutcome[];
}

/** Sends every Slack-connected user's next nudge now (see the module comment). */
export async function sendDueNudgesNow(now = new Date()): Promise<DemoNudgeRun> {
  const scheduled: DueNudge[] = [];
  for await (const page of dueNudges(END_OF_TIME)) scheduled.push(...page);
  const users: DemoNudgeOutcome[] = [];
  for (const due of scheduled) {
    const asOf = new Date(Math.max(now.getTime(), Date.parse(due.slot)));
    const outcome = await nudgeDueUser(due, asOf);
    const { email } = await getProfile(due.userId);
    users.push({ email: email || due.userId, asOf: asOf.toISOString(), outcome });
  }
  return { ranAt: now.toISOString(), users };
}
