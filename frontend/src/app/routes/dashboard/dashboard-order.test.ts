import { describe, expect, it } from 'vitest';
import { dashboardListOrder } from './dashboard-order';

describe('dashboard list order (docs/product.md#dashboard)', () => {
  it('shows upcoming first', () => {
    expect(dashboardListOrder(2, 1)).toEqual(['upcoming', 'completed']);
    expect(dashboardListOrder(1, 0)).toEqual(['upcoming', 'completed']);
    expect(dashboardListOrder(0, 0)).toEqual(['upcoming', 'completed']);
  });

  it('shows completed first when nothing is upcoming but some are completed', () => {
    expect(dashboardListOrder(0, 3)).toEqual(['completed', 'upcoming']);
  });
});
