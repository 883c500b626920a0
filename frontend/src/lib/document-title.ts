/**
 * Each page names itself in the browser tab: '{page} · Middle', and the landing page the product's
 * own line.
 */
import { useEffect } from 'react';

export const APP_NAME = 'Middle';
export const SITE_TITLE = `${APP_NAME} — 1:1 coaching for managers in the middle`;

/** '{page} · Middle'. */
export function pageTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}

/** Sets `document.title` while the page shows; undefined leaves the current title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
