/** What `Tip` (tooltip.tsx) and its Radix form (tooltip-radix.tsx) share: props and the trigger. */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TipProps = {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Wrap the child in a focusable span (for disabled children). */
  wrap?: boolean;
  wrapClassName?: string;
  /** Extra classes of the tooltip bubble (e.g. to hide it at some widths). */
  contentClassName?: string;
};

/** The element the tip is on: the child, or a focusable span around it (disabled controls). */
export function tipTrigger({
  children,
  wrap,
  wrapClassName,
}: Pick<TipProps, 'children' | 'wrap' | 'wrapClassName'>) {
  return wrap ? (
    <span tabIndex={0} className={cn('inline-flex rounded-md', wrapClassName)}>
      {children}
    </span>
  ) : (
    children
  );
}
