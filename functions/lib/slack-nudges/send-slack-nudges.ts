/**
 * One run of the Slack nudge job (docs/product.md#slack-nudges): every user whose slot has come
 * (dueNudges: a Query of the users-due index, no Scan) gets the nudges the dashboard shows them
 * today (chooseNudges, 'team' scope, from the same reads as GET /api/dashboard), after the
 * manager's own open commitments due by the next DM (nudge-engine.ts `slackNudges`), by DM from the
 * app's bot — `conversations.open` with the installing Slack user, then `chat.postMessage` with
 * Block Kit (slack-nudge-message.ts) and a button into the app.
 *
 * Per user: the week, preferences and open commitments (3 calls sent together:
 * loadUserWeekAndPreferences), the claim of the slot
 * (1 conditional UpdateItem that also schedules the next slot after `now`; a second run in the
 * same slot loses it and sends nothing), then — only when there is something to say — the bot
 * (getSlackBot: 1 GetItem, 1 token decrypt) and the two Slack calls. No nudge due: nothing is sent,
 * the schedule still moves on. Nor on a Saturday or Sunday in the user's zone unless they chose
 * 'Nudge me on weekends too' (integrations/slack/nudge-slots.ts `isNudgeDay`): a slot stored before the rule, or
 * before the preference changed, is claimed and moved on to the next working day without a DM. A Slack answer meaning the token is dead (`invalid_auth`,
 * `token_revoked`, `account_inactive`, …) marks the integration `needsReconnect`, which drops the
 * user from the index. Slack's `Retry-After` is honoured by @slack/web-api's WebClient (it waits
 * and retries once: slack-client.ts). At most one send per user and slot: a send that fails after
 * the claim is logged, not repeated.
 */
import type { Nudge } from '../../../shared/contract';
import { loadUserWeekAndPreferences } from '../nudges/user-week';
import {
  IntegrationNotConnectedError,
  describeProviderError,
} from '../integrations/integration-errors';
import { readIntegrationConfig } from '../integrations/integration-config';
import { getSlackBot, markSlackNeedsReconnect } from '../integrations/slack/slack-bot';
import { isSlackGrantGone, slackErrorCode } from '../integrations/slack/slack-client';
import { logger } from '../logger';
import { slackNudges } from '../nudges/nudge-engine';
import { commitmentsDueBy } from './commitments-due-by';
import { claimNudgeSlot, dueNudges, type DueNudge } from '../integrations/slack/nudge-schedule';
import { isNudgeDay, nextNudgeSlot } from '../integrations/slack/nudge-slots';
import { slackNudgeMessage } from './slack-nudge-message';

/** What happened to one due user. */
export type NudgeOutcome =
  /** DM sent. */
  | 'sent'
  /** Claimed, but no nudge was due: nothing sent. */
  | 'nothingToSay'
  /** Claimed on a weekend day the user does not want nudges: nothing sent. */
  | 'offDay'
  /** Another run claimed the slot first. */
  | 'alreadyClaimed'
  /** Slack refused the token: marked needsReconnect. */
  | 'disconnected'
  /** Slack was disconnected meanwhile. */
  | 'notConnected'
  /** An error: logged, not retried in this slot. */
  | 'failed';

export interface NudgeRun {
  /** The run's instant (ISO 8601 UTC). */
  now: string;
  outcomes: Record<NudgeOutcome, number>;
  /** True when the run stopped before the last due user (out of time); they stay due. */
  stoppedEarly: boolean;
}

export interface NudgeRunOptions {
  /** Whether there is time to start on another user (the Lambda's remaining time). */
  hasTimeLeft?: () => boolean;
}

/** DMs `nudges` to the user's Slack; answers the outcome. */
async function deliver(userId: string, nudges: readonly Nudge[]): Promise<NudgeOutcome> {
  let bot;
  try {
    bot = await getSlackBot(userId);
  } catch (error) {
    if (error instanceof IntegrationNotConnectedError) return 'notConnected';
    throw error;
  }
  try {
    const opened = await bot.client.conversations.open({ users: bot.slackUserId });
    const channel = opened.channel?.id;
    if (!channel) throw new Error('conversations.open answered no channel');
    await bot.client.chat.postMessage({
      channel,
      ...slackNudgeMessage(nudges, readIntegrationConfig().publicUrl),
    });
    return 'sent';
  } catch (error) {
    if (!isSlackGrantGone(error)) throw error;
    await markSlackNeedsReconnect(bot, slackErrorCode(error) ?? 'grant_gone');
    return 'disconnected';
  }
}

/** One due user: claim the slot, then DM what is due. */
async function nudgeUser(due: DueNudge, now: Date): Promise<NudgeOutcome> {
  const { facts, preferences } = await loadUserWeekAndPreferences(due.userId, now, {
    commitments: true,
  });
  const nextSlot = nextNudgeSlot(now, preferences);
  if (!(await claimNudgeSlot(due, nextSlot))) return 'alreadyClaimed';
  if (!isNudgeDay(now, preferences)) return 'offDay';
  const nudges = slackNudges(facts, commitmentsDueBy(now, nextSlot, preferences.timeZone));
  if (nudges.length === 0) return 'nothingToSay';
  return deliver(due.userId, nudges);
}

/**
 * One due user at `now`: claims the slot, then DMs what is due; an error is logged and answered
 * 'failed' (not retried in this slot). What each run of the job does per user.
 */
export async function nudgeDueUser(due: DueNudge, now: Date): Promise<NudgeOutcome> {
  let outcome: NudgeOutcome;
  try {
    outcome = await nudgeUser(due, now);
  } catch (error) {
    logger.error('Slack nudge not sent', {
      userId: due.userId,
      ...describeProviderError(error),
    });
    outcome = 'failed';
  }
  if (outcome === 'disconnected') {
    logger.warn('Slack token refused: integration needs a reconnect', { userId: due.userId });
  }
  return outcome;
}

/** Sends the nudges due at `now` (see the module comment). */
export async function sendSlackNudges(
  now = new Date(),
  options: NudgeRunOptions = {},
): Promise<NudgeRun> {
  const outcomes: Record<NudgeOutcome, number> = {
    sent: 0,
    nothingToSay: 0,
    offDay: 0,
    alreadyClaimed: 0,
    disconnected: 0,
    notConnected: 0,
    failed: 0,
  };
  for await (const page of dueNudges(now)) {
    for (const due of page) {
      if (options.hasTimeLeft && !options.hasTimeLeft()) {
        return { now: now.toISOString(), outcomes, stoppedEarly: true };
      }
      outcomes[await nudgeDueUser(due, now)] += 1;
    }
  }
  return { now: now.toISOString(), outcomes, stoppedEarly: false };
}
