/**
 * The phrasing help's vocabulary (spec §2 'How-to-say-it panel', §7 'Notes'), without zod so the
 * browser can use it without the contract's schemas (schemas/coaching.ts builds on it).
 */

/** Who the message is for: a direct report, the manager, or anyone (spec §7). */
export const PHRASING_CONTEXTS = ['directReport', 'boss', 'general'] as const;
export type PhrasingContext = (typeof PHRASING_CONTEXTS)[number];

/** The three styles of a suggestion, in the order the panel shows them (spec §2). */
export const PHRASING_STYLES = ['empathetic', 'direct', 'balanced'] as const;
export type PhrasingStyle = (typeof PHRASING_STYLES)[number];
