import { Home, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { publicButtonClass } from '../components/public-button';
import { NotFoundPage } from './not-found-page';
import { StatusPage } from './status-page';

/** A failed lazy import usually means a new version was deployed while this tab was open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * Router error element: never a blank screen. It stands alone (brand only) because the failure may be in the
 * shared layout itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  if (import.meta.env.DEV) console.error(error);
  const message = isChunkLoadError(error)
    ? 'A newer version of Masakhane is available, or the connection dropped while the page was loading. Reload to continue.'
    : 'Something went wrong while showing this page. Reloading usually helps; if it keeps happening, let us know.';

  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : 'Error'}
      title="Unexpected Application Error!"
      actions={
        <>
          <button type="button" className={publicButtonClass()} onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload page
          </button>
          <Link to="/" reloadDocument className={publicButtonClass({ variant: 'outline' })}>
            <Home aria-hidden />
            Go Home
          </Link>
        </>
      }
      footer={
        <Link to="/contact" reloadDocument className="font-medium text-primary hover:underline">
          Report the Problem
        </Link>
      }
    >
      <title>Something went wrong · Masakhane</title>
      <p>{message}</p>
    </StatusPage>
  );
}
