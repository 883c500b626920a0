import { describe, expect, it } from 'vitest';
import { PHRASING_CONTEXTS } from '../../../../shared/contract/schemas/coaching';
import { builtinPhrasings, withoutHedges } from './phrasing';

describe('withoutHedges', () => {
  it.each([
    ['I think maybe you should probably send it today.', 'You should send it today.'],
    ['So, it is kind of the third time last week.', 'It is the third time last week.'],
    ['Sorry to bother you, but can we talk?', 'Can we talk?'],
    ['It was a bit late, if that makes sense.', 'It was late.'],
  ])('%s → %s', (input, output) => {
    expect(withoutHedges(input)).toBe(output);
  });

  it('keeps names, numbers and negations', () => {
    expect(withoutHedges("Maybe Ada didn't ship the 3 fixes.")).toBe(
      "Ada didn't ship the 3 fixes.",
    );
  });
});

describe('builtinPhrasings', () => {
  const message =
    'Sorry, but I was wondering if we could move the launch to Friday? The QA team found 12 bugs.';

  it.each(PHRASING_CONTEXTS.map((context) => [context]))(
    'answers three different texts with every fact (%s)',
    (context) => {
      const suggestions = builtinPhrasings(message, context);
      expect(new Set(Object.values(suggestions)).size).toBe(3);
      for (const text of Object.values(suggestions)) {
        expect(text).toMatch(/the QA team found 12 bugs\./i);
        expect(text).toMatch(/move the launch to Friday/);
      }
    },
  );

  it('direct leads with the point and turns the ask into a plain request', () => {
    expect(builtinPhrasings(message, 'boss').direct).toBe(
      "The QA team found 12 bugs. Let's move the launch to Friday.",
    );
  });

  it('empathetic acknowledges, speaks in I statements and offers support', () => {
    const { empathetic } = builtinPhrasings(message, 'boss');
    expect(empathetic).toMatch(/^I know you're balancing a lot/);
    expect(empathetic).toContain("I've noticed that the QA team found 12 bugs.");
    expect(empathetic).toMatch(/support you/);
  });

  it('balanced goes situation, behaviour, impact, request', () => {
    const { balanced } = builtinPhrasings(
      'Ada missed the sprint review last week. The client was frustrated because the demo failed. Could you walk me through what happened?',
      'directReport',
    );
    expect(balanced).toBe(
      'I want to be specific about last week. Ada missed the sprint review last week. ' +
        'The impact: the client was frustrated because the demo failed. ' +
        'Going forward, could you walk me through what happened?',
    );
  });
});
