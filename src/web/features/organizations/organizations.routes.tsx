import type { RouteObject } from 'react-router';

/** The organization pages under /dashboard (relative paths). */
export const organizationRoutes: RouteObject[] = [];
