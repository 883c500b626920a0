/**
 * The dashboard's nudge banner (spec §4 'Dashboard nudge banner'): asked for only once the week's
 * counts are known and none of feedback given, feedback asked or recognition exists; cleared when
 * any appears, when a feedback change event fires (a moment captured) and when dismissed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Dashboard } from '@shared/contract/schemas/dashboard';
import type { BannerNudge } from '@shared/contract/schemas/nudge';
import { useAppEvent } from '@/lib/app-events';
import { bannerNudgeQuery, useDismissBanner } from './api/use-banner-nudge';
import { bannerNudgeType, bannerWanted } from './banner-rules';

export function useNudgeBanner(
  dashboard: Dashboard,
  /** False while the dashboard is a placeholder (loading or failed): nothing is asked. */
  settled: boolean,
): { banner: BannerNudge | null; dismiss: (banner: BannerNudge) => void } {
  const [cleared, setCleared] = useState(false);
  useAppEvent('feedbackChanged', () => setCleared(true));
  const { feedback } = dashboard;
  const stats = {
    feedbackGiven: feedback.feedbackGiven.total,
    feedbackAsked: feedback.feedbackAsked.total,
    recognition: feedback.recognition.total,
  };
  const wanted = settled && !cleared && dashboard.directReports.length > 0 && bannerWanted(stats);
  const request = { stats, nudgeType: bannerNudgeType(dashboard.weeklyOneOnOnes) };
  const query = useQuery({
    ...bannerNudgeQuery(request, dashboard.weekStartDate),
    enabled: wanted,
  });
  const dismiss = useDismissBanner();
  return {
    banner: wanted ? (query.data ?? null) : null,
    dismiss: (banner) => dismiss.mutate(banner),
  };
}
