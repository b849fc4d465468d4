import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { isDashboardPath } from '../../shared/dashboard-path';
import { DashboardSkeleton } from '../layouts/dashboard-skeleton';

const Providers = lazy(async () => ({ default: (await import('./providers')).Providers }));
const PublicToaster = lazy(async () => ({
  default: (await import('../components/app-toaster')).AppToaster,
}));

/** The dashboard needs the query cache and its toaster; the public pages start without them. */
const needsAppProviders = isDashboardPath;

/**
 * False while pre-rendering, hydrating and loading; true once the browser is idle after that (at most 2 s), so
 * code that is not needed for the first view loads without competing with it.
 */
function useHasSettled(): boolean {
  const [hasSettled, setHasSettled] = useState(false);
  useEffect(() => {
    const settle = () => setHasSettled(true);
    // Not every browser has requestIdleCallback (Safari); a short timeout does the same job there.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(settle, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(settle, 500);
    return () => clearTimeout(id);
  }, []);
  return hasSettled;
}

/**
 * Shown while the first page's code loads: on a dashboard page the dashboard's frame (the one its HTML was
 * painted with), elsewhere a spinner.
 */
export function PageLoader() {
  const { pathname } = useLocation();
  if (needsAppProviders(pathname)) return <DashboardSkeleton />;
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <LoaderCircle
        role="status"
        aria-label="Loading"
        className="size-6 animate-spin text-muted-foreground"
      />
    </div>
  );
}

/**
 * Wraps every route: a thin progress bar while a lazy page loads, and scroll restoration. The query client and
 * toaster of the dashboard (app/providers) load on the first dashboard page and then stay, so the public
 * pages' first load carries none of that code; public pages get a toaster once they have settled (toasts
 * raised before that are shown when it mounts).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const hasSettled = useHasSettled();
  const isNavigating = navigation.state !== 'idle';
  const [hasAppProviders, setHasAppProviders] = useState(() => needsAppProviders(pathname));
  if (!hasAppProviders && needsAppProviders(pathname)) setHasAppProviders(true);
  // Start fetching the providers while the dashboard page itself loads.
  if (!hasAppProviders && navigation.location && needsAppProviders(navigation.location.pathname)) {
    void import('./providers');
  }

  const page = (
    <>
      <div
        aria-hidden
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary transition-transform duration-500 ${
          isNavigating ? 'scale-x-75' : 'scale-x-0 opacity-0'
        }`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );

  if (hasAppProviders) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Providers>{page}</Providers>
      </Suspense>
    );
  }
  return (
    <>
      {page}
      {hasSettled && (
        <Suspense fallback={null}>
          <PublicToaster />
        </Suspense>
      )}
    </>
  );
}
