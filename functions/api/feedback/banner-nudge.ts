/** POST /api/feedback/banner-nudge: the nudge banner of a type, or null (spec §3, §4, §7). */
import { api } from '../../../shared/contract/api';
import { route } from '../../lib/http/route';

export const handler = route(api.feedback.bannerNudge, () => Promise.resolve(null));
