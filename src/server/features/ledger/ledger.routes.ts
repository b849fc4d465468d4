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
import { guardedRoutes } from '../../http/guarded-routes';
import { csvContent, sendCsv, ZOrgParams } from '../../http/money-routes';
import { createBooksRoutes } from './books.routes';
import { getJournalPage, getMemberStatement, getTrialBalance, toStatementCsv } from './ledger-views.service';

/** The master book for admins (journal, trial balance), member statements, and closing the books. */
export function createLedgerRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const base = '/api/v1/orgs/{orgId}/ledger';
  const contextOf = (c: Context<TAppEnv>) => ({ db, org: readOrg(c), actor: readUser(c) });

  const routes = guardedRoutes(router, contextOf);
  const readBook = guards.requirePermission('ledger.read');
  const statement = [
    guards.requirePermission('contribution.read_own'),
    guards.requireFeature('contributions'),
  ] as const;

  routes.add(
    { method: 'get', path: `${base}/journal`, guards: [readBook], params: ZOrgParams, query: ZJournalQuery },
    { answer: ZJournalPage, description: 'Journal entries with their lines, newest first' },
    (ctx, { query }) => getJournalPage(ctx, query),
  );

  routes.add(
    { method: 'get', path: `${base}/trial-balance`, guards: [readBook], params: ZOrgParams },
    { answer: ZTrialBalance, description: 'Every account as a debit or credit balance' },
    (ctx) => getTrialBalance(ctx),
  );

  routes.add(
    {
      method: 'get',
      path: `${base}/statement`,
      guards: statement,
      params: ZOrgParams,
      query: ZStatementQuery,
    },
    { answer: ZMemberStatement, description: 'A member’s savings between two dates' },
    (ctx, { query }) => getMemberStatement(ctx, query),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/statement/export`,
      middleware: [...statement],
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
