/**
 * Commitment nudges of the engine (docs/product.md#nudges 'Commitments'), `now` injected: the
 * manager's own open commitment and the person's, only before a 1:1 with that person in the next
 * 24 hours, opening that 1:1's prep; overdue ones first and ahead of the other rules; one per
 * person on the team list, all of a person on their page; the Slack DM's items due by its next DM,
 * with or without a 1:1.
 */
import { describe, expect, it } from 'vitest';
import type { Commitment } from '../../../shared/contract';
import { meetingId } from '../../../shared/domain/meeting-id';
import { storedDirectReport, weeklyAt } from '../../../test-support/stored-people';
import { weekSummaryOf } from '../week-summary/week-summary-entries';
import { chooseNudges, slackNudges } from './nudge-engine';
import { buildWeekFacts } from './week-facts';

const LONDON = 'Europe/London';
/** Wednesday 11 March 2026, 12:00 in London (GMT). Jo meets on Thursdays at 09:00. */
const NOW = new Date('2026-03-11T12:00:00.000Z');
const WEEK = '2026-03-09';
const JO_NEXT = meetingId('directReport', 'jo', '2026-03-12');

const jo = storedDirectReport('jo', 'Jo', weeklyAt('Thursday', '09:00'));
const sam = storedDirectReport('sam', 'Sam', weeklyAt('Monday', '10:00'));

let sequence = 0;
function item(
  personId: string,
  owner: 'me' | 'them',
  text: string,
  due: string | null = null,
  meetingDate = '2026-03-05',
): Commitment {
  sequence += 1;
  return {
    id: `c${sequence}`,
    directReportId: personId,
    bossId: null,
    meetingId: meetingId('directReport', personId, meetingDate),
    meetingDate,
    section: 'reflection',
    text,
    owner,
    due,
    done: false,
    doneAt: null,
    doneMeetingId: null,
    createdAt: `${meetingDate}T10:00:00.000Z`,
    updatedAt: `${meetingDate}T10:00:00.000Z`,
    version: 1,
  };
}

/** A week whose moments and notes keep the other rules quiet for Jo and Sam. */
function factsOf(commitments: Commitment[], now = NOW) {
  const quiet = (personKey: string) => [
    { personKey, type: 'feedbackGiven' as const, capturedAt: '2026-03-10T10:00:00.000Z' },
    { personKey, type: 'feedbackAsked' as const, capturedAt: '2026-03-10T10:00:00.000Z' },
    { personKey, type: 'recognition' as const, capturedAt: '2026-03-10T10:00:00.000Z' },
  ];
  const note = (personKey: string, noteId: string) => ({
    noteId,
    personKey,
    hasAgenda: true,
    hasReflection: true,
    types: [],
    savedAt: '2026-03-10T10:00:00.000Z',
  });
  return buildWeekFacts({
    now,
    timeZone: LONDON,
    people: { bosses: [], directReports: [jo, sam] },
    summaries: new Map([
      [
        WEEK,
        weekSummaryOf(WEEK, {
          notes: [
            note('dr#jo', JO_NEXT),
            note('dr#sam', meetingId('directReport', 'sam', '2026-03-09')),
          ],
          manual: [...quiet('dr#jo'), ...quiet('dr#sam')],
          dismissedBanners: [],
        }),
      ],
    ]),
    commitments,
  });
}

