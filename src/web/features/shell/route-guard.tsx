import { CircleAlert, RotateCw } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { canOpenRoute } from '../../../shared/access/navigation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getErrorMessage } from '../../lib/errors';
import { useDashboardAccess } from './use-dashboard-access';

export const FORBIDDEN_PATH = '/dashboard/403';

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-24">
      <Spinner className="size-6 text-muted-foreground" label={label} />
    </div>
  );
}

function AccessErrorCard({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Card role="alert" className="mx-auto mt-12 max-w-md p-6 text-center">
      <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden />
      <h1 className="mt-3 text-lg font-semibold">We could not check your access</h1>
      <p className="mt-2 text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button className="mt-5" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        Try again
      </Button>
    </Card>
  );
}

/**
 * The guard of one dashboard route (spec part 1 section 2): a spinner while the roles, flags and overrides
 * load, then the page if navigation.ts allows this path, else the in-dashboard 403 page. The session itself
 * is checked once by the dashboard layout.
 */
export function RouteGuard({ path }: { path: string }) {
  const access = useDashboardAccess();
  if (access.isLoading) return <PageSpinner label="Checking your access" />;
  if (access.error) return <AccessErrorCard error={access.error} onRetry={access.retry} />;
  if (!canOpenRoute({ ...access.context, path })) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <Outlet />;
}
