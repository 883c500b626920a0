/** GET /api/feature-flags: the AI provider and processor, and the integrations configured. */
import { featureFlagsRoutes } from '../../../shared/contract/routes/feature-flags';
import { featureFlags } from '../../lib/feature-flags/feature-flags';
import { route } from '../../lib/http/route';

export const handler = route(featureFlagsRoutes.get, () => Promise.resolve(featureFlags()));
