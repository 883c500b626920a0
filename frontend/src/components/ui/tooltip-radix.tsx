/**
 * The Radix Tooltip behind `Tip` (tooltip.tsx), loaded on the first hover or focus of any tip.
 * `engaged` says how the light trigger was being used when this code arrived: hovered, the tip
 * opens; focused, the trigger (a new element) takes the focus back, which opens it.
 */
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { tipTrigger, type TipProps } from './tip-trigger';

/** Delay before a tip opens on hover, ms. */
const TIP_DELAY_MS = 200;

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

export function RadixTip({
  content,
  children,
  side,
  wrap = false,
  wrapClassName,
  contentClassName,
  engaged,
}: TipProps & { engaged: 'hover' | 'focus' | null }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (engaged === 'focus') trigger.current?.focus();
    // Only on mount: the state the light trigger was in when this code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={TIP_DELAY_MS}>
      <TooltipPrimitive.Root defaultOpen={engaged === 'hover'}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {tipTrigger({ children, wrap, wrapClassName })}
        </TooltipPrimitive.Trigger>
        <TooltipContent {...(side ? { side } : {})} className={contentClassName}>
          {content}
        </TooltipContent>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
