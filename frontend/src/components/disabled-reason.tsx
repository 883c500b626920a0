/**
 * Why a control is disabled, in visible text beside it (not only in a tooltip, which touch and
 * keyboard users may never see). Tie it to the control with `aria-describedby={id}`.
 */
import { cn } from '@/lib/cn';

export function DisabledReason({
  id,
  children,
  className,
}: {
  id: string;
  children: string;
  className?: string;
}) {
  return (
    <p id={id} className={cn('text-xs text-muted-foreground', className)}>
      {children}
    </p>
  );
}
