/**
 * The labelled set of the moments classifier (issue 'Coaching intelligence' item 4,
 * 'Evaluation'): sentences as managers write them in notes about a direct report (`dr`) or their
 * own manager (`boss`), each with the moments it carries (none for a hard negative: a plan, a
 * negation, a question, or someone else's act). Written by hand for this project.
 *
 * Split: entries alternate development (even index) and held-out (odd index), so both halves hold
 * every kind. Patterns are tuned on the development half only; the held-out half is what
 * classify-moments.eval.test.ts gates on.
 */
import type { MomentType } from '../../../../shared/domain/moments';

export type LabelledKind = 'dr' | 'boss';
export type HardNegativeKind = 'plan' | 'negation' | 'question' | 'other-actor' | 'unrelated';

export interface LabelledSentence {
  kind: LabelledKind;
  text: string;
  labels: MomentType[];
  /** For sentences without moments: which kind of hard negative it is. */
  negative?: HardNegativeKind;
}

type Row = [LabelledKind, string, MomentType[] | HardNegativeKind];

const G = 'feedbackGiven' as const;
const A = 'feedbackAsked' as const;
const R = 'recognition' as const;
const W = 'teamWins' as const;
const P = 'prioritiesAligned' as const;
const U = 'proactiveUpdates' as const;

