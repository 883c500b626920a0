import { describe, expect, it } from 'vitest';
import type { PhrasingContext } from '../../../../shared/contract/schemas/coaching';
import { understandMessage, type PhrasingIntent } from './understand-message';

/**
 * Messages written for these tests (not from the evaluation corpus), a few per intent and
 * context, in the styles managers type: plain, hedged, chat shorthand.
 */
const MESSAGES: [PhrasingIntent, PhrasingContext, string][] = [
  ['praise', 'directReport', 'Thanks for jumping on the customer escalation so quickly yesterday.'],
  ['praise', 'directReport', 'You absolutely nailed the client pitch on Monday.'],
  ['praise', 'directReport', 'Really appreciate you staying late to finish the migration.'],
  ['praise', 'general', 'Kudos to Sam for closing the Henley deal.'],
  ['praise', 'directReport', 'the board loved ur deck, well done'],
  ['praise', 'directReport', 'Congrats on passing your CPA exam!'],
  ['praise', 'directReport', 'Your onboarding docs saved the new hires hours.'],
  ['praise', 'directReport', 'You went above and beyond on the warehouse audit.'],
  ['praise', 'boss', "I couldn't have got through quarter-end without you."],
  ['praise', 'directReport', 'ty for covering the desk 2day, huge help'],
  ['concern', 'directReport', "You've been late to the last three standups."],
  ['concern', 'directReport', 'The report you sent had several errors in the totals.'],
  ['concern', 'directReport', "I've had two complaints about your tone with the vendors."],
  ['concern', 'directReport', 'ur updates in jira are always out of date'],
  ['concern', 'directReport', "Your code hasn't been reviewed before merging this week."],
  ['concern', 'directReport', "You snapped at Priya in the retro and it wasn't OK."],
  [
    'concern',
    'general',
    'The client invoices from your team are going out with the wrong rates again.',
  ],
  ['concern', 'directReport', 'You seem really disengaged in meetings lately.'],
  [
    'concern',
    'directReport',
    "We agreed you'd send the recap after each call and it hasn't happened.",
  ],
  ['concern', 'directReport', 'you missed the deadline for the board pack'],
  ['request', 'directReport', 'Can you draft the Q4 hiring plan by Friday?'],
  ['request', 'directReport', 'Please book the training room for next Tuesday.'],
  ['request', 'directReport', 'I need you to take the lead on the vendor review.'],
  ['request', 'general', 'Could someone cover reception between 12 and 1?'],
  ['request', 'boss', 'Would you be able to send me the slides before the meeting?'],
  ['request', 'directReport', 'any chance u could look at the pricing sheet 2day'],
  ['request', 'general', 'Are you able to join the client call at 3pm?'],
  ['request', 'directReport', "I'd love for you to mentor the new analyst."],
  ['request', 'directReport', 'Let me know the final numbers by end of day.'],
  ['request', 'directReport', "Please review Joe's pull request when you get a chance."],
  ['decline', 'boss', "I'm unable to take on the pricing project this quarter."],
  ['decline', 'general', "I'll have to pass on the conference this year."],
  ['decline', 'boss', "We don't have the capacity to support another launch in March."],
  ['decline', 'directReport', "I'm not in a position to approve the overtime."],
  ['decline', 'boss', "That deadline won't work for my team."],
  ['decline', 'boss', "I can't commit to leading the working group."],
  ['decline', 'directReport', "I'd prefer not to move my 1:1s to Fridays."],
  ['decline', 'directReport', "no can't do the extra shift sat"],
  ['decline', 'boss', "Unfortunately I won't be able to cover the on-call rota next week."],
  ['decline', 'general', "My plate is full, so I'm going to turn down the mentoring request."],
  ['bad-news', 'boss', 'The launch is delayed until March.'],
  ['bad-news', 'boss', 'We missed our revenue target by 12%.'],
  ['bad-news', 'directReport', 'Finance rejected the budget increase for your team.'],
  ['bad-news', 'boss', 'Two of our engineers handed in their notice today.'],
  ['bad-news', 'boss', 'The client is moving their account to a competitor.'],
  ['bad-news', 'boss', 'Our biggest customer churned last week.'],
  ['bad-news', 'boss', "I don't think we should reorganise the support team now."],
  ['bad-news', 'general', 'The server outage lasted six hours and affected 2,000 users.'],
  [
    'bad-news',
    'boss',
    'I made a mistake in the forecast I sent you — the real number is $40k lower.',
  ],
  ['bad-news', 'boss', 'the new hire fell through, they took another offer'],
  [
    'praise',
    'directReport',
    'The way you handled the outage on Saturday was brilliant — calm, clear updates and the fix was in by noon.',
  ],
  [
    'praise',
    'directReport',
    'Customers keep mentioning how helpful you were on the phones during the recall.',
  ],
  [
    'praise',
    'general',
    'Big thanks to the night team for getting the warehouse cleared before the storm hit.',
  ],
  [
    'praise',
    'directReport',
    "You turned that angry client around in one call. That's a real skill.",
  ],
  [
    'praise',
    'boss',
    'thanks for going to bat for my team on the budget, it made a huge difference',
  ],
  [
    'praise',
    'directReport',
    "I know the last month was brutal with all the late nights, but the launch went perfectly and that's down to you.",
  ],
  [
    'concern',
    'directReport',
    'Can you make sure the rota is posted on time from now on? It was two days late again this week.',
  ],
  [
    'concern',
    'directReport',
    'This is the third time the stock count has been off by more than 5%.',
  ],
  [
    'concern',
    'directReport',
    "I've noticed you've stopped speaking up in planning meetings and I'm a bit worried.",
  ],
  [
    'concern',
    'general',
    'Your team keeps booking the big meeting room and not showing up, so nobody else can use it.',
  ],
  [
    'concern',
    'directReport',
    "The customer escalated because you promised a refund we can't give.",
  ],
  ['concern', 'directReport', "Please don't share client numbers in the public channel again."],
  [
    'concern',
    'boss',
    'I was surprised to hear about the reorg from someone on another team before you told me.',
  ],
  [
    'concern',
    'directReport',
    'ur reports keep coming in with the wrong totals, pls double check them',
  ],
  [
    'request',
    'directReport',
    "I'm going to need the draft contract back by Thursday so legal can review it.",
  ],
  [
    'request',
    'general',
    'Could your team send us the updated API docs before the integration kickoff on the 4th?',
  ],
  [
    'request',
    'boss',
    "I'd like your sign-off on the revised hiring plan before Friday's budget review.",
  ],
  ['request', 'directReport', 'when u get a sec can u update the client tracker'],
  [
    'request',
    'directReport',
    "I'm putting you in charge of the holiday rota this year — please have a draft to me by the 1st.",
  ],
  ['request', 'general', 'Would anyone be able to cover my on-call shift next Saturday?'],
  [
    'decline',
    'boss',
    "I know you want the report by Monday but that's not realistic with the audit on — Wednesday is the earliest I can do.",
  ],
  [
    'decline',
    'boss',
    "Can we push the pilot to next quarter instead? My team can't run it alongside the migration.",
  ],
  ['decline', 'directReport', "I'm sorry, but we can't fund the course this year."],
  [
    'decline',
    'general',
    "Thanks for the invite, but I'll sit this one out — I'm buried in quarter-end.",
  ],
  ['decline', 'boss', 'no way we can take on the Henley account with 2 people out'],
  [
    'decline',
    'boss',
    "Adding the reporting module now would delay the release, so I'd rather we didn't.",
  ],
  ['bad-news', 'boss', "Heads up: the vendor just told us the parts won't arrive until the 30th."],
  [
    'bad-news',
    'directReport',
    "The company is freezing all pay rises until next year, so your raise won't happen in April.",
  ],
  ['bad-news', 'general', "We've had to cancel Friday's team offsite because the venue flooded."],
  [
    'bad-news',
    'boss',
    'I think the decision to cut the training budget will cost us more than it saves.',
  ],
  ['bad-news', 'boss', 'We failed the fire inspection on Tuesday — two exits were blocked.'],
  ['bad-news', 'directReport', 'Your transfer to the London office has been put on hold.'],
  [
    'decline',
    'boss',
    "Can someone else take the Tuesday calls? I can't keep doing them on top of the migration.",
  ],
  ['decline', 'boss', "Let's not do the offsite this year, the budget is already stretched."],
  ['decline', 'general', "I'd love to help but I'm swamped until the 20th."],
  ['decline', 'directReport', "I know you asked for Friday off, but we're too short that day."],
  ['decline', 'boss', "Please find someone else for the pricing project, I'm at capacity."],
  ['decline', 'general', "I'm not taking on any more mentees this quarter."],
  ['decline', 'general', "We're not going to be able to support the pilot."],
  ['decline', 'general', "That's not something my team can take on right now."],
  ['decline', 'directReport', "No, we won't be extending the contract."],
  ['decline', 'boss', "I'm going to have to turn this one down."],
  [
    'decline',
    'boss',
    "Is there any way someone else could lead the audit? I don't have the time to do it properly.",
  ],
  [
    'concern',
    'directReport',
    "Please make sure you're on time tomorrow, this is the third time this week.",
  ],
  ['concern', 'directReport', "Can you stop cc'ing the whole department on every email?"],
  [
    'concern',
    'directReport',
    'From now on I need the numbers checked before they go to the client.',
  ],
  ['praise', 'general', 'The support team smashed their CSAT target this quarter — 94%!'],
  ['praise', 'general', 'Dana deserves a proper shout-out for the migration.'],
  ['praise', 'directReport', 'Customers loved the new checkout flow you designed.'],
  ['praise', 'directReport', 'Delighted with how the workshop went yesterday.'],
  [
    'bad-news',
    'directReport',
    'I have to let you know that your role is changing from next month.',
  ],
  ['bad-news', 'directReport', "The project you proposed isn't going ahead this year."],
  [
    'bad-news',
    'general',
    'Hiring has been frozen until further notice, so the two open roles are on hold.',
  ],
  ['bad-news', 'directReport', 'Your hours are being reduced to 30 a week from January.'],
];

