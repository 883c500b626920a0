/** GET /api/feedback/stats: this week's feedback moments, inferred and by hand (spec §3). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';
import { feedbackStats } from '../../lib/moments/moment-reads';

export const handler = route(api.feedback.stats, ({ userId }) => feedbackStats(userId));
