/** Deployment configuration read from the API (public surface of the feature). */
export { featureFlagsQuery, useFeatureFlags } from './api/use-feature-flags';
export { IntegrationFlagsProvider } from './components/integration-flags-provider';
