import { describe, expect, it } from 'vitest';
import { choosePrepPrompts, quoted, type PhraseOf, type PrepSignals } from './prep-bank';

/** Every item read as a thing, quoted as written (how the server tells the kinds: trait-phrases.ts). */
const asThing: PhraseOf = (text) => ({ form: 'thing', text, inline: text, ing: text });

const quiet: PrepSignals = {
  audience: 'directReport',
  personId: 'p1',
  weekStart: '2026-01-05',
  growthAreas: [],
  strengths: [],
  goals: [],
  priorities: [],
  openTopics: [],
  recentNotes: 0,
  feedbackLately: false,
  recognitionLately: false,
};

describe('choosePrepPrompts', () => {
  it('puts the open topic, a growth area and the feedback gap first', () => {
    const prompts = choosePrepPrompts(
      { ...quiet, openTopics: ['Hiring plan'], growthAreas: ['Delegation'], recentNotes: 2 },
      5,
      asThing,
    );
    expect(prompts).toHaveLength(5);
    expect(prompts[0]).toBe('Follow up from last time: Hiring plan');
    expect(prompts[1]).toContain('“Delegation”');
  });

  it('asks for feedback or recognition only when none happened lately', () => {
    const both = { ...quiet, feedbackLately: true, recognitionLately: true, recentNotes: 3 };
    const prompts = choosePrepPrompts(both, 3, asThing);
    expect(prompts.join('\n')).not.toMatch(/recogni|feedback/i);
  });

  it("uses the manager's priorities for a boss", () => {
    const prompts = choosePrepPrompts(
      { ...quiet, audience: 'boss', priorities: ['Billing migration'], recentNotes: 1 },
      3,
      asThing,
    );
    expect(prompts[0]).toContain('“Billing migration”');
  });

  it('is the same for the same person and week, and may change with the week', () => {
    const signals = { ...quiet, growthAreas: ['A', 'B', 'C'], strengths: ['X', 'Y'] };
    expect(choosePrepPrompts(signals, 5, asThing)).toEqual(choosePrepPrompts(signals, 5, asThing));
    const weeks = new Set(
      ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'].map((weekStart) =>
        choosePrepPrompts({ ...signals, weekStart }, 5, asThing).join('|'),
      ),
    );
    expect(weeks.size).toBeGreaterThan(1);
  });

  it('quotes user text on one line, without list marks, at most 80 characters', () => {
    expect(quoted('- Hiring\n plan')).toBe('Hiring plan');
    expect(quoted('x'.repeat(200))).toHaveLength(80);
  });
});
