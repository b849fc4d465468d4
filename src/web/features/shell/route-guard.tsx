import { Navigate, Outlet } from 'react-router';
import { canOpenRoute } from '../../../shared/access/navigation';
import { ErrorState, LoadingState } from '../../components/page-state';
import { useDashboardAccess } from '../../lib/use-dashboard-access';

export const FORBIDDEN_PATH = '/dashboard/403';

export function PageSpinner({ label }: { label: string }) {
  return <LoadingState label={label} variant="page" />;
}

/**
 * The guard of one dashboard route (spec part 1 section 2): a spinner while the roles, flags and overrides
 * load, then the page if navigation.ts allows this path, else the in-dashboard 403 page. The session itself
 * is checked once by the dashboard layout.
 */
export function RouteGuard({ path }: { path: string }) {
  const access = useDashboardAccess();
  if (access.isLoading) return <PageSpinner label="Checking your access" />;
  if (access.error) {
    return (
      <ErrorState
        title="We could not check your access"
        error={access.error}
        onRetry={access.retry}
        isRetrying={false}
        scope="page"
      />
    );
  }
  if (!canOpenRoute({ ...access.context, path })) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <Outlet />;
}
