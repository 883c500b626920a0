import { describe, expect, it } from 'vitest';
import { judgeSuggestions, wordDistance, type PhrasingCase } from './phrasing-judge';

const concern: PhrasingCase = {
  id: 't1',
  context: 'directReport',
  intent: 'concern',
  chat: false,
  addressee: 'Marcus',
  message: 'Marcus, your last three deliverables were late.',
  facts: ['Marcus', 'three', 'deliverables'],
};
const praise: PhrasingCase = {
  id: 't2',
  context: 'directReport',
  intent: 'praise',
  chat: false,
  addressee: null,
  message: 'Great catch on the invoice error.',
  facts: ['the invoice error'],
};
const decline: PhrasingCase = {
  id: 't3',
  context: 'boss',
  intent: 'decline',
  chat: false,
  addressee: null,
  message: "I'd like to say no to the new reporting project.",
  facts: ['the new reporting project'],
};
const chat: PhrasingCase = {
  id: 't4',
  context: 'directReport',
  intent: 'concern',
  chat: true,
  addressee: null,
  message: 'hey can u stop interrupting ppl',
  facts: ['interrupting'],
};
const badNews: PhrasingCase = {
  id: 't5',
  context: 'boss',
  intent: 'bad-news',
  chat: false,
  addressee: null,
  message: 'We lost the Delmont contract.',
  facts: ['the Delmont contract'],
};

/** The rules a text breaks when all three suggestions are it and two clearly different fillers. */
function failuresOf(item: PhrasingCase, text: string): string[] {
  const [verdict] = judgeSuggestions(item, {
    empathetic: text,
    direct: 'A completely different first filler text that shares nothing at all with it.',
    balanced: 'Yet another unrelated second filler, long enough to stay far from both others.',
  });
  return verdict!.failures.map((failure) => failure.rule);
}

describe('judgeSuggestions', () => {
  it('passes suggestions that keep every rule', () => {
    const verdicts = judgeSuggestions(concern, {
      empathetic:
        "Marcus, your last three deliverables were late. I'd like to understand what's going on. How can I help?",
      direct: 'Marcus, your last three deliverables were late. What will you change, and by when?',
      balanced:
        'Marcus, your last three deliverables were late. Can we sit down this week and agree on a plan?',
    });
    expect(verdicts.map((verdict) => verdict.failures)).toEqual([[], [], []]);
  });

  it("fails a vocative inside a clause: 'I've noticed that Marcus, your …'", () => {
    expect(
      failuresOf(
        concern,
        "I've noticed that Marcus, your last three deliverables were late. Can we talk?",
      ),
    ).toContain('vocative');
  });

  it("fails a decline that does not say no plainly: 'Going forward, I'd like to say no'", () => {
    expect(
      failuresOf(decline, "The new reporting project. Going forward, I'd like to say no."),
    ).toContain('intent');
    expect(
      failuresOf(decline, "I'm going to say no to the new reporting project this quarter."),
    ).toContain('intent');
    expect(
      failuresOf(
        decline,
        "I'm going to say no to the new reporting project. If it has to happen, something else has to give.",
      ),
    ).toEqual([]);
  });

  it('fails praise that asks for change or invents criticism', () => {
    expect(
      failuresOf(
        praise,
        'Great catch on the invoice error. Going forward, can we agree on what we will do differently?',
      ),
    ).toContain('intent');
    expect(
      failuresOf(praise, 'Great catch on the invoice error, even if it was late. Thank you.'),
    ).toContain('intent');
    expect(failuresOf(praise, 'Great catch on the invoice error. Thank you.')).toEqual([]);
  });

  it('fails chat input passed through untouched', () => {
    const failures = failuresOf(chat, 'hey can u stop interrupting ppl');
    expect(failures).toEqual(expect.arrayContaining(['shorthand', 'capitals', 'intent']));
  });

  it('fails doubled punctuation', () => {
    for (const text of [
      'Great catch on the invoice error.. Thank you.',
      'Great catch on the invoice error?. Thank you.',
      'Great catch on the invoice error,. Thank you.',
      'Great catch on the invoice error!. Thank you.',
    ]) {
      expect(failuresOf(praise, text), text).toContain('punctuation');
    }
  });

  it('fails a missing fact', () => {
    expect(failuresOf(praise, 'Great catch. Thank you.')).toEqual(['facts']);
  });

  it("fails a lowercase sentence start or a lowercase 'i'", () => {
    expect(failuresOf(praise, 'Great catch on the invoice error. thank you.')).toEqual([
      'capitals',
    ]);
    expect(failuresOf(praise, 'Great catch on the invoice error, i mean it.')).toEqual([
      'capitals',
    ]);
  });

  it('fails speaking to the addressee and of them in the third person', () => {
    expect(
      failuresOf(
        concern,
        "Marcus, your last three deliverables were late. Marcus's team noticed. Can we talk?",
      ),
    ).toContain('pronouns');
  });

  it('fails bad news that does not come first', () => {
    expect(
      failuresOf(badNews, 'I wanted to give you an update. We lost the Delmont contract.'),
    ).toContain('intent');
    expect(
      failuresOf(badNews, "We lost the Delmont contract. I'll come back to you with a plan."),
    ).toEqual([]);
  });

  it('fails a concern that ends on neither a request nor a question', () => {
    expect(failuresOf(concern, 'Marcus, your last three deliverables were late.')).toContain(
      'intent',
    );
  });

  it('fails two identical tones, and ones a word or two apart', () => {
    const same = 'Great catch on the invoice error. Thank you.';
    const verdicts = judgeSuggestions(praise, {
      empathetic: same,
      direct: same,
      balanced: 'Great catch on the invoice error. Thank you so much.',
    });
    expect(verdicts.map((verdict) => verdict.failures.map((failure) => failure.rule))).toEqual([
      ['distinct'],
      ['distinct'],
      ['distinct'],
    ]);
  });
});

describe('wordDistance', () => {
  it('counts word edits, ignoring case and punctuation', () => {
    expect(wordDistance('Thank you.', 'thank you')).toBe(0);
    expect(wordDistance('Thank you so much.', 'Thank you.')).toBe(2);
  });
});
