/**
 * POST /api/usage-signals: records 'add-to-agenda' and the like (docs/product.md#calls); 201 with
 * the signal.
 */
import { usageSignalsRoutes } from '../../../shared/contract/routes/usage-signals';
import { route } from '../../lib/http/route';
import { recordUsageSignal } from '../../lib/usage/usage-signal-store';

export const handler = route(usageSignalsRoutes.create, ({ userId, body }) =>
  recordUsageSignal(userId, body),
);
