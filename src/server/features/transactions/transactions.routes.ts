import { OpenAPIHono, z } from '@hono/zod-openapi';
import { getTodayIso } from '../../../shared/calendar';
import {
  ZNewTransaction,
  ZReverseTransaction,
  ZTransaction,
  ZTransactionList,
  ZTransactionQuery,
} from '../../../shared/contracts/transactions';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { recordTransactionMove, reverseTransactionMove } from './transaction-moves';
import { exportTransactionsCsv, listScopedTransactions } from './transactions.service';

const ZTransactionParams = ZOrgParams.extend({ transactionId: z.uuid() });

export function createTransactionRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('transactions');
  const base = '/api/v1/orgs/{orgId}/transactions';
  const read = guards.requirePermission('transaction.read');
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));

  routes.add(
    { method: 'get', path: base, guards: [feature, read], params: ZOrgParams, query: ZTransactionQuery },
    { answer: ZTransactionList, description: 'Transactions in the caller’s scope, newest first' },
    (ctx, { query }) => listScopedTransactions(ctx, query),
  );

  routes.csv(
    { path: `${base}/export`, guards: [feature, read], params: ZOrgParams, query: ZTransactionQuery },
    { description: 'What the list shows, as CSV', fileName: () => `transactions-${getTodayIso()}` },
    (ctx, { query }) => exportTransactionsCsv(ctx, query),
  );

  // Two to sign: a payout or expense the policy holds waits for a second admin (202).
  routes.held(
    {
      path: base,
      guards: [feature, guards.requirePermission('transaction.record')],
      params: ZOrgParams,
      body: ZNewTransaction,
    },
    { answer: ZTransaction, description: 'The posted transaction', status: 201 },
    (ctx, { json }) => gateOrRun(ctx, recordTransactionMove, json),
  );

  // A payout, fee or other money recorded here is corrected here; the policy may hold it (202).
  routes.held(
    {
      path: `${base}/{transactionId}/reverse`,
      guards: [feature, guards.requirePermission('transaction.record')],
      params: ZTransactionParams,
      body: ZReverseTransaction,
    },
    { answer: ZTransaction, description: 'The reversing entry, dated today', status: 201 },
    (ctx, { param, json }) =>
      gateOrRun(ctx, reverseTransactionMove, { transactionId: param.transactionId, ...json }),
  );

  return router;
}
