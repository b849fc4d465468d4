import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TAppEnv } from './env';
import { guardedRoutes } from './guarded-routes';

/**
 * The web app reads answers typed by their contracts without parsing them again
 * (docs/decisions/0042-dashboard-first-visit-under-180-kb.md): the server is where an answer that drifted from
 * its contract must stop.
 */
describe('guardedRoutes answers', () => {
  const ZThing = z.object({ id: z.number(), name: z.string() });

  function appAnswering(result: unknown) {
    const router = new OpenAPIHono<TAppEnv>();
    const routes = guardedRoutes(router, () => null);
    routes.add(
      { method: 'get', path: '/thing', guards: [async (_c, next) => next()] },
      { answer: ZThing, description: 'A thing' },
      async () => result as z.input<typeof ZThing>,
    );
    router.onError((_error, c) => c.json({ error: { code: 'INTERNAL' } }, 500));
    return router;
  }

  it('sends an answer that matches its contract, without what the contract does not name', async () => {
    const response = await appAnswering({ id: 1, name: 'Savings', secret: 'x' }).request('/thing');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 1, name: 'Savings' });
  });

  it('refuses to send an answer that drifted from its contract', async () => {
    const response = await appAnswering({ id: 'one', name: 'Savings' }).request('/thing');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL' } });
  });
});
