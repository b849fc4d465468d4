import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ZContribution, ZSubmitContribution } from '../../../shared/contracts/contributions';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { readDetailsAndFileForm } from '../../http/file-uploads';
import { readMoneyContext, ZIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import type { TStorage } from '../../platform/storage/storage';
import { SLIP_FORM, SLIP_FORM_DESCRIPTION, slipBodyLimit } from '../payment-slips/index';
import { submitContributionWithSlip } from './contribution-slips.service';

/** A member submits their own contribution with its proof of payment (multipart; its body limit in app.ts). */
export function createContributionSlipRoutes({
  db,
  guards,
  storage,
}: {
  db: TDb;
  guards: TGuards;
  storage: TStorage;
}) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/contributions/submit-with-slip`,
      middleware: [
        guards.requireFeature('contributions'),
        guards.requirePermission('contribution.submit'),
        slipBodyLimit,
      ] as const,
      description: SLIP_FORM_DESCRIPTION,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader },
      responses: {
        201: {
          description: 'The member’s own contribution with its slip, pending confirmation',
          content: { 'application/json': { schema: ZContribution } },
        },
      },
    }),
    async (c) => {
      const { input, upload } = await readDetailsAndFileForm(c, SLIP_FORM, ZSubmitContribution);
      const contribution = await submitContributionWithSlip(contextOf(c), storage, input, upload);
      return c.json(ZContribution.parse(contribution), 201);
    },
  );

  return router;
}