describe('commitment nudges before a 1:1', () => {
  it("name the manager's own promise to the person met within 24 h and open that 1:1's prep", () => {
    const [nudge, ...rest] = chooseNudges(
      factsOf([item('jo', 'me', "I'll send the budget doc", '2026-03-13')]),
      { kind: 'team' },
    );
    expect(rest).toEqual([]);
    expect(nudge).toMatchObject({
      rule: 'keep-commitment',
      title: 'You promised Jo you’d send the budget doc by Friday',
      content:
        'Your 1:1 is tomorrow at 9:00 am. Done already? Tick it off; if not, bring an update.',
      directReportId: 'jo',
      action: { type: 'open-prep', meetingId: JO_NEXT, directReportId: 'jo', bossId: null },
    });
  });

  it("name the person's own promise, to ask about", () => {
    const [nudge] = chooseNudges(factsOf([item('jo', 'them', 'Jo will draft the RFC')]), {
      kind: 'team',
    });
    expect(nudge).toMatchObject({
      rule: 'ask-commitment',
      title: 'Ask Jo about: draft the RFC',
      content: 'Jo took this on in your 1:1 on Mar 5. You meet tomorrow at 9:00 am.',
    });
  });

  it('say nothing of a person whose 1:1 is further off, nor of a done or unknown person’s item', () => {
    const facts = factsOf([
      item('sam', 'me', "I'll book the offsite", '2026-03-12'),
      { ...item('jo', 'me', "I'll send the doc"), done: true },
      item('ghost', 'me', "I'll call back"),
    ]);
    expect(chooseNudges(facts, { kind: 'team' })).toEqual([]);
    expect(facts.openCommitments.map((open) => open.personKey)).toEqual(['dr#sam']);
  });

  it('put overdue ones first, then by due date, none last; one per person on the team list', () => {
    const items = [
      item('jo', 'me', 'Undated follow-up'),
      item('jo', 'me', 'Due Friday', '2026-03-13'),
      item('jo', 'them', 'Their late one', '2026-03-02'),
      item('jo', 'me', 'Late one', '2026-03-09'),
    ];
    const page = chooseNudges(factsOf(items), { kind: 'directReport', id: 'jo' });
    expect(page.map((nudge) => nudge.title)).toEqual([
      'You promised Jo: Late one (was due Mar 9)',
      'Ask Jo about: Their late one (was due Mar 2)',
    ]);
    const team = chooseNudges(factsOf(items), { kind: 'team' });
    expect(team.map((nudge) => nudge.title)).toEqual(['You promised Jo: Late one (was due Mar 9)']);
    const onTime = chooseNudges(factsOf(items.slice(0, 2)), { kind: 'directReport', id: 'jo' });
    expect(onTime.map((nudge) => nudge.title)).toEqual([
      'You promised Jo: Due Friday (due Friday)',
    ]);
  });

  it('come before the prep nudge of the same 1:1', () => {
    const facts = buildWeekFacts({
      now: NOW,
      timeZone: LONDON,
      people: { bosses: [], directReports: [jo] },
      summaries: new Map(),
      commitments: [item('jo', 'me', "I'll send the doc")],
    });
    const rules = chooseNudges(facts, { kind: 'directReport', id: 'jo' }).map((n) => n.rule);
    expect(rules.slice(0, 2)).toEqual(['keep-commitment', 'prep-agenda']);
    // On the team list, one per person: the commitment's nudge opens the same prep.
    expect(chooseNudges(facts, { kind: 'team' })[0]?.rule).toBe('keep-commitment');
  });
});

describe("the Slack DM's commitments due", () => {
  it('adds the own items due by the next DM, overdue first, with or without a 1:1 soon', () => {
    const facts = factsOf([
      item('sam', 'me', "I'll book the offsite", '2026-03-11'),
      item('sam', 'me', "I'll send the plan", '2026-03-12'),
      item('sam', 'me', "I'll fix the rota", '2026-03-10'),
      item('sam', 'them', 'Sam will ship it', '2026-03-11'),
    ]);
    const today = slackNudges(facts, '2026-03-11');
    expect(today.map((nudge) => [nudge.title, nudge.content])).toEqual([
      [
        'You promised Sam you’d fix the rota by Mar 10',
        'That date has passed. Do it today, or tell Sam the new date.',
      ],
      [
        'You promised Sam you’d book the offsite today',
        'It’s due today. Tick it off in Middle once it’s done.',
      ],
    ]);
    expect(today[0]!.action).toEqual({
      type: 'open-note',
      meetingId: null,
      directReportId: 'sam',
      bossId: null,
    });
    expect(slackNudges(facts, '2026-03-12')).toHaveLength(3);
  });

  it('names an item due with a 1:1 soon once, before the 1:1', () => {
    const facts = factsOf([item('jo', 'me', "I'll send the doc", '2026-03-11')]);
    const nudges = slackNudges(facts, '2026-03-11');
    expect(nudges.map((nudge) => nudge.title)).toEqual([
      'You promised Jo you’d send the doc today',
    ]);
    expect(nudges[0]!.content).toContain('Your 1:1 is tomorrow at 9:00 am');
  });
});
