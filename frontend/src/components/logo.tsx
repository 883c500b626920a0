import { clsx } from 'clsx';

/** The product's mark and name. */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden>
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M9 22V10l7 7 7-7v12"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName ? (
        <span className="text-lg max-[480px]:sr-only">Middle</span>
      ) : (
        <span className="sr-only">Middle</span>
      )}
    </span>
  );
}
