import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PageLoader, RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Every page is a lazy route, so the public pages never download dashboard code. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
          },
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
