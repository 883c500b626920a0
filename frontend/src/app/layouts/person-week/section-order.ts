/**
 * The section order rule of the person-week pages (docs/product.md#manage-up-page,
 * #direct-report-page): one order when a 1:1 with the person is completed this week, another
 * otherwise.
 */
import type { Meeting } from '@shared/contract/schemas/meeting';

/** A page's two section orders. */
export interface SectionOrder<K extends string> {
  /** When a 1:1 with the person is completed this week. */
  withCompleted: readonly K[];
  otherwise: readonly K[];
}

/** The order that applies to this week's 1:1s with the person. */
export function sectionOrderFor<K extends string>(
  meetings: readonly Pick<Meeting, 'status'>[],
  order: SectionOrder<K>,
): readonly K[] {
  return meetings.some((meeting) => meeting.status === 'completed')
    ? order.withCompleted
    : order.otherwise;
}
