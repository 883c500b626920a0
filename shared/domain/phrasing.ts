/**
 * The phrasing help's vocabulary (docs/product.md#how-to-say-it-panel, #calls 'Notes'), without zod
 * so the browser can use it without the contract's schemas (schemas/coaching.ts builds on it).
 */

/** Who the message is for: a direct report, the manager, or anyone (docs/product.md#calls). */
export const PHRASING_CONTEXTS = ['directReport', 'boss', 'general'] as const;
export type PhrasingContext = (typeof PHRASING_CONTEXTS)[number];

/**
 * The three styles of a suggestion, in the order the panel shows them
 * (docs/product.md#screens-and-routes).
 */
export const PHRASING_STYLES = ['empathetic', 'direct', 'balanced'] as const;
export type PhrasingStyle = (typeof PHRASING_STYLES)[number];
