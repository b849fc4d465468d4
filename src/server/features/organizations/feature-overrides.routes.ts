import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZFeatureKeyParam } from '../../../shared/contracts/feature-flags';
import {
  ZFeatureOverrideResult,
  ZOrganizationFeature,
  ZSetFeatureOverride,
} from '../../../shared/contracts/organization-features';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import {
  listOrganizationFeatures,
  resetFeatureOverride,
  setFeatureOverride,
} from './feature-overrides.service';
import { readOrgActionContext } from './route-helpers';

const ZFeatureParams = z.object({ orgId: z.string(), featureKey: ZFeatureKeyParam });

/** An organization's feature overrides, for its admins (/api/v1/orgs/:orgId/feature-flags). */
export function createFeatureOverridesRouter({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();

  const routes = guardedRoutes(router, readOrgActionContext);
  const manage = guards.requirePermission('feature_override.manage');
  const featurePath = '/api/v1/orgs/{orgId}/feature-flags/{featureKey}';

  routes.add(
    {
      method: 'get',
      path: '/api/v1/orgs/{orgId}/feature-flags',
      guards: [manage],
      params: z.object({ orgId: z.string() }),
    },
    {
      answer: z.array(ZOrganizationFeature),
      description: 'Every feature with its global state and override',
    },
    ({ org }) => listOrganizationFeatures(db, org),
  );

  routes.add(
    { method: 'put', path: featurePath, guards: [manage], params: ZFeatureParams, body: ZSetFeatureOverride },
    { answer: ZFeatureOverrideResult, description: 'The feature with its new override, or reset to global' },
    (context, { param, json }) =>
      setFeatureOverride(db, context, context.org, { featureKey: param.featureKey, enabled: json.enabled }),
  );

  routes.add(
    { method: 'delete', path: featurePath, guards: [manage], params: ZFeatureParams },
    { answer: ZFeatureOverrideResult, description: 'The feature, back on the global setting' },
    (context, { param }) => resetFeatureOverride(db, context, context.org, param.featureKey),
  );

  return router;
}