describe('understandMessage: intent', () => {
  it.each(MESSAGES)('%s (%s): %s', (intent, context, message) => {
    expect(understandMessage(message, context).intent).toBe(intent);
  });

  it.each<[string, PhrasingContext, PhrasingIntent]>([
    ['Marcus, your last three deliverables were late.', 'directReport', 'concern'],
    ["I'd like to say no to the new reporting project.", 'boss', 'decline'],
    ['hey can u stop interrupting ppl', 'directReport', 'concern'],
    [
      'Great job on the Q3 report, the charts made the board meeting easy.',
      'directReport',
      'praise',
    ],
  ])('%s → %s', (message, context, intent) => {
    expect(understandMessage(message, context).intent).toBe(intent);
  });
});

describe('understandMessage: addressee', () => {
  it('takes a vocative name off the message', () => {
    const u = understandMessage('Marcus, your last three deliverables were late.', 'directReport');
    expect(u.addressee).toEqual({
      name: 'Marcus',
      group: null,
      context: 'directReport',
      spokenOf: 'second',
    });
    expect(u.sentences).toEqual(['Your last three deliverables were late.']);
  });

  it("finds a chat greeting's name and a name said at the end of a clause", () => {
    expect(
      understandMessage('hey mo can u update the roadmap doc', 'directReport').addressee.name,
    ).toBe('Mo');
    const u = understandMessage(
      'gr8 job on the count yesterday tom, u found 40 missing units',
      'directReport',
    );
    expect(u.addressee.name).toBe('Tom');
    expect(u.sentences).toEqual([
      'Great job on the count yesterday.',
      'You found 40 missing units.',
    ]);
  });

  it('turns a message about a direct report into one spoken to them', () => {
    const u = understandMessage(
      'Jordan keeps skipping the safety briefing, and both near-misses happened on his shifts.',
      'directReport',
    );
    expect(u.addressee).toMatchObject({ name: 'Jordan', spokenOf: 'third' });
    expect(u.sentences).toEqual([
      'You keep skipping the safety briefing, and both near-misses happened on your shifts.',
    ]);
  });

  it('leaves a message to the boss about someone else as it is', () => {
    const u = understandMessage("Yusuf didn't pass his probation review.", 'boss');
    expect(u.addressee.name).toBeNull();
    expect(u.sentences).toEqual(["Yusuf didn't pass his probation review."]);
  });

  it('keeps a greeted group', () => {
    expect(
      understandMessage('Team, handover notes have been thin lately.', 'general').addressee.group,
    ).toBe('Team');
    expect(
      understandMessage('To the pharmacy team: please post the new guidelines.', 'general')
        .addressee.group,
    ).toBe('To the pharmacy team');
  });
});

