/**
 * The dashboard's nudge banner area (docs/product.md#dashboard, #states-and-transitions 'Dashboard
 * nudge banner'): the banner the dashboard read carries (`use-nudge-banner.ts`), with its action
 * button and dismissal; nothing otherwise.
 */
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import { CaptureMoment } from '@/features/moments';
import { nudgeActionLabel, useFollowNudge } from '@/features/nudges';
import { useNudgeBanner } from '../use-nudge-banner';
import { NudgeBanner } from './nudge-banner';

export function NudgeBannerArea({
  dashboard,
  settled,
}: {
  dashboard: Dashboard;
  settled: boolean;
}) {
  const { banner, dismiss } = useNudgeBanner(dashboard, settled);
  const { follow, capturing, closeCapture } = useFollowNudge(dashboard.weeklyOneOnOnes);
  const action = banner?.action;
  return (
    <>
      {banner ? (
        <NudgeBanner
          banner={banner}
          action={
            action ? { label: nudgeActionLabel(action), onClick: () => follow(action) } : undefined
          }
          onDismiss={() => dismiss(banner)}
        />
      ) : null}
      <CaptureMoment request={capturing} onClose={closeCapture} />
    </>
  );
}
