import { describe, expect, it } from 'vitest';
import { PHRASING_CONTEXTS } from '../../../../shared/contract/schemas/coaching';
import { builtinPhrasings, phraseMessage, tidy, withoutHedges } from './phrasing';
import { judgeSuggestions, type PhrasingCase } from './phrasing-judge';

const texts = (suggestions: Record<string, string>) => Object.values(suggestions);

describe('withoutHedges', () => {
  it.each([
    ['I think maybe you should probably send it today.', 'You should send it today.'],
    ['So, it is kind of the third time last week.', 'It is the third time last week.'],
    ['Sorry to bother you, but can we talk?', 'Can we talk?'],
    ['It was a bit late, if that makes sense.', 'It was late.'],
    ['Not sure if this is weird to say but your reviews are great.', 'Your reviews are great.'],
  ])('%s → %s', (input, output) => {
    expect(withoutHedges(input)).toBe(output);
  });

  it("keeps names, numbers, negations and a hedge that carries meaning ('I'm not sure the …')", () => {
    expect(withoutHedges("Maybe Ada didn't ship the 3 fixes.")).toBe(
      "Ada didn't ship the 3 fixes.",
    );
    expect(withoutHedges("Sales are up and I'm not sure the numbers include that.")).toBe(
      "Sales are up and I'm not sure the numbers include that.",
    );
  });
});

describe('tidy', () => {
  it('joins sentences without doubled punctuation and with capitals', () => {
    expect(tidy(['is it done?.', 'yes,.', 'great!.', 'done..'])).toBe(
      'Is it done? Yes. Great! Done.',
    );
  });
});

