/**
 * The dashboard's list order (docs/product.md#dashboard): 'Upcoming 1:1s this week' first, unless
 * no 1:1 is upcoming this week but some are completed; then 'Completed 1:1s' first.
 */

export type DashboardList = 'upcoming' | 'completed';

/** The two lists in page order. */
export function dashboardListOrder(upcoming: number, completed: number): DashboardList[] {
  return upcoming === 0 && completed > 0 ? ['completed', 'upcoming'] : ['upcoming', 'completed'];
}
