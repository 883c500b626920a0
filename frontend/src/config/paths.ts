/**
 * The link to every page and redirect, by its id in the page table (shared/web/pages.ts): a path
 * (`paths.dashboard`), or for an address with parameters a function of their values, encoded
 * (`paths.directReport(id)` → '/dr/01HZX').
 */
import { linksOf, PAGES, REDIRECTS } from '@shared/web/pages';

export const paths = { ...linksOf(PAGES), ...linksOf(REDIRECTS) };

/** A same-origin path safe to navigate to from a query parameter (no scheme, no '//' host). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}
