/**
 * The builtin commitment detector on clear cases (docs/product.md#commitments-suggested-from-reflections):
 * who owns each undertaking, the checklist text and due phrase it suggests, and what it leaves
 * out — done acts, other people's undertakings, maybes, questions, negations, states,
 * predictions, comments, past promises and conditions.
 */
import { describe, expect, it } from 'vitest';
import { suggestCommitments, type CommitmentContext } from './suggest-commitments';

const jo: CommitmentContext = { kind: 'dr', personName: 'Jo' };
const dana: CommitmentContext = { kind: 'boss', personName: 'Dana' };

describe('suggestCommitments', () => {
  it("suggests the writer's undertaking, owner and due phrase left out of its text", () => {
    expect(suggestCommitments("I'll send Jo the budget doc by Friday.", jo)).toEqual([
      { owner: 'me', text: 'send Jo the budget doc', due: 'by Friday' },
    ]);
    expect(suggestCommitments("I'm going to loop in HR on the relocation question", jo)).toEqual([
      { owner: 'me', text: 'loop in HR on the relocation question', due: null },
    ]);
    expect(suggestCommitments('I promised to review her deck before the offsite', jo)).toEqual([
      { owner: 'me', text: 'review her deck', due: 'before the offsite' },
    ]);
  });

  it("makes a joint 'we' undertaking the writer's", () => {
    expect(suggestCommitments('We agreed to revisit the rota in two weeks.', jo)).toEqual([
      { owner: 'me', text: 'revisit the rota', due: 'in two weeks' },
    ]);
    expect(suggestCommitments("We'll pick this up next 1:1.", dana)).toEqual([
      { owner: 'me', text: 'pick this up', due: 'next 1:1' },
    ]);
  });

  it('gives the other person, by name or pronoun, their own undertakings', () => {
    expect(suggestCommitments('Dana will ask finance about the headcount.', dana)).toEqual([
      { owner: 'them', text: 'ask finance about the headcount', due: null },
    ]);
    expect(suggestCommitments("She said she'd send me the numbers by end of month", jo)).toEqual([
      { owner: 'them', text: 'send me the numbers', due: 'by end of month' },
    ]);
    expect(suggestCommitments('Jo agreed to take the on-call rota.', jo)).toEqual([
      { owner: 'them', text: 'take the on-call rota', due: null },
    ]);
    expect(suggestCommitments('He took on the migration plan.', jo)).toEqual([
      { owner: 'them', text: 'take on the migration plan', due: null },
    ]);
  });

  it('reads every sentence of a reflection and both owners of one sentence, in order', () => {
    expect(
      suggestCommitments(
        'Good 1:1, Jo was upbeat. Jo will send the release notes by Wednesday and I’ll review them on Thursday.\nI will also book the offsite.',
        jo,
      ),
    ).toEqual([
      { owner: 'them', text: 'send the release notes', due: 'by Wednesday' },
      { owner: 'me', text: 'review them', due: 'on Thursday' },
      { owner: 'me', text: 'book the offsite', due: null },
    ]);
  });

  it("splits one owner's two actions joined by 'and'", () => {
    expect(
      suggestCommitments("I'll draft the reorg comms and send them to Dana by Wednesday.", dana),
    ).toEqual([
      { owner: 'me', text: 'draft the reorg comms', due: null },
      { owner: 'me', text: 'send them to Dana', due: 'by Wednesday' },
    ]);
  });

  it('reads shorthand action items as typed after a meeting', () => {
    expect(suggestCommitments('- me: update roadmap\n- Jo -> rota by Thu', jo)).toEqual([
      { owner: 'me', text: 'update roadmap', due: null },
      { owner: 'them', text: 'rota', due: 'by Thu' },
    ]);
    expect(
      suggestCommitments('Priya to write up the incident by Thursday', {
        kind: 'dr',
        personName: 'Priya',
      }),
    ).toEqual([{ owner: 'them', text: 'write up the incident', due: 'by Thursday' }]);
    expect(suggestCommitments('TODO: book the offsite', dana)).toEqual([
      { owner: 'me', text: 'book the offsite', due: null },
    ]);
    expect(suggestCommitments('Action on me: update the roadmap', dana)).toEqual([
      { owner: 'me', text: 'update the roadmap', due: null },
    ]);
    expect(suggestCommitments('Need to get back to Jo about the promo by Friday.', jo)).toEqual([
      { owner: 'me', text: 'get back to Jo about the promo', due: 'by Friday' },
    ]);
    expect(suggestCommitments("Don't forget to book the room for Jo's demo", jo)).toEqual([
      { owner: 'me', text: "book the room for Jo's demo", due: null },
    ]);
    expect(suggestCommitments('Follow up with Jo on the conference budget', jo)).toEqual([
      { owner: 'me', text: 'follow up with Jo on the conference budget', due: null },
    ]);
  });

  it('suggests nothing for acts already done', () => {
    for (const text of [
      'I sent Jo the budget doc.',
      'Jo drafted the review last week.',
      'We moved the standup to 10am.',
      'Followed up with Jo on the conference budget.',
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it("suggests nothing for someone else's undertaking", () => {
    for (const text of [
      'Finance will send the numbers on Monday.',
      'HR is going to update the policy.',
      'Lee will pair with her on the parser.',
      "Her manager's manager will review the promo list.",
      '- Lee: will pair with Jo',
      "Her tech lead said he'll give her more ownership.",
      'Her skip said Jo would lead the next project.',
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it('suggests nothing for maybes, wishes and questions', () => {
    for (const text of [
      'Maybe I should send her the doc.',
      'It would be nice if she wrote more tests.',
      'Could we move the standup?',
      'I might look into the vendor contract.',
      "I wonder whether she'd take the rota.",
      'Should I loop in HR?',
      'Will Jo take the rota?',
      'Jo will probably ask for a raise.',
      "If the budget comes through, I'll send her to the conference.",
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it('suggests nothing for negations and refusals', () => {
    for (const text of [
      "I won't be sending the doc.",
      'She declined to take the rota.',
      "We didn't agree on anything.",
      'Jo is not going to take the on-call shift.',
      "Jo said she won't have time for the guild.",
      'I was going to talk to Jo about her talk but forgot.',
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it('suggests nothing for habits, states and scheduled events', () => {
    for (const text of [
      'Jo usually sends notes on Fridays.',
      'I want to be a better listener.',
      'The team will grow next year.',
      'The release is next week.',
      'She will be on holiday in May.',
      'Jo is presenting at the all-hands on Friday.',
      "She'll do fine in the promo round.",
      'Jo is going to Berlin next week.',
      "We'll need to talk about her goals at some point.",
      "I'm worried about the deadline.",
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it('suggests nothing for predictions, comments, past promises and conditions', () => {
    for (const text of [
      "She's going to ace the architecture interview.",
      "Jo will hit her targets this quarter, I'm sure.",
      "I expect she'll take the lead on hiring.",
      'Jo will excel once she has a team of her own.',
      "Jo's going to have plenty on her plate after the reorg.",
      'She starts the new job in March and will join the team on the 3rd.',
      "I'll admit the demo went better than I expected.",
      "I'll say this: Jo ran that incident calmly.",
      'Jo offered to mentor the interns last quarter, then went on leave.',
      'I promised Jo the rubric two weeks ago and sent it late.',
      "She had said she'd write the doc.",
      "Jo keeps promising she'll tidy the backlog.",
      "Jo always says she'll update the tickets.",
      "I told her I'd need to check the budget first.",
      'She handled it better than I would have.',
      "I said I'd book the room, and I did, that morning.",
      "We'll see.",
      "I told her I'd think about it.",
      'Jo plans to take parental leave in spring.',
    ]) {
      expect(suggestCommitments(text, jo), text).toEqual([]);
    }
  });

  it("ends an action at a comma before a new clause, and reads an owner after 'Action:'", () => {
    expect(
      suggestCommitments("I need to rebalance Jo's reviews, she's carrying most of them.", jo),
    ).toEqual([{ owner: 'me', text: "rebalance Jo's reviews", due: null }]);
    expect(suggestCommitments('Action: Dana — confirm the offsite dates.', dana)).toEqual([
      { owner: 'them', text: 'confirm the offsite dates', due: null },
    ]);
  });

  it('never suggests the same thing twice, and nothing for an empty text', () => {
    expect(
      suggestCommitments("I'll send Jo the budget doc.\n- I will send Jo the budget doc", jo),
    ).toEqual([{ owner: 'me', text: 'send Jo the budget doc', due: null }]);
    expect(suggestCommitments('', jo)).toEqual([]);
    expect(suggestCommitments('  \n ', jo)).toEqual([]);
  });

  it('keeps the writer’s words and drops the end punctuation', () => {
    const [suggestion] = suggestCommitments('Jo will set up the load test env!!', jo);
    expect(suggestion).toEqual({ owner: 'them', text: 'set up the load test env', due: null });
  });
});
