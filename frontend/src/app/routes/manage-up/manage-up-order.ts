/**
 * The manage-up page's section order (docs/product.md#manage-up-page): with a completed 1:1 with
 * the boss this week, moments, completed, daily reflection, upcoming, suggestions; otherwise
 * upcoming, suggestions, moments, daily reflection, completed. The boss's priorities sit beside
 * them.
 */
import type { SectionOrder } from '@/app/layouts/person-week/section-order';
import type { WeekSectionKey } from '@/app/layouts/person-week/person-week-layout';

/** The manage-up page's own sections, beside the three every person-week page has. */
export type ManageUpSectionKey = 'moments' | 'reflection';

export const MANAGE_UP_ORDER: SectionOrder<WeekSectionKey | ManageUpSectionKey> = {
  withCompleted: ['moments', 'completed', 'reflection', 'upcoming', 'suggestions'],
  otherwise: ['upcoming', 'suggestions', 'moments', 'reflection', 'completed'],
};
