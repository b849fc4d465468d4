import { createBrowserRouter } from 'react-router';
import { isDashboardPath } from '../../shared/dashboard-path';
import { NotFoundPage } from './not-found-page';
import { publicRoutes } from './public-routes';
import { PageLoader, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The route the dashboard's routes are added under once they are loaded. */
const APP_ROUTE_ID = 'app';

export const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          id: APP_ROUTE_ID,
          errorElement: <RouteErrorPage />,
          children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ],
  {
    // The dashboard's route table is loaded with the dashboard's own code, the first time a /dashboard path is
    // opened or followed, so a public page's first load does not carry it (ADR 52). Until then such a path
    // matches only the catch-all, which is what makes the router ask here; adding the same routes twice is a
    // no-op.
    async patchRoutesOnNavigation({ path, patch }) {
      if (!isDashboardPath(path)) return;
      const { dashboardRoute } = await import('./dashboard-routes');
      patch(APP_ROUTE_ID, [dashboardRoute]);
    },
  },
);
