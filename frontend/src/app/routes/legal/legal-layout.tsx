import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/**
 * Placeholder text the legal pages still carry (docs/product.md#what-middle-does): plainly marked.
 */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <mark className="rounded bg-amber-100 px-1 font-medium text-amber-900" data-placeholder>
      {children}
    </mark>
  );
}

/** Page frame of /privacy and /terms. */
export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-5">
        <Link to={paths.home} className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-6 pb-16">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <Placeholder>[DATE TO BE CONFIRMED]</Placeholder>
        </p>
        <div className="mt-8 space-y-6 leading-relaxed [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
          {children}
        </div>
        <nav className="mt-12 flex gap-4 border-t pt-6 text-sm" aria-label="Legal">
          <Link to={paths.privacy} className="text-primary hover:underline">
            Privacy Policy
          </Link>
          <Link to={paths.terms} className="text-primary hover:underline">
            Terms of Service
          </Link>
          <Link to={paths.home} className="text-primary hover:underline">
            Home
          </Link>
        </nav>
      </main>
    </div>
  );
}

export function ContactPlaceholder() {
  return <Placeholder>[CONTACT EMAIL TO BE ADDED]</Placeholder>;
}
