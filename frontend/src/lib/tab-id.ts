/**
 * This browser tab's id, stable across reloads of the tab (it lives in sessionStorage): the drafts
 * kept on the device are per tab, so two tabs never overwrite each other's copy.
 */
const TAB_KEY = 'coach.tab-id';

/** This tab's id (a UUID). */
export function tabId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}
