/** Tooltip (Radix Tooltip): shows on hover and keyboard focus. */
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const TooltipProvider = TooltipPrimitive.Provider;

export function TooltipContent({
  className,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={6}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * Wraps any element in a tooltip. Disabled controls get no pointer events, so the trigger is a
 * focusable wrapper span around them.
 */
export function Tip({
  content,
  children,
  side,
  wrap = false,
  wrapClassName,
  contentClassName,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** Wrap the child in a focusable span (for disabled children). */
  wrap?: boolean;
  wrapClassName?: string;
  /** Extra classes of the tooltip bubble (e.g. to hide it at some widths). */
  contentClassName?: string;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>
        {wrap ? (
          <span tabIndex={0} className={cn('inline-flex rounded-md', wrapClassName)}>
            {children}
          </span>
        ) : (
          children
        )}
      </TooltipPrimitive.Trigger>
      <TooltipContent {...(side ? { side } : {})} className={contentClassName}>
        {content}
      </TooltipContent>
    </TooltipPrimitive.Root>
  );
}
