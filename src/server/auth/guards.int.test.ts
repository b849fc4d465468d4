import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { getGuardName } from './guards';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('route table', () => {
  it('registers every API route with a guard', () => {
    const byRoute = new Map<string, string[]>();
    for (const route of app.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
      const key = `${route.method} ${route.path}`;
      const guard = getGuardName(route.handler);
      byRoute.set(key, [...(byRoute.get(key) ?? []), ...(guard ? [guard] : [])]);
    }
    const unguarded = [...byRoute].filter(([, guards]) => guards.length === 0).map(([key]) => key);
    expect(byRoute.size).toBeGreaterThan(4);
    expect(unguarded).toEqual([]);
  });

  it('knows the guards of the routes the shell needs', () => {
    const guardOf = (method: string, path: string) =>
      app.app.routes
        .filter((route) => route.method === method && route.path === path)
        .map((route) => getGuardName(route.handler))
        .find(Boolean);
    expect(guardOf('GET', '/api/health')).toBe('publicRoute');
    expect(guardOf('GET', '/api/v1/me')).toBe('requireSession');
    expect(guardOf('GET', '/api/v1/events')).toBe('requireSession');
    expect(guardOf('GET', '/api/v1/orgs/:orgId/context')).toBe('requireOrgMember');
  });
});
