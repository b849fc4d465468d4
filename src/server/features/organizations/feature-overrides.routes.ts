import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZFeatureKeyParam,
  ZFeatureOverrideResult,
  ZOrganizationFeature,
  ZSetFeatureOverride,
} from '../../../shared/contracts/organizations';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { jsonBody, jsonResponse } from '../../http/openapi-parts';
import {
  listOrganizationFeatures,
  resetFeatureOverride,
  setFeatureOverride,
} from './feature-overrides.service';
import { readActionContext } from './route-helpers';

const ZFeatureParams = z.object({ orgId: z.string(), featureKey: ZFeatureKeyParam });

/** An organization's feature overrides, for its admins (/api/v1/orgs/:orgId/feature-flags). */
export function createFeatureOverridesRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/feature-flags',
      middleware: [guards.requirePermission('feature_override.manage')] as const,
      request: { params: z.object({ orgId: z.string() }) },
      responses: jsonResponse(
        z.array(ZOrganizationFeature),
        'Every feature with its global state and override',
      ),
    }),
    async (c) =>
      c.json(z.array(ZOrganizationFeature).parse(await listOrganizationFeatures(db, readOrg(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/orgs/{orgId}/feature-flags/{featureKey}',
      middleware: [guards.requirePermission('feature_override.manage')] as const,
      request: { params: ZFeatureParams, body: jsonBody(ZSetFeatureOverride) },
      responses: jsonResponse(
        ZFeatureOverrideResult,
        'The feature with its new override, or reset to global',
      ),
    }),
    async (c) => {
      const result = await setFeatureOverride(db, readActionContext(c), readOrg(c), {
        featureKey: c.req.valid('param').featureKey,
        enabled: c.req.valid('json').enabled,
      });
      return c.json(ZFeatureOverrideResult.parse(result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/api/v1/orgs/{orgId}/feature-flags/{featureKey}',
      middleware: [guards.requirePermission('feature_override.manage')] as const,
      request: { params: ZFeatureParams },
      responses: jsonResponse(ZFeatureOverrideResult, 'The feature, back on the global setting'),
    }),
    async (c) => {
      const result = await resetFeatureOverride(
        db,
        readActionContext(c),
        readOrg(c),
        c.req.valid('param').featureKey,
      );
      return c.json(ZFeatureOverrideResult.parse(result), 200);
    },
  );

  return router;
}
