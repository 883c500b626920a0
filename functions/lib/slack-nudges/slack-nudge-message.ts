/**
 * The Slack DM of a user's nudges (docs/product.md#slack-nudges), in Block Kit: a header, one
 * section per nudge (its emoji, title in bold and text, as on the dashboard's 'Today's nudges'),
 * and a button into the app's dashboard; `text` is the notification's plain fallback. Slack's
 * mrkdwn control characters (&, <, >) in the texts are escaped, so a name cannot turn into a link
 * or a mention. Pure.
 */
import type { Nudge } from '../../../shared/contract';

/** The page the button opens (the dashboard, with today's nudges). */
export const NUDGE_LINK_PATH = '/dashboard';
export const NUDGE_HEADER = 'Your coaching nudges';
export const NUDGE_BUTTON_TEXT = 'Open your dashboard';

export interface SlackNudgeMessage {
  text: string;
  blocks: Record<string, unknown>[];
}

/** Slack's escaping of text it reads as mrkdwn. */
function escapeMrkdwn(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The message of `nudges` (at least one), linking to `publicUrl` + /dashboard when known. */
export function slackNudgeMessage(
  nudges: readonly Nudge[],
  publicUrl: string | undefined,
): SlackNudgeMessage {
  const sections = nudges.map((nudge) => ({
    type: 'section',
    text: {
      type: 'mrkdwn',
      text: `${nudge.emoji} *${escapeMrkdwn(nudge.title)}*\n${escapeMrkdwn(nudge.content)}`,
    },
  }));
  const button = publicUrl
    ? [
        {
          type: 'actions',
          elements: [
            {
              type: 'button',
              text: { type: 'plain_text', text: NUDGE_BUTTON_TEXT },
              url: `${publicUrl}${NUDGE_LINK_PATH}`,
              action_id: 'open-dashboard',
            },
          ],
        },
      ]
    : [];
  return {
    text: `${NUDGE_HEADER}: ${nudges.map((nudge) => nudge.title).join(' · ')}`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: NUDGE_HEADER } },
      ...sections,
      ...button,
    ],
  };
}
