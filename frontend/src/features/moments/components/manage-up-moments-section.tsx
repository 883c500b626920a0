/**
 * Manage-up's moments, 'Nice job managing up this week!' (docs/product.md#manage-up-page,
 * #states-and-transitions 'Celebration banners'): team wins, priorities aligned and proactive
 * updates with the manager this week, each captured by hand with what was said (the capture step)
 * or switched off again, or marked as inferred from a note; capturing one celebrates it, switching
 * it off clears the banner.
 */
import { useManageUpMoments } from '../api/use-manage-up-moments';
import { manageUpCelebrations } from '../celebration/celebration-store';
import { MANAGE_UP_MOMENTS } from '../moment-labels';
import { MomentsCard } from './moments-card';

export function ManageUpMomentsSection({
  id,
  boss,
  weekStart,
}: {
  /** The heading's id. */
  id: string;
  boss: { id: string; firstName: string };
  /** The week's Monday ('YYYY-MM-DD', the user's zone); undefined while it is not known. */
  weekStart: string | undefined;
}) {
  const read = useManageUpMoments(boss.id, weekStart);
  return (
    <MomentsCard
      id={id}
      title="Nice job managing up this week!"
      description={`How you supported ${boss.firstName} this week.`}
      types={MANAGE_UP_MOMENTS}
      person={{ kind: 'boss', ...boss }}
      read={read}
      celebrations={manageUpCelebrations}
    />
  );
}
