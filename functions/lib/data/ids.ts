/**
 * New item ids: ULIDs (time-ordered, so sort keys list items in creation order).
 */
import { monotonicFactory } from 'ulidx';

const nextUlid = monotonicFactory();

/** A new id, e.g. '01JD3M8W6Q6Q3B6ZC5Y0P1X2K7'. */
export function newId(): string {
  return nextUlid();
}
