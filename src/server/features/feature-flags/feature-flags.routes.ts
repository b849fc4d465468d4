import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFeatureKeyParam, ZUpdateFeatureFlag } from '../../../shared/contracts/feature-flags';
import { ZFeatureFlag } from '../../../shared/contracts/me';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { setFeatureFlagEnabled } from './feature-flags.service';

export function createFeatureFlagRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/api/v1/admin/feature-flags/{featureKey}',
      middleware: [guards.requirePlatformRole('site_admin', 'developer')] as const,
      request: {
        params: z.object({ featureKey: ZFeatureKeyParam }),
        body: { required: true, content: { 'application/json': { schema: ZUpdateFeatureFlag } } },
      },
      responses: {
        200: {
          description: 'The updated global feature flag',
          content: { 'application/json': { schema: ZFeatureFlag } },
        },
      },
    }),
    async (c) => {
      const { featureKey } = c.req.valid('param');
      const { enabled } = c.req.valid('json');
      const flag = await setFeatureFlagEnabled(db, {
        actor: readUser(c),
        featureKey,
        enabled,
        requestId: c.get('requestId') ?? null,
      });
      return c.json(ZFeatureFlag.parse(flag), 200);
    },
  );

  return router;
}
