/**
 * Public API of the dashboard feature: the one dashboard read, its refresh, the feedback and
 * recognition panel, today's nudges and the nudge banner area.
 */
export { dashboardQuery, useDashboard } from './api/use-dashboard';
export { useDashboardRefresh } from './use-dashboard-refresh';
export { supportRows } from './support-dots';
export { FeedbackPanel } from './components/feedback-panel';
export { NudgeBannerArea } from './components/nudge-banner-area';
export { NewMeetingsNotice } from './components/new-meetings-notice';
export { TodaysNudgesCard } from './components/todays-nudges-card';
