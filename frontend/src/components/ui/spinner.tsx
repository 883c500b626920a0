/**
 * Loading spinners. Part of the light entry (docs/performance.md#a-light-first-page), so classes
 * are joined with clsx, not tailwind-merge: `className` adds classes (e.g. a margin); it does not
 * override the icon's size.
 */
import { LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden className={clsx('size-5 animate-spin', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** Centered spinner for a page that is still loading. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}
