import { describe, expect, it } from 'vitest';
import { sectionOrderFor } from '@/app/layouts/person-week/section-order';
import { MANAGE_UP_ORDER } from './manage-up-order';

describe('manage-up section order (docs/product.md#manage-up-page)', () => {
  it('puts moments, completed and the daily reflection first once a 1:1 is completed this week', () => {
    expect(
      sectionOrderFor([{ status: 'completed' }, { status: 'scheduled' }], MANAGE_UP_ORDER),
    ).toEqual(['moments', 'completed', 'reflection', 'upcoming', 'suggestions']);
  });

  it('otherwise starts with the upcoming 1:1 and its suggestions', () => {
    expect(sectionOrderFor([{ status: 'scheduled' }], MANAGE_UP_ORDER)).toEqual([
      'upcoming',
      'suggestions',
      'moments',
      'reflection',
      'completed',
    ]);
    expect(sectionOrderFor([], MANAGE_UP_ORDER)).toEqual(MANAGE_UP_ORDER.otherwise);
  });
});
