import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGAGEMENT_SUMMARY } from '../../../shared/domain/nudge-kinds';
import { teamEngagement } from './team-engagement';

describe('team engagement', () => {
  it('is 0, low and the default summary without direct reports', () => {
    expect(teamEngagement({ people: 0, inTouch: 0, noted: 0, withMoments: 0 })).toEqual({
      score: 0,
      status: 'low',
      summary: DEFAULT_ENGAGEMENT_SUMMARY,
    });
  });

  it('weighs cadence 40, notes 30 and moments 30', () => {
    expect(teamEngagement({ people: 4, inTouch: 4, noted: 0, withMoments: 0 }).score).toBe(40);
    expect(teamEngagement({ people: 4, inTouch: 0, noted: 4, withMoments: 0 }).score).toBe(30);
    expect(teamEngagement({ people: 4, inTouch: 2, noted: 2, withMoments: 2 }).score).toBe(50);
    expect(teamEngagement({ people: 3, inTouch: 3, noted: 3, withMoments: 3 }).score).toBe(100);
  });

  it("is 'high' from 70, 'medium' from 40, else 'low', and names the weakest part", () => {
    const high = teamEngagement({ people: 10, inTouch: 10, noted: 10, withMoments: 0 });
    expect(high).toMatchObject({ score: 70, status: 'high' });
    const medium = teamEngagement({ people: 10, inTouch: 10, noted: 0, withMoments: 0 });
    expect(medium.status).toBe('medium');
    expect(medium.summary).toMatch(/note/i);
    const low = teamEngagement({ people: 10, inTouch: 0, noted: 10, withMoments: 3 });
    expect(low).toMatchObject({ status: 'low', summary: DEFAULT_ENGAGEMENT_SUMMARY });
  });
});
