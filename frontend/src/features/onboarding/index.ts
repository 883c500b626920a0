/** Public API of the onboarding feature: the wizard, its status read, and the team review. */
export * from './api/use-onboarding';
export { OnboardingWizard } from './onboarding-wizard';
export { TeamReviewPage } from './team-review/team-review-page';
export { TEAM_REVIEW_TITLE } from './team-review/person-draft';
