import { describe, expect, it } from 'vitest';
import type { Nudge } from '../../../shared/contract';
import { NUDGE_HEADER, slackNudgeMessage } from './slack-nudge-message';

const nudge = (title: string, content: string): Nudge => ({
  id: `note-person:${title}`,
  rule: 'note-person',
  title,
  content,
  emoji: '✍️',
  directReportId: 'dr1',
  bossId: null,
  action: { type: 'open-note', meetingId: null, directReportId: 'dr1', bossId: null },
});

describe('slackNudgeMessage', () => {
  it('is a header, one section per nudge and a button to the dashboard', () => {
    const message = slackNudgeMessage(
      [nudge('A note about Sam', 'Nothing written this week.'), nudge('Ask for feedback', 'Try.')],
      'https://coach.example.com',
    );
    expect(message.text).toBe(`${NUDGE_HEADER}: A note about Sam · Ask for feedback`);
    expect(message.blocks.map((block) => block.type)).toEqual([
      'header',
      'section',
      'section',
      'actions',
    ]);
    expect(message.blocks[1]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: '✍️ *A note about Sam*\nNothing written this week.' },
    });
    expect(JSON.stringify(message.blocks[3])).toContain(
      '"url":"https://coach.example.com/dashboard"',
    );
  });

  it('escapes Slack control characters, so a name cannot become a link or mention', () => {
    const message = slackNudgeMessage([nudge('A note about <!channel> & co', 'x')], undefined);
    expect(JSON.stringify(message.blocks)).toContain('&lt;!channel&gt; &amp; co');
    expect(message.blocks.map((block) => block.type)).toEqual(['header', 'section']);
  });
});
