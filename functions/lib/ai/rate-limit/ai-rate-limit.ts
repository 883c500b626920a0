/**
 * The per-user limit on AI calls (docs/architecture.md#the-ai-layer), applied by the route
 * wrapper to every route marked `ai: true` in the contract, after the request is validated.
 *
 * At most AI_CALLS_PER_WINDOW (20; the environment variable of that name overrides it) calls in each clock-aligned window of AI_WINDOW_SECONDS (120 s):
 * a burst of 20, refilled as a whole at the next window — on average one call per 6 s. One
 * conditional UpdateItem per request: `ADD calls 1` on the window's item, conditional on
 * `calls < 20` (the item is created by the first call of a window). A refused condition is the
 * 429 `rate_limited`, with `Retry-After` the seconds left in the window. A token bucket with a
 * continuous refill would need the stored state before the write (a read, or a second write
 * after an idle period); fixed windows keep it at one call.
 */
import { isConditionalCheckFailure } from '../../data/conditional-write';
import { entities } from '../../data/entities';
import { RateLimitedError } from '../../errors';

export const AI_CALLS_PER_WINDOW = 20;

/** The calls allowed per window: `AI_CALLS_PER_WINDOW` from the environment, else 20. */
export function aiCallsPerWindow(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.AI_CALLS_PER_WINDOW);
  return Number.isInteger(configured) && configured > 0 ? configured : AI_CALLS_PER_WINDOW;
}
export const AI_WINDOW_SECONDS = 120;
/** Window items are kept this long after their window ends (TTL removes them). */
const WINDOW_ITEM_TTL_SECONDS = 24 * 60 * 60;

export const RATE_LIMITED_MESSAGE =
  'Too many AI requests: wait a moment before asking for more suggestions';

/**
 * Counts one AI call of the user. One conditional UpdateItem.
 * @throws RateLimitedError past the limit (with the seconds until the next window).
 */
export async function consumeAiCall(userId: string, now = Date.now()): Promise<void> {
  const nowSeconds = now / 1000;
  const window = Math.floor(nowSeconds / AI_WINDOW_SECONDS);
  const windowEnd = (window + 1) * AI_WINDOW_SECONDS;
  const limit = aiCallsPerWindow();
  try {
    await entities()
      .aiCallWindow.update({ userId, window })
      .add({ calls: 1 })
      .set({ expiresAt: windowEnd + WINDOW_ITEM_TTL_SECONDS })
      .where(({ calls }, { notExists, lt }) => `${notExists(calls)} OR ${lt(calls, limit)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    throw new RateLimitedError(
      RATE_LIMITED_MESSAGE,
      Math.max(1, Math.ceil(windowEnd - nowSeconds)),
    );
  }
}
