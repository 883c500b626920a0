import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/** Centered card layout of the sign-in and sign-up pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <Link to={paths.home} aria-label="Home">
        <Logo />
      </Link>
      {children}
    </div>
  );
}
