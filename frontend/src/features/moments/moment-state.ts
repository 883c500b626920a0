/**
 * A week's moments as the person page and manage-up read them (`checked-for-person`, `GET
 * manage-up/current`): a flag per type and, in `moments`, how each came about. Pure helpers to tell
 * a moment's state and to apply a capture or its undoing before the server answers.
 */
import type { MomentDetail } from '@shared/contract/schemas/moments';
import type { MomentType } from '@shared/domain/moments';

/** A read with the flags and details of the types `T`. */
export type MomentsRead<T extends MomentType> = Record<T, boolean> & {
  moments: Record<T, MomentDetail>;
};

/** The moment happened this week: captured by hand or inferred from a note. */
export function isOn(detail: MomentDetail): boolean {
  return detail.manual || detail.inferred.length > 0;
}

/** A note says it happened: the toggle cannot undo it (only editing the note can). */
export function isInferred(detail: MomentDetail): boolean {
  return detail.inferred.length > 0;
}

/**
 * The read with `type` captured (`manual` true) or undone by hand; its flag follows, and so does
 * `feedbackAsked` where it mirrors `proactiveUpdates` (manage-up, docs/product.md#entities).
 */
export function withManual<T extends MomentType, R extends MomentsRead<T>>(
  read: R,
  type: T,
  manual: boolean,
): R {
  const detail: MomentDetail = { ...read.moments[type], manual };
  const on = isOn(detail);
  const mirrored = type === 'proactiveUpdates' && 'feedbackAsked' in read;
  return {
    ...read,
    [type]: on,
    ...(mirrored ? { feedbackAsked: on } : {}),
    moments: { ...read.moments, [type]: detail },
  };
}
