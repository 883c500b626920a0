/**
 * A textarea that starts at 6 rows and grows with its text up to the window height minus 320 px
 * (docs/product.md#layout), then scrolls.
 */
import { useImperativeHandle, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Space kept for the panel's header, pickers and status, px. */
const RESERVED_HEIGHT_PX = 320;

export function AutoGrowTextarea({
  className,
  value,
  ref: outerRef,
  ...props
}: ComponentProps<'textarea'> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // The editors read the caret to insert suggestions at it.
  useImperativeHandle(outerRef, () => ref.current!, []);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    const max = Math.max(160, window.innerHeight - RESERVED_HEIGHT_PX);
    element.style.height = `${Math.min(element.scrollHeight + 2, max)}px`;
    element.style.overflowY = element.scrollHeight + 2 > max ? 'auto' : 'hidden';
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={6}
      value={value}
      className={cn(
        'w-full resize-none rounded-md border border-input bg-card px-3 py-2 text-sm leading-relaxed shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
