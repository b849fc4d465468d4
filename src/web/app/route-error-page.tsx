import { Home, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
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

/** Router error element: never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  if (import.meta.env.DEV) console.error(error);
  const message = isChunkLoadError(error)
    ? 'A newer version of Masakhane is available, or the connection dropped while the page was loading. Reload to continue.'
    : 'Unexpected Application Error! Something went wrong while showing this page. Reloading usually helps; if it keeps happening, let us know.';

  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : 'Error'}
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload page
          </Button>
          <Button variant="outline" asChild>
            <Link to="/" reloadDocument>
              <Home aria-hidden />
              Go Home
            </Link>
          </Button>
        </>
      }
    >
      <title>Something went wrong · Masakhane</title>
      <p>{message}</p>
    </StatusPage>
  );
}
