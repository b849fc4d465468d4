import { createBrowserRouter } from 'react-router';
import { dashboardRoute } from './dashboard-routes';
import { NotFoundPage } from './not-found-page';
import { publicRoutes } from './public-routes';
import { PageLoader, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...publicRoutes, dashboardRoute, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
