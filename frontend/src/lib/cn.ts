import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, later Tailwind utilities overriding earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class tables on its first call (tens of ms on a phone): as a task of
// its own right after this module loads, not inside the first page's render
// (docs/performance.md#a-light-first-page).
if (typeof window !== 'undefined') window.setTimeout(() => cn(''), 0);
