import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { getTodayIso, isIsoDate } from '../../../shared/calendar';
import {
  ZArrearsList,
  ZArrearsQuery,
  ZGroupRulesView,
  ZMyStanding,
  ZSetGroupRules,
} from '../../../shared/contracts/group-rules';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { csvContent, sendCsv, ZOrgParams } from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { exportArrearsCsv, getArrears } from './arrears.service';
import { getGroupRules, setGroupRules } from './rule-versions.service';
import { readMemberStanding } from './standings.service';

const ZStandingQuery = z.object({
  on: z.string().refine(isIsoDate, 'The date must be a real date in the form YYYY-MM-DD').optional(),
});

/** The group's rules (every member reads them, admins add versions), a member's standing and the arrears list. */
export function createGroupRuleRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}';

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/rules`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: { 200: jsonContent(ZGroupRulesView, 'The rules in force and every version') },
    }),
    async (c) => c.json(ZGroupRulesView.parse(await getGroupRules({ db, org: readOrg(c) })), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/rules`,
      middleware: [guards.requirePermission('rules.manage')] as const,
      request: { params: ZOrgParams, body: jsonBody(ZSetGroupRules) },
      responses: { 201: jsonContent(ZGroupRulesView, 'The rules with the new version added') },
    }),
    async (c) => {
      const view = await setGroupRules(
        { db, org: readOrg(c), actor: readUser(c), requestId: c.get('requestId') ?? null },
        c.req.valid('json'),
      );
      return c.json(ZGroupRulesView.parse(view), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/standing/me`,
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams, query: ZStandingQuery },
      responses: {
        200: jsonContent(ZMyStanding, 'What the caller owes under the rules (today, or on a date)'),
      },
    }),
    async (c) => {
      const on = c.req.valid('query').on ?? getTodayIso();
      const standing = await readMemberStanding(db, readOrg(c).organizationId, readUser(c).userId, on);
      return c.json(ZMyStanding.parse(standing), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/arrears`,
      middleware: [guards.requirePermission('contribution.read_organization')] as const,
      request: { params: ZOrgParams, query: ZArrearsQuery },
      responses: { 200: jsonContent(ZArrearsList, 'Members who owe money under the rules') },
    }),
    async (c) =>
      c.json(ZArrearsList.parse(await getArrears({ db, org: readOrg(c) }, c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/arrears/export`,
      middleware: [guards.requirePermission('contribution.read_organization')] as const,
      request: { params: ZOrgParams, query: ZArrearsQuery },
      responses: { 200: csvContent('The arrears list as CSV') },
    }),
    async (c) => {
      const csv = await exportArrearsCsv({ db, org: readOrg(c) }, c.req.valid('query'));
      return sendCsv(c, `arrears-${getTodayIso()}`, csv);
    },
  );

  return router;
}
