import { describe, expect, it } from 'vitest';
import { LONG_AGO, storedDirectReport, weeklyAt } from '../../../test-support/stored-people';
import type { Nudge } from '../../../shared/contract';
import { chooseNudges } from '../nudges/nudge-engine';
import { buildWeekFacts } from '../nudges/week-facts';
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

describe("a DM of the team's nudges", () => {
  /** A direct report with Monday 08:00 1:1s, tracked since January. */
  const report = (id: string, firstName: string) =>
    storedDirectReport(id, firstName, weeklyAt('Monday', '08:00'));
  const people = [report('marcus', 'Marcus'), report('priya', 'Priya'), report('sofia', 'Sofia')];

  it('repeats no line and holds one nudge per person and rule, whatever the day', () => {
    // Every day of two weeks at 09:00 in London: three people share the most urgent rule (three
    // 1:1s over without a reflection, or three in the next 24 hours without an agenda).
    for (let day = 0; day < 14; day += 1) {
      const now = new Date(Date.parse('2026-03-09T09:00:00.000Z') + day * 86_400_000);
      const facts = buildWeekFacts({
        now,
        timeZone: 'Europe/London',
        people: { bosses: [], directReports: people },
        summaries: new Map(),
        profileCreatedAt: LONG_AGO,
      });
      const nudges = chooseNudges(facts, { kind: 'team' });
      const message = slackNudgeMessage(nudges, 'https://coach.example.com');
      const sections = message.blocks
        .filter((block) => block.type === 'section')
        .map((block) => (block as { text: { text: string } }).text.text);
      expect(sections, now.toISOString()).toHaveLength(nudges.length);
      const lines = sections.flatMap((text) => text.split('\n'));
      expect(new Set(lines).size, lines.join(' | ')).toBe(lines.length);
      const titles = message.text.slice(`${NUDGE_HEADER}: `.length).split(' · ');
      expect(new Set(titles).size, message.text).toBe(titles.length);
      const pairs = nudges.map((nudge) => `${nudge.directReportId}|${nudge.rule}`);
      expect(new Set(pairs).size).toBe(pairs.length);
    }
  });
});
