/**
 * Shown for an unexpected error while routing or rendering (docs/product.md#error-catalogue
 * 'Unexpected routing error'). Part of the light entry (the root route's error element): button
 * looks without the Button component.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

export function RouteErrorPage() {
  useDocumentTitle(pageTitle('Something went wrong'));
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  console.error('Unexpected application error', error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-4 px-6">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm text-muted-foreground">
        {message}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Return to Home
        </a>
      </div>
    </main>
  );
}
