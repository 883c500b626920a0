/**
 * The capture step where a page offers it (docs/product.md#where-the-moments-show), loaded the
 * first time a moment is captured: the dialog and its Radix primitives stay out of a page's first
 * load (docs/performance.md#a-light-first-page). `request` null: closed.
 */
import { lazy, Suspense, useState } from 'react';
import type { MomentRequest } from '../capture/moment-capture';

const CaptureMomentDialog = lazy(() =>
  import('./capture-moment-dialog').then(({ CaptureMomentDialog }) => ({
    default: CaptureMomentDialog,
  })),
);

export function CaptureMoment({
  request,
  onClose,
}: {
  request: MomentRequest | null;
  onClose: () => void;
}) {
  // Once opened, the dialog stays mounted so it can close as Radix closes it.
  const [opened, setOpened] = useState(false);
  if (request && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CaptureMomentDialog request={request} onClose={onClose} />
    </Suspense>
  );
}
