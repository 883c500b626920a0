/**
 * The place of the manage-up moments section ('Nice job managing up this week!', spec §2
 * 'Manage-up page') in both section orders. The section itself (moments with their toggles and
 * celebration banners) is its own piece of work; until it lands this slot renders nothing, so the
 * page keeps its order and swapping it in changes only this file.
 */
import type { Boss } from '@shared/contract/schemas/boss';

export function ManageUpMomentsSlot(_props: {
  /** Id of the section's heading. */
  id: string;
  boss: Boss;
  /** This week's Monday ('YYYY-MM-DD', the moments routes' weekStart); undefined while loading. */
  weekStart: string | undefined;
}) {
  return null;
}
