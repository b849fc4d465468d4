import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { organizationRoutes } from '../features/organizations/organizations.routes';

/** A lazily loaded page: its module is fetched the first time the route is visited. */
function page<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The dashboard pages; feature route lists are spread in. Paths are relative to /dashboard. */
const dashboardPages: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/dashboard/dashboard-page'),
      (module) => module.DashboardPage,
    ),
  },
  {
    path: 'contributions',
    lazy: page(
      () => import('../features/contributions/contributions-page'),
      (module) => module.ContributionsPage,
    ),
  },
  {
    path: 'loans',
    lazy: page(
      () => import('../features/loans/loans-page'),
      (module) => module.LoansPage,
    ),
  },
  {
    path: 'transactions',
    lazy: page(
      () => import('../features/transactions/transactions-page'),
      (module) => module.TransactionsPage,
    ),
  },
  {
    path: 'analytics',
    lazy: page(
      () => import('../features/analytics/analytics-page'),
      (module) => module.AnalyticsPage,
    ),
  },
  {
    path: 'reports',
    lazy: page(
      () => import('../features/reports/reports-page'),
      (module) => module.ReportsPage,
    ),
  },
  {
    path: 'receipts',
    lazy: page(
      () => import('../features/receipts/receipts-page'),
      (module) => module.ReceiptsPage,
    ),
  },
  {
    path: 'submit-request',
    lazy: page(
      () => import('../features/submissions/submit-request-page'),
      (module) => module.SubmitRequestPage,
    ),
  },
  {
    path: 'view-submissions',
    lazy: page(
      () => import('../features/submissions/view-submissions-page'),
      (module) => module.ViewSubmissionsPage,
    ),
  },
  {
    path: 'profile',
    lazy: page(
      () => import('../features/profile/profile-page'),
      (module) => module.ProfilePage,
    ),
  },
  {
    path: 'settings',
    lazy: page(
      () => import('../features/settings/settings-page'),
      (module) => module.SettingsPage,
    ),
  },
  {
    path: 'help',
    lazy: page(
      () => import('../features/help/help-page'),
      (module) => module.HelpPage,
    ),
  },
  {
    path: 'admin',
    lazy: page(
      () => import('../features/admin/admin-hub-page'),
      (module) => module.AdminHubPage,
    ),
  },
  {
    path: 'admin/users',
    lazy: page(
      () => import('../features/admin/users/admin-users-page'),
      (module) => module.AdminUsersPage,
    ),
  },
  {
    path: 'admin/organizations',
    lazy: page(
      () => import('../features/admin/organizations/admin-organizations-page'),
      (module) => module.AdminOrganizationsPage,
    ),
  },
  {
    path: 'admin/features',
    lazy: page(
      () => import('../features/admin/features/admin-features-page'),
      (module) => module.AdminFeaturesPage,
    ),
  },
  {
    path: 'admin/early-access',
    lazy: page(
      () => import('../features/admin/early-access/admin-early-access-page'),
      (module) => module.AdminEarlyAccessPage,
    ),
  },
  {
    path: 'admin/site-activity',
    lazy: page(
      () => import('../features/admin/site-activity/admin-site-activity-page'),
      (module) => module.AdminSiteActivityPage,
    ),
  },
  {
    path: 'admin/security',
    lazy: page(
      () => import('../features/admin/security/admin-security-page'),
      (module) => module.AdminSecurityPage,
    ),
  },
  {
    path: 'admin/logs',
    lazy: page(
      () => import('../features/admin/logs/admin-logs-page'),
      (module) => module.AdminLogsPage,
    ),
  },
  ...organizationRoutes,
  {
    path: '403',
    lazy: page(
      () => import('../features/shell/access-denied-page'),
      (module) => module.AccessDeniedPage,
    ),
  },
];

function joinPath(parent: string, route: RouteObject): string {
  if (route.index || route.path === undefined) return parent;
  if (route.path.startsWith('/')) return route.path;
  return `${parent}/${route.path}`.replace(/\/{2,}/g, '/');
}

/**
 * Puts a route (and its children, each by its own path) behind the guard of navigation.ts: a pathless
 * parent whose element is the guard, so pages added by any feature's route list are guarded the same way.
 */
function guardRoute(route: RouteObject, parentPath: string): RouteObject {
  const path = joinPath(parentPath, route);
  const guarded: RouteObject = route.index
    ? route
    : { ...route, children: route.children?.map((child) => guardRoute(child, path)) };
  return {
    lazy: async () => {
      const { RouteGuard } = await import('../features/shell/route-guard');
      return { element: <RouteGuard path={path} /> };
    },
    children: [guarded],
  };
}

/** Everything under /dashboard, inside the dashboard layout, each page behind its route guard. */
export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: page(
    () => import('../layouts/dashboard-layout'),
    (module) => module.DashboardLayout,
  ),
  children: dashboardPages.map((route) => guardRoute(route, '/dashboard')),
};
