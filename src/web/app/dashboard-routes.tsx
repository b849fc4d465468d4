import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../features/organizations/organizations.routes';

/** Everything under /dashboard; feature route lists are spread into its children. */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).DashboardPage }),
    },
    ...organizationRoutes,
  ],
};
