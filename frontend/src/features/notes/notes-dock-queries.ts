/**
 * The media queries that place the notes panel (docs/product.md#constants-and-limits, #layout): a
 * bottom drawer up to the mobile breakpoint, a column beside the page from the wide one, a side
 * sheet between. The build reads the wide one too: from that width the shell pages' documents
 * preload the panel (frontend/vite.config.ts).
 */

/** The mobile breakpoint (docs/product.md#constants-and-limits). */
export const MOBILE_QUERY = '(max-width: 480px)';
/** From this width the panel is a column (the `wide` breakpoint of index.css). */
export const WIDE_QUERY = '(min-width: 1100px)';
