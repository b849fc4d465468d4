import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getTodayIso } from '../../../shared/calendar';
import {
  ZDashboardSummary,
  ZNewTransaction,
  ZTransaction,
  ZTransactionList,
  ZTransactionQuery,
} from '../../../shared/contracts/transactions';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import {
  csvContent,
  readMoneyContext,
  sendCsv,
  ZIdempotencyHeader,
  ZOrgParams,
} from '../../http/money-routes';
import { jsonBody, jsonContent } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { recordTransactionMove } from '../approvals/approval-operations';
import { exportTransactionsCsv, getDashboardSummary, listScopedTransactions } from './transactions.service';

export function createTransactionRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('transactions');
  const base = '/api/v1/orgs/{orgId}/transactions';
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [feature, guards.requirePermission('transaction.read')] as const,
      request: { params: ZOrgParams, query: ZTransactionQuery },
      responses: { 200: jsonContent(ZTransactionList, 'Transactions in the caller’s scope, newest first') },
    }),
    async (c) =>
      c.json(ZTransactionList.parse(await listScopedTransactions(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/export`,
      middleware: [feature, guards.requirePermission('transaction.read')] as const,
      request: { params: ZOrgParams, query: ZTransactionQuery },
      responses: { 200: csvContent('What the list shows, as CSV') },
    }),
    async (c) => {
      const csv = await exportTransactionsCsv(contextOf(c), c.req.valid('query'));
      return sendCsv(c, `transactions-${getTodayIso()}`, csv);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [feature, guards.requirePermission('transaction.record')] as const,
      request: {
        params: ZOrgParams,
        headers: ZIdempotencyHeader,
        body: jsonBody(ZNewTransaction),
      },
      responses: { 201: jsonContent(ZTransaction, 'The posted transaction'), ...HELD_FOR_APPROVAL },
    }),
    async (c) => {
      // Two to sign: a payout or expense the policy holds waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), recordTransactionMove, c.req.valid('json'));
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZTransaction.parse(gate.result), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/orgs/{orgId}/dashboard/summary',
      middleware: [guards.requireOrgMember()] as const,
      request: { params: ZOrgParams },
      responses: {
        200: jsonContent(ZDashboardSummary, 'The dashboard home figures and recent transactions'),
      },
    }),
    async (c) => c.json(ZDashboardSummary.parse(await getDashboardSummary(contextOf(c))), 200),
  );

  return router;
}
