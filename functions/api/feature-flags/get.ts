/** GET /api/feature-flags: the AI provider and processor, and the integrations configured. */
import { api } from '../../../shared/contract/api';
import { featureFlags } from '../../lib/feature-flags/feature-flags';
import { route } from '../../lib/http/route';

export const handler = route(api.featureFlags.get, () => Promise.resolve(featureFlags()));