describe('builtinPhrasings: the examples that used to go wrong', () => {
  it('praise gets thanks and what it meant, never a request for change', () => {
    const suggestions = builtinPhrasings(
      'Great job on the Q3 report, Priya. The charts made the board meeting easy.',
      'directReport',
    );
    for (const text of texts(suggestions)) {
      expect(text).toMatch(/^Priya, /);
      expect(text).toContain('the Q3 report');
      expect(text).toContain('The charts made the board meeting easy.');
      expect(text).not.toMatch(/going forward|differently|I need you to|agree on/i);
    }
  });

  it("a vocative opens the message instead of sitting inside a clause ('Marcus, your …')", () => {
    const suggestions = builtinPhrasings(
      'Marcus, your last three deliverables were late',
      'directReport',
    );
    for (const text of texts(suggestions)) {
      expect(text).toMatch(/^Marcus, your last three deliverables were late\. /);
      expect(text).not.toMatch(/that Marcus,/);
      expect(text).toMatch(/\?$/);
    }
  });

  it('declining to the boss says no plainly and offers a trade-off', () => {
    const suggestions = builtinPhrasings(
      "I'd like to say no to the new reporting project.",
      'boss',
    );
    for (const text of texts(suggestions)) {
      expect(text).toMatch(/I'm going to say no to the new reporting project\./);
      expect(text).not.toMatch(/going forward/i);
      expect(text).toMatch(/something else|what I can do|pick it up/i);
    }
    expect(suggestions.direct).toBe(
      "I'm going to say no to the new reporting project. If it has to happen now, something else has to give, so tell me what to drop.",
    );
  });

  it('chat-style input is written out: shorthand expanded, capitals, a clear request', () => {
    const suggestions = builtinPhrasings('hey can u stop interrupting ppl', 'directReport');
    expect(suggestions).toEqual({
      empathetic:
        "I'd like to ask you to stop interrupting people. If something is getting in the way, I want to help. What's going on?",
      direct: 'I need you to stop interrupting people.',
      balanced: "Please stop interrupting people. Let's agree on the next step together.",
    });
  });
});

describe('builtinPhrasings: each intent', () => {
  it('a concern keeps the observation and ends with a concrete request or question', () => {
    const { empathetic, direct, balanced } = builtinPhrasings(
      'You were 20 minutes late again.',
      'directReport',
    );
    expect(direct).toBe('You were 20 minutes late again. What will you change, and by when?');
    expect(empathetic).toMatch(
      /^You were 20 minutes late again\. .*I want to help\. What's going on\?$/,
    );
    expect(balanced).toMatch(/^You were 20 minutes late again\. .*\?$/);
  });

  it('a request says who does what by when, in each tone', () => {
    expect(builtinPhrasings('Can you draft the Q4 hiring plan by Friday?', 'directReport')).toEqual(
      {
        empathetic:
          "Could you draft the Q4 hiring plan by Friday? I know you've got a lot on, so tell me if anything gets in the way.",
        direct: 'I need you to draft the Q4 hiring plan by Friday.',
        balanced: "I'd like you to draft the Q4 hiring plan by Friday. Does that work for you?",
      },
    );
  });

  it('a hedged decline becomes a plain no with the reason kept', () => {
    const { direct } = builtinPhrasings(
      "Sorry, but I don't think my team can realistically hit the May 15 deadline for the mobile app — we'd need at least three more weeks.",
      'boss',
    );
    expect(direct).toBe(
      "My team can't hit the May 15 deadline for the mobile app — we'd need at least three more weeks.",
    );
  });

  it('bad news comes first in every tone, then the next step', () => {
    const suggestions = builtinPhrasings(
      "I'm gutted to tell you this. Omar has resigned. His last day is the 28th.",
      'boss',
    );
    expect(suggestions.direct).toMatch(/^Omar has resigned\. His last day is the 28th\. /);
    expect(suggestions.balanced).toMatch(/^Omar has resigned\. /);
    expect(suggestions.empathetic).toMatch(/^I'm sorry to tell you that Omar has resigned\. /);
  });

  it('a message about a direct report speaks to them', () => {
    const { direct } = builtinPhrasings(
      'Keisha stayed until 9pm on Thursday to get the payroll run out. I don’t know how to thank her.',
      'directReport',
    );
    expect(direct).toMatch(
      /^Keisha, you stayed until 9pm on Thursday to get the payroll run out\./,
    );
    expect(direct).toContain('thank you');
    expect(direct).not.toMatch(/\bher\b/);
  });
});

describe('builtinPhrasings: shape', () => {
  const message =
    'Sorry, but I was wondering if we could move the launch to Friday? The QA team found 12 bugs.';

  it.each(PHRASING_CONTEXTS.map((context) => [context]))(
    'answers three different texts with every fact (%s)',
    (context) => {
      const suggestions = builtinPhrasings(message, context);
      expect(new Set(texts(suggestions)).size).toBe(3);
      for (const text of texts(suggestions)) {
        expect(text).toMatch(/the QA team found 12 bugs\./i);
        expect(text).toMatch(/move the launch to Friday/);
      }
    },
  );

  it('is deterministic', () => {
    expect(builtinPhrasings(message, 'boss')).toEqual(builtinPhrasings(message, 'boss'));
  });

  it('keeps a message with no verb as written, in three different texts', () => {
    const suggestions = builtinPhrasings('Hello', 'general');
    expect(suggestions.direct).toBe('Hello.');
    expect(new Set(texts(suggestions)).size).toBe(3);
  });

  it('answers the understood intent beside the suggestions, which the judge accepts', () => {
    const item: PhrasingCase = {
      id: 'x',
      context: 'boss',
      intent: 'decline',
      chat: true,
      addressee: null,
      message: 'cant make the 8am budget review tmrw, im on the floor for the audit',
      facts: ['the 8am budget review', 'tomorrow', 'the audit'],
    };
    const { suggestions, understanding } = phraseMessage(item.message, item.context);
    expect(understanding.intent).toBe('decline');
    expect(judgeSuggestions(item, suggestions).flatMap((verdict) => verdict.failures)).toEqual([]);
  });
});
