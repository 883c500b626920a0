/**
 * The moments classifier against its labelled set (issue 'Coaching intelligence' item 4,
 * 'Evaluation'): on the held-out half, every label's precision must be at least 0.9 and its recall
 * at least 0.75. The set itself must stay big and hard enough to mean something.
 */
import { describe, expect, it } from 'vitest';
import { MOMENT_TYPES } from '../../../../shared/domain/moments';
import { classifyMoments, momentsInTexts } from './classify-moments';
import { evaluate, formatScores } from './evaluate';
import { HELD_OUT_SET, LABELLED_SENTENCES } from './labelled-sentences';

const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.75;

describe('the labelled set', () => {
  it('has at least 200 sentences, a third of them hard negatives, about both kinds of person', () => {
    expect(LABELLED_SENTENCES.length).toBeGreaterThanOrEqual(200);
    const hard = LABELLED_SENTENCES.filter(
      (sentence) => sentence.negative && sentence.negative !== 'unrelated',
    );
    expect(hard.length * 3).toBeGreaterThanOrEqual(LABELLED_SENTENCES.length);
    for (const kind of ['dr', 'boss'] as const) {
      for (const negative of ['plan', 'negation', 'question', 'other-actor'] as const) {
        expect(
          hard.some((sentence) => sentence.kind === kind && sentence.negative === negative),
          `${kind} ${negative}`,
        ).toBe(true);
      }
    }
  });

  it('holds every label in the held-out half', () => {
    for (const label of MOMENT_TYPES) {
      expect(HELD_OUT_SET.filter((s) => s.labels.includes(label)).length, label).toBeGreaterThan(5);
    }
  });
});

describe('the builtin classifier on the held-out half', () => {
  it(`keeps every label's precision ≥ ${MIN_PRECISION} and recall ≥ ${MIN_RECALL}`, async () => {
    const { scores } = await evaluate(classifyMoments, HELD_OUT_SET);
    const failing = scores
      .filter((score) => score.precision < MIN_PRECISION || score.recall < MIN_RECALL)
      .map((score) => score.label);
    expect(failing, formatScores('held-out', scores)).toEqual([]);
  });
});

describe('momentsInTexts', () => {
  it('reads every text of a note, bullets and lines included, and keeps moments per kind', () => {
    const moments = momentsInTexts(
      [
        '- Need to give Jo feedback on the deck',
        '',
        '- Thanked Jo for the launch\n- Asked her how I can help',
      ],
      'directReport',
    );
    expect(moments).toEqual([
      { type: 'recognition', sentence: 'Thanked Jo for the launch' },
      { type: 'feedbackAsked', sentence: 'Asked her how I can help' },
    ]);
    expect(momentsInTexts(['We aligned on priorities.'], 'directReport')).toEqual([]);
  });

  it('names the first sentence of each moment once', () => {
    expect(
      momentsInTexts(['Thanked Jo for the demo. Also thanked her for the docs.'], 'directReport'),
    ).toEqual([{ type: 'recognition', sentence: 'Thanked Jo for the demo.' }]);
  });
});