describe('understandMessage: facts', () => {
  it('lists names, numbers, dates and work items', () => {
    const { facts } = understandMessage(
      'Priya, the Q3 budget deck had 12 errors and the client saw it on Friday.',
      'directReport',
    );
    expect(facts.names).toContain('Priya');
    expect(facts.numbers).toContain('12 errors');
    expect(facts.dates).toContain('on Friday');
    expect(facts.workItems.map((item) => item.toLowerCase())).toContain('the q3 budget deck');
  });

  it('reads facts after chat shorthand is written out', () => {
    const { facts, chat } = understandMessage(
      'pls send me the sales #s b4 lunch tmrw',
      'directReport',
    );
    expect(chat).toBe(true);
    expect(facts.dates).toContain('tomorrow');
    expect(facts.workItems).toContain('the sales numbers');
  });
});

describe('understandMessage: asks and sentences', () => {
  it('finds who should do what by when', () => {
    const { asks } = understandMessage(
      'Can you draft the Q4 hiring plan by Friday?',
      'directReport',
    );
    expect(asks).toEqual([
      expect.objectContaining({
        who: 'you',
        action: 'draft the Q4 hiring plan by Friday',
        when: 'by Friday',
        wholeSentence: true,
      }),
    ]);
  });

  it('finds a request made of someone other than the addressee', () => {
    const { asks } = understandMessage('Can someone from IT look at the badge readers?', 'general');
    expect(asks[0]).toMatchObject({ who: 'someone from IT', action: 'look at the badge readers' });
  });

  it("drops hedges, restores chat's missing 'I' and turns an upward '?' into a statement", () => {
    expect(
      understandMessage('Need the Q3 budget deck by Thursday.', 'directReport').sentences,
    ).toEqual(['I need the Q3 budget deck by Thursday.']);
    expect(
      understandMessage(
        'I think maybe the tone of your emails has been a bit sharp?',
        'directReport',
      ).sentences,
    ).toEqual(['The tone of your emails has been sharp.']);
    expect(
      understandMessage('noticed ur cam has been off, everything ok?', 'directReport').sentences,
    ).toEqual(["I've noticed your camera has been off.", 'Is everything OK?']);
  });
});
