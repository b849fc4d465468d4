import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '../../shared/app-paths';
import { dashboardRoute } from './dashboard-routes';
import { publicRoutes } from './public-routes';

/** The paths a route tree shows pages at; pathless wrappers (guards) pass their parent's path on. */
function collectPaths(routes: readonly RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/{2,}/g, '/') || '/';
    const own = route.index || (route.path !== undefined && route.path !== '*') ? [path || '/'] : [];
    return [...own, ...collectPaths(route.children ?? [], path)];
  });
}

describe('APP_PATHS', () => {
  it('is exactly the set of pages the router declares, so the server answers 404 for nothing else', () => {
    const declared = new Set([...collectPaths(publicRoutes, ''), ...collectPaths([dashboardRoute], '')]);
    expect([...declared].sort()).toEqual([...APP_PATHS].sort());
  });
});
