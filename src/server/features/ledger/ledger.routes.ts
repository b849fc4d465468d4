import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ZJournalPage,
  ZJournalQuery,
  ZMemberStatement,
  ZStatementQuery,
  ZTrialBalance,
} from '../../../shared/contracts/ledger';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import { readOrg, readUser } from '../../http/context';
import type { TAppEnv } from '../../http/env';
import { csvContent, sendCsv, ZOrgParams } from '../../http/money-routes';
import { jsonResponse } from '../../http/openapi-parts';
import { createBooksRoutes } from './books.routes';
import { getJournalPage, getMemberStatement, getTrialBalance, toStatementCsv } from './ledger-views.service';

/** The master book for admins (journal, trial balance), member statements, and closing the books. */
export function createLedgerRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/ledger';
  const contextOf = (c: Context<TAppEnv>) => ({ db, org: readOrg(c), actor: readUser(c) });

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/journal`,
      middleware: [guards.requirePermission('ledger.read')] as const,
      request: { params: ZOrgParams, query: ZJournalQuery },
      responses: jsonResponse(ZJournalPage, 'Journal entries with their lines, newest first'),
    }),
    async (c) => c.json(ZJournalPage.parse(await getJournalPage(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/trial-balance`,
      middleware: [guards.requirePermission('ledger.read')] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZTrialBalance, 'Every account as a debit or credit balance'),
    }),
    async (c) => c.json(ZTrialBalance.parse(await getTrialBalance(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/statement`,
      middleware: [
        guards.requirePermission('contribution.read_own'),
        guards.requireFeature('contributions'),
      ] as const,
      request: { params: ZOrgParams, query: ZStatementQuery },
      responses: jsonResponse(ZMemberStatement, 'A member’s savings between two dates'),
    }),
    async (c) =>
      c.json(ZMemberStatement.parse(await getMemberStatement(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/statement/export`,
      middleware: [
        guards.requirePermission('contribution.read_own'),
        guards.requireFeature('contributions'),
      ] as const,
      request: { params: ZOrgParams, query: ZStatementQuery },
      responses: { 200: csvContent('The statement as CSV') },
    }),
    async (c) => {
      const statement = await getMemberStatement(contextOf(c), c.req.valid('query'));
      return sendCsv(c, `statement-${statement.from}-to-${statement.to}`, toStatementCsv(statement));
    },
  );

  router.route('/', createBooksRoutes({ db, guards }));
  return router;
}
