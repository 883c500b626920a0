import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/** Centered card layout of the sign-in and sign-up pages: the logo's header, then the form's main. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-8 bg-muted/50 px-4 py-10">
      <header>
        <Link to={paths.home} className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex w-full flex-col items-center">{children}</main>
    </div>
  );
}
