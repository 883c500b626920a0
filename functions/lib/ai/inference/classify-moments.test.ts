/**
 * How the builtin classifier reads a sentence (docs/product.md#moments-inferred-from-notes, 'How
 * the builtin engine reads a note'): one case per rule, as a note's writer would put it.
 */
import { describe, expect, it } from 'vitest';
import type { MomentType } from '../../../../shared/domain/moments';
import type { PersonKind } from '../../../../shared/domain/person-kind';
import { classifySentence } from './classify-moments';
import { expandNoteShorthand } from './note-shorthand';

const cases = (kind: PersonKind, rows: [string, MomentType[]][]) =>
  it.each(rows)(`%s (${kind})`, (sentence, expected) => {
    expect([...classifySentence(sentence, kind)].sort()).toEqual([...expected].sort());
  });

describe('acts and what they carry', () => {
  cases('directReport', [
    ['Thanked Hannah for covering the weekend shift.', ['recognition']],
    ['Gave Sofia credit in front of the leadership group.', ['recognition']],
    ['A quick thank-you to Mateo for staying late.', ['recognition']],
    ['Told Olu he did a brilliant job during the stocktake.', ['recognition']],
    ['Told Kofi his commit messages are useless.', ['feedbackGiven']],
    ['Was straight with Ngozi about her tone on the client call.', ['feedbackGiven']],
    ['Feedback to Jo re: her estimates, consistently 2x under', ['feedbackGiven']],
    ['Asked Priya how I could make our 1:1s more useful.', ['feedbackAsked']],
    ['Asked Priya for an update on the audit.', []],
    ['Asked Hiroshi for feedback on the way I gave feedback last week.', ['feedbackAsked']],
    [
      'Praised her demo, then asked how I could help her prepare the next one.',
      ['recognition', 'feedbackAsked'],
    ],
  ]);
  cases('boss', [
    ['Told Dana the team cut cloud spend by 22% this quarter.', ['teamWins']],
    ['Told Beatriz early that we might miss the store opening date.', ['proactiveUpdates']],
    ['Heads-up to Patrick on the vendor delay.', ['proactiveUpdates']],
    ['Flagged the win to Harriet: our paper was accepted.', ['teamWins']],
    ['Agreed with Dana to park the analytics revamp until Q1.', ['prioritiesAligned']],
    ['Asked Helen for feedback on how I handled the reorg.', ['proactiveUpdates']],
    ['i showed Theo the holiday sales numbers, we beat plan by 8%', ['teamWins']],
  ]);
});

describe('only what happened', () => {
  cases('directReport', [
    ['Need to thank Jo for the launch.', []],
    ['Thank Raj for the pipeline fix.', []],
    ['Plan: shout-out for Wei at all-hands', []],
    ["Didn't get to thank him for the launch.", []],
    ['Forgot to ask Mei for feedback at the end of our 1:1.', []],
    [
      'After his third missed handoff, I explained how the gaps put the team at risk.',
      ['feedbackGiven'],
    ],
    ['Meant to sit Chiara down about the missed deadlines.', []],
    ['Should I give Ethan feedback on his tone?', []],
    ['did I ever thank Grace for the quarter-end close', []],
  ]);
  cases('boss', [
    [
      'After going back and forth for an hour, Gail and I agreed to put the upgrade on hold.',
      ['prioritiesAligned'],
    ],
    [
      "Because I didn't want her caught off guard, I gave Abena a full rundown of the complaints.",
      ['proactiveUpdates'],
    ],
    ['gotta give Ines a heads up re: the freezer alarm log', []],
  ]);
});

describe('only what the writer did', () => {
  cases('directReport', [
    ['The CEO thanked him for the launch.', []],
    ['Jo gave me feedback on how I run our 1:1s.', []],
    ['Maria was given feedback on her discovery calls.', ['feedbackGiven']],
    ['Sam was praised by the customer for the quick fix.', []],
    ['Siobhan got a thank-you card from me.', ['recognition']],
    ['He got a shout-out from the VP in the newsletter.', []],
    ['At standup praised Sam for the rollback.', ['recognition']],
    ['Ended the retro by thanking Chloe for the flaky tests.', ['recognition']],
    ['Jun asked me what I think of his design doc.', []],
  ]);
  cases('boss', [
    ['Kenji aligned with the CFO on the cost cuts.', []],
    ['Victor signed off on deprioritising the API cleanup when we met.', ['prioritiesAligned']],
    ['The leadership team agreed on the priorities without us.', []],
    ['Luis prefers written updates over calls.', []],
    ['Weekly recap sent to Patrick', ['proactiveUpdates']],
  ]);
});

describe('expandNoteShorthand', () => {
  it.each([
    ['gave fb to Jo', 'gave feedback to Jo'],
    ['ty to Raj', 'thanks to Raj'],
    ["FYI'd Dana re: budget", 'informed Dana about budget'],
    ['1:1 w/ Sam', '1:1 with Sam'],
    ['a shout-out and a heads-up', 'a shoutout and a headsup'],
  ])('%s → %s', (note, expanded) => {
    expect(expandNoteShorthand(note)).toBe(expanded);
  });
});