const ROWS: Row[] = [
  // ---- direct reports: feedback given --------------------------------------------------------
  ['dr', 'Gave Jo feedback on how she ran the retro.', [G]],
  ['dr', 'I gave him some constructive feedback on his code reviews.', [G]],
  ['dr', 'Shared feedback with Priya about her stakeholder updates being too long.', [G]],
  ['dr', 'In our 1:1, I gave her direct feedback on the missed deadline.', [G]],
  ['dr', 'Provided written feedback on his design doc.', [G]],
  ['dr', 'Gave Sam positive feedback on the onboarding guide he wrote.', [G]],
  ['dr', 'Told him that his status reports were hard to follow and needed a summary up top.', [G]],
  ['dr', 'Coached her on how to push back on scope creep.', [G]],
  ['dr', 'Pointed out that his estimates have been off by a week three sprints in a row.', [G]],
  ['dr', 'Talked with Maya about her tone in code review comments.', [G]],
  ['dr', 'We had a feedback conversation about how she handles incidents.', [G]],
  ['dr', 'Delivered some tough feedback about the quality of his tests.', [G]],
  ['dr', 'Today I shared honest feedback on her presentation to the leadership team.', [G]],
  ['dr', 'Finally gave Alex the feedback about interrupting people in meetings.', [G]],
  ['dr', 'Offered feedback on his first draft of the proposal.', [G]],
  ['dr', 'I have given her feedback on the way she writes tickets.', [G]],
  ['dr', 'Walked him through what could have gone better in the launch.', [G]],
  ['dr', 'Gave her detailed feedback on the architecture review.', [G]],
  ['dr', 'Spoke to Ben about his habit of skipping standup.', [G]],
  ['dr', 'Left detailed comments on her design doc about the missing rollback plan.', [G]],
  ['dr', 'Gave quick feedback after the demo: slow down and show the user first.', [G]],
  ['dr', 'Told Lee that her postmortem was too vague and needed concrete actions.', [G]],
  ['dr', 'This morning I gave Raj feedback on his sprint planning.', [G]],
  ['dr', 'Shared some critical feedback with him about missed handoffs.', [G]],
  ['dr', 'Raised my concerns with her about the quality of the last release notes.', [G]],
  ['dr', 'Gave feedback to Nina on her first on-call shift.', [G]],
  // ---- direct reports: feedback asked --------------------------------------------------------
  ['dr', 'Asked Jo for feedback on how I run our 1:1s.', [A]],
  ['dr', 'I asked him for honest feedback about my management style.', [A]],
  ['dr', 'Asked her how I could support her better on the migration.', [A]],
  ['dr', 'Asked Sam what I could do better as his manager.', [A]],
  ['dr', 'Requested feedback from Priya on the new planning process.', [A]],
  ['dr', 'I asked for his feedback on the way I gave the reorg news.', [A]],
  ['dr', 'Asked them for input on how I run team meetings.', [A]],
  ['dr', 'Asked Maya whether my feedback style works for her.', [A]],
  ['dr', 'Solicited feedback from Alex about my communication.', [A]],
  ['dr', 'Asked him to rate how useful our 1:1s have been.', [A]],
  ['dr', 'Asked Ben for upward feedback before the review cycle.', [A]],
  ['dr', 'I asked her what she needs from me this quarter.', [A]],
  ['dr', 'Asked Lee if I am giving her enough autonomy.', [A]],
  ['dr', 'Asked Raj for feedback on my last all-hands talk.', [A]],
  ['dr', 'Today I asked Nina how I can make our 1:1s more useful.', [A]],
  ['dr', 'Asked her to critique my draft of the team charter.', [A]],
  ['dr', 'I asked him for his thoughts on how I handled the incident.', [A]],
  ['dr', 'Asked Tom for feedback on my feedback, which was awkward but useful.', [A]],
  ['dr', 'Asked Jo how I did running the planning session.', [A]],
  ['dr', 'Sought feedback from Kim on how I communicate priorities.', [A]],
  // ---- direct reports: recognition -----------------------------------------------------------
  ['dr', 'Thanked Jo for covering the on-call weekend.', [R]],
  ['dr', 'Praised his work on the billing migration in the team channel.', [R]],
  ['dr', 'Gave Priya a shout-out in all-hands for the launch.', [R]],
  ['dr', 'Recognized Sam in the staff meeting for mentoring the new hires.', [R]],
  ['dr', 'Credited Maya with the idea for the new dashboard.', [R]],
  ['dr', 'I thanked him for staying late to fix the outage.', [R]],
  ['dr', 'Complimented her on the clarity of the roadmap doc.', [R]],
  ['dr', 'Congratulated Alex on passing the certification.', [R]],
  ['dr', 'Called out her great work on the customer escalation.', [R]],
  ['dr', 'Told Ben he did a fantastic job on the demo.', [R]],
  ['dr', 'Nominated Lee for the quarterly engineering award.', [R]],
  ['dr', 'Kudos to Raj for untangling the deploy pipeline.', [R]],
  ['dr', 'Publicly thanked Nina in Slack for her help with the audit.', [R]],
  ['dr', 'Gave Tom credit in front of the VP for the performance fix.', [R]],
  ['dr', 'Acknowledged her effort on the hiring loop.', [R]],
  ['dr', 'I recognised Kim for her patience with the difficult client.', [R]],
  ['dr', 'Celebrated his first production release with the team.', [R]],
  ['dr', 'Let her know how much I appreciated her stepping up.', [R]],
  ['dr', 'Said thank you to Jo for taking notes every week.', [R]],
  ['dr', 'Commended him for handling the angry customer so calmly.', [R]],
  ['dr', 'Gave Maya kudos for the test coverage push.', [R]],
  ['dr', 'Praised Sam in the retro for how he handled the rollback.', [R]],
  // ---- direct reports: two moments -----------------------------------------------------------
  ['dr', 'Thanked Jo for the release and gave her feedback on the rollout plan.', [R, G]],
  [
    'dr',
    'Gave him feedback on the incident review and asked him for feedback on my part in it.',
    [G, A],
  ],
  ['dr', 'Praised her demo, then asked how I could help her prepare the next one.', [R, A]],
  ['dr', 'Recognized Sam for the migration and shared feedback on his documentation.', [R, G]],
  [
    'dr',
    'I thanked Maya for her help and asked her for feedback on the onboarding plan I wrote.',
    [R, A],
  ],
  [
    'dr',
    'Gave Alex constructive feedback on estimates and thanked him for owning the bug bash.',
    [G, R],
  ],
  // ---- direct reports: hard negatives, plans ------------------------------------------------
  ['dr', 'Need to thank Jo for the launch.', 'plan'],
  ['dr', 'Need to give her feedback on the retro.', 'plan'],
  ['dr', 'I should give him feedback about his code reviews.', 'plan'],
  ['dr', 'Going to ask Priya for feedback next week.', 'plan'],
  ['dr', 'Plan to recognize Sam at the next all-hands.', 'plan'],
  ['dr', 'Remember to thank Maya for covering on-call.', 'plan'],
  ['dr', 'Give Alex feedback on the demo.', 'plan'],
  ['dr', 'Will ask him how I can support him better.', 'plan'],
  ['dr', 'I want to praise her work on the migration in the team meeting.', 'plan'],
  ['dr', 'Next 1:1: ask Ben what I could do better.', 'plan'],
  ['dr', "I'll give Lee feedback on her postmortem tomorrow.", 'plan'],
  ['dr', 'Thank Raj for the pipeline fix.', 'plan'],
  ['dr', 'I should have thanked Nina for the audit help.', 'plan'],
  ['dr', 'Would like to get feedback from Tom on my planning style.', 'plan'],
  ['dr', 'Todo: shout-out for Kim in all-hands.', 'plan'],
  ['dr', "I'm planning to give Jo some feedback on her estimates.", 'plan'],
  ['dr', 'Maybe I could ask her for feedback after the offsite.', 'plan'],
  // ---- direct reports: hard negatives, negations ---------------------------------------------
  ['dr', "Didn't get to thank him for the launch.", 'negation'],
  ['dr', 'I never gave her feedback on the retro.', 'negation'],
  ['dr', "Haven't asked Priya for feedback yet.", 'negation'],
  ['dr', "I didn't praise his work, which I regret.", 'negation'],
  ['dr', 'Forgot to thank Sam for covering the incident.', 'negation'],
  ['dr', 'Ran out of time to give Maya feedback on the doc.', 'negation'],
  ['dr', 'I did not ask Alex for feedback this week.', 'negation'],
  ['dr', "Still haven't recognized Ben's work on the migration.", 'negation'],
  ['dr', 'Never got around to asking Lee how I could help.', 'negation'],
  ['dr', "We didn't get to the feedback I had for him.", 'negation'],
  ['dr', 'No feedback given this week.', 'negation'],
  ['dr', "Couldn't thank Raj in person because he was out.", 'negation'],
  // ---- direct reports: hard negatives, questions ---------------------------------------------
  ['dr', 'Should I give Jo feedback on the retro?', 'question'],
  ['dr', 'Did I thank him for the launch?', 'question'],
  ['dr', 'How do I ask Priya for feedback without making it awkward?', 'question'],
  ['dr', 'Is it time to recognize Sam publicly?', 'question'],
  ['dr', 'When should I give Maya feedback on the deck?', 'question'],
  ['dr', 'Would Alex appreciate a shout-out at all-hands?', 'question'],
  ['dr', 'What feedback does Ben need from me?', 'question'],
  ['dr', 'Have I ever asked Lee for feedback?', 'question'],
  // ---- direct reports: hard negatives, someone else's act ------------------------------------
  ['dr', 'Her peer gave her feedback on the retro.', 'other-actor'],
  ['dr', 'Jo gave me feedback on how I run our 1:1s.', 'other-actor'],
  ['dr', 'The CEO thanked him for the launch.', 'other-actor'],
  ['dr', 'Priya asked me for feedback on her promotion case.', 'other-actor'],
  ['dr', 'She thanked me for the flexibility.', 'other-actor'],
  ['dr', 'Sam was praised by the customer for the quick fix.', 'other-actor'],
  ['dr', 'Her tech lead recognized her work on the migration.', 'other-actor'],
  ['dr', 'Maya asked the team for feedback on her RFC.', 'other-actor'],
  ['dr', 'The product manager gave Alex feedback on the spec.', 'other-actor'],
  ['dr', 'He got a shout-out from the VP in the newsletter.', 'other-actor'],
  ['dr', 'Ben thanked the support team for their patience.', 'other-actor'],
  ['dr', 'His mentor asked him how she could help.', 'other-actor'],
  ['dr', 'Lee congratulated her teammate on the release.', 'other-actor'],
  ['dr', 'The design team praised her prototype.', 'other-actor'],
  // ---- direct reports: unrelated --------------------------------------------------------------
  ['dr', 'Planned the retro with Jo.', 'unrelated'],
  ['dr', 'Discussed the migration timeline with him.', 'unrelated'],
  ['dr', 'She is working on the billing service this sprint.', 'unrelated'],
  ['dr', 'Reviewed the on-call schedule together.', 'unrelated'],
  ['dr', 'He asked for a day off next Friday.', 'unrelated'],
  ['dr', 'Asked Priya for an update on the audit.', 'unrelated'],
  ['dr', 'Talked about her career goals and the staff engineer path.', 'unrelated'],
  ['dr', 'Sam shared the launch plan with the team.', 'unrelated'],
  // ---- boss: team wins -----------------------------------------------------------------------
  ['boss', 'Shared the team win with Maria: we shipped the billing migration a week early.', [W]],
  ['boss', 'Told her the team launched the new onboarding flow on time.', [W]],
  ['boss', "Highlighted the team's success with the incident response drill.", [W]],
  ['boss', 'Mentioned that we hit our reliability target for the quarter.', [W]],
  ['boss', 'I told him our team closed the biggest support backlog in a year.', [W]],
  ['boss', 'Shared that the team delivered the API two sprints early.', [W]],
  ['boss', "Passed on the news that Priya's squad shipped the mobile release.", [W]],
  ['boss', 'Bragged about the team beating the latency goal.', [W]],
  ['boss', 'Celebrated the launch milestone with her in our 1:1.', [W]],
  ['boss', 'I shared our wins from the sprint: two features live and zero incidents.', [W]],
  ['boss', "Told Maria about the team's record uptime this month.", [W]],
  ['boss', 'Reported the team achievement of cutting build times in half.', [W]],
  ['boss', 'Showcased the new dashboard the team shipped last week.', [W]],
  ['boss', 'Let him know the team landed the enterprise deal integration.', [W]],
  ['boss', 'Shared a win: the team finished the security audit with no findings.', [W]],
  ['boss', 'Told her that we went live with the new search and customers love it.', [W]],
  ['boss', 'Brought up the team milestone of 1,000 paying customers.', [W]],
  ['boss', 'Relayed the customer praise the team got for the redesign.', [W]],
  // ---- boss: priorities aligned ----------------------------------------------------------------
  ['boss', 'We aligned on priorities for Q3.', [P]],
  ['boss', 'Aligned with Maria on the top three priorities for the quarter.', [P]],
  ['boss', 'Agreed on the roadmap priorities for the next half.', [P]],
  ['boss', 'We agreed that reliability comes first this quarter.', [P]],
  ['boss', 'Got on the same page about what to focus on next month.', [P]],
  ['boss', 'Confirmed our priorities after the reorg.', [P]],
  ['boss', 'We reprioritized the backlog together and agreed to pause the redesign.', [P]],
  ['boss', 'Settled on the goals for the team for H2.', [P]],
  ['boss', 'Maria and I aligned on what matters most for the launch.', [P]],
  ['boss', 'I aligned with him on the trade-offs between speed and quality.', [P]],
  ['boss', 'Clarified priorities with her: security first, features second.', [P]],
  ['boss', 'We ranked the projects together and agreed on the top two.', [P]],
  ['boss', 'Agreed with him on our OKRs for next quarter.', [P]],
  ['boss', 'Nailed down the priorities for the hiring plan.', [P]],
  ['boss', 'Synced on priorities and agreed to drop the legacy migration.', [P]],
  ['boss', 'We locked in the focus areas for the quarter.', [P]],
  ['boss', 'Aligned on the goals for the platform team.', [P]],
  ['boss', 'We agreed on what comes first after the launch.', [P]],
  // ---- boss: proactive updates -----------------------------------------------------------------
  ['boss', 'Sent Maria a status update on the migration before she asked.', [U]],
  ['boss', 'Gave her a heads-up that the release may slip a week.', [U]],
  ['boss', 'Proactively updated him on the hiring pipeline.', [U]],
  ['boss', 'Flagged the vendor risk to her early.', [U]],
  ['boss', 'Sent my weekly update with the project risks.', [U]],
  ['boss', 'Briefed him on the incident before the exec meeting.', [U]],
  ['boss', 'Kept her posted on the audit progress all week.', [U]],
  ['boss', 'I emailed him a summary of the customer escalation.', [U]],
  ['boss', 'Updated Maria on the budget numbers.', [U]],
  ['boss', 'Asked her for feedback on how I presented at the staff meeting.', [U]],
  ['boss', 'Asked him how I could be more useful to him this quarter.', [U]],
  ['boss', 'Shared a written update on the reorg with her.', [U]],
  ['boss', 'Informed him about the delay in the data migration.', [U]],
  ['boss', 'Looped her in on the escalation with the customer.', [U]],
  ['boss', 'I gave him a quick update on the team morale.', [U]],
  ['boss', 'Sent her a recap of the planning session.', [U]],
  ['boss', 'Asked Maria for feedback on my team strategy doc.', [U]],
  ['boss', 'Posted a progress update for him in our shared channel.', [U]],
  ['boss', 'Gave him a heads-up about the attrition risk on the team.', [U]],
  ['boss', 'Warned her about the budget overrun before finance noticed.', [U]],
  // ---- boss: two moments ---------------------------------------------------------------------
  [
    'boss',
    'Shared that the team shipped the migration, and we aligned on priorities for next quarter.',
    [W, P],
  ],
  ['boss', 'Sent her an update on the audit and asked her for feedback on my plan.', [U]],
  ['boss', 'Told him we hit the uptime goal and then agreed on the roadmap priorities.', [W, P]],
  [
    'boss',
    'Gave Maria a heads-up on the delay and shared the team win on the mobile launch.',
    [U, W],
  ],
  ['boss', 'We agreed on priorities and I sent him a summary afterwards.', [P, U]],
  // ---- boss: hard negatives, plans -----------------------------------------------------------
  ['boss', 'Need to align on priorities with Maria.', 'plan'],
  ['boss', 'Should send her an update on the migration.', 'plan'],
  ['boss', 'Going to share the team win at our next 1:1.', 'plan'],
  ['boss', 'Plan to ask him for feedback on my strategy doc.', 'plan'],
  ['boss', 'Align on Q3 priorities.', 'plan'],
  ['boss', 'Share the launch news with Maria.', 'plan'],
  ['boss', "I'll give him a heads-up about the delay tomorrow.", 'plan'],
  ['boss', 'Want to agree on the roadmap priorities before the offsite.', 'plan'],
  ['boss', 'Remember to tell her the team shipped the API.', 'plan'],
  ['boss', 'Next time, send the weekly update before Friday.', 'plan'],
  ['boss', 'I need to update him on the hiring pipeline.', 'plan'],
  // ---- boss: hard negatives, negations -------------------------------------------------------
  ['boss', "We didn't align on priorities at all.", 'negation'],
  ['boss', "Didn't get to share the team win.", 'negation'],
  ['boss', 'I never sent him the weekly update.', 'negation'],
  ['boss', "Haven't updated Maria on the budget yet.", 'negation'],
  ['boss', 'We could not agree on the roadmap priorities.', 'negation'],
  ['boss', 'Forgot to tell her the team shipped the release.', 'negation'],
  ['boss', 'Ran out of time before I could ask him for feedback.', 'negation'],
  ['boss', 'No update sent this week.', 'negation'],
  // ---- boss: hard negatives, questions -------------------------------------------------------
  ['boss', 'Should we align on priorities before the planning cycle?', 'question'],
  ['boss', 'Did I tell her about the team launch?', 'question'],
  ['boss', 'Does he want a weekly update from me?', 'question'],
  ['boss', 'What are her priorities for next quarter?', 'question'],
  ['boss', 'How do I ask him for feedback on my leadership?', 'question'],
  ['boss', 'Has Maria seen the team results?', 'question'],
  // ---- boss: hard negatives, someone else's act ----------------------------------------------
  ['boss', 'She aligned with the VP on priorities.', 'other-actor'],
  ['boss', 'Maria sent me an update on the reorg.', 'other-actor'],
  ['boss', 'The leadership team agreed on the priorities without us.', 'other-actor'],
  ['boss', 'He shared the sales team win with the whole org.', 'other-actor'],
  ['boss', 'She asked me for an update on the migration.', 'other-actor'],
  ['boss', 'My peer manager told her about the launch before I could.', 'other-actor'],
  ['boss', 'He gave me a heads-up about the budget cuts.', 'other-actor'],
  ['boss', 'Maria gave me feedback on my strategy doc.', 'other-actor'],
  // ---- boss: unrelated -----------------------------------------------------------------------
  ['boss', 'Talked about her vacation plans.', 'unrelated'],
  ['boss', 'Discussed the offsite agenda.', 'unrelated'],
  ['boss', 'The migration is at risk because of the vendor.', 'unrelated'],
  ['boss', 'Maria is out next week.', 'unrelated'],
];

export const LABELLED_SENTENCES: readonly LabelledSentence[] = ROWS.map(([kind, text, labels]) =>
  Array.isArray(labels) ? { kind, text, labels } : { kind, text, labels: [], negative: labels },
);

/** The development half (even indexes): the patterns are tuned on these. */
export const DEVELOPMENT_SET = LABELLED_SENTENCES.filter((_, index) => index % 2 === 0);
/** The held-out half (odd indexes): the evaluation test gates on these. */
export const HELD_OUT_SET = LABELLED_SENTENCES.filter((_, index) => index % 2 === 1);
