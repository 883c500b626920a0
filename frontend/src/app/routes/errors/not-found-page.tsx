/**
 * 404 page for any unknown path; the path is logged (docs/product.md#screens-and-routes,
 * #error-catalogue).
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-muted px-6 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <Link
        to={paths.home}
        className="text-primary underline underline-offset-4 hover:no-underline"
      >
        Return to Home
      </Link>
    </main>
  );
}
