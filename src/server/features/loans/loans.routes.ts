import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { getTodayIso } from '../../../shared/calendar';
import {
  ZDisburseLoan,
  ZLoan,
  ZLoanDecisionReason,
  ZLoanDetail,
  ZLoanList,
  ZLoanQuery,
  ZLoanRepayment,
  ZLoanStats,
  ZLoanTerms,
  ZLoanTermsView,
  ZRecordRepayment,
  ZRequestLoan,
  ZSubmitRepayment,
} from '../../../shared/contracts/loans';
import type { TGuards } from '../../auth/guards';
import type { TDb } from '../../db/client';
import type { TAppEnv } from '../../http/env';
import { guardedRoutes } from '../../http/guarded-routes';
import { readMoneyContext, ZOptionalIdempotencyHeader, ZOrgParams } from '../../http/money-routes';
import { gateOrRun } from '../approvals';
import { disburseLoanMove, writeOffLoanMove } from './loan-moves';
import { decideRepayment, recordRepayment, submitRepayment } from './loan-repayments.service';
import { getLoanTermsView, updateLoanTerms } from './loan-terms.service';
import {
  exportLoansCsv,
  getLoanDetail,
  getLoanStatementCsv,
  getLoanStats,
  listScopedLoans,
} from './loan-views.service';
import { decideLoan, defaultLoan, requestLoan } from './loans.service';

const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });
const ZRepaymentParams = ZLoanParams.extend({ repaymentId: z.uuid('Repayment not found') });

/** The loans API of src/shared/contracts/loans.ts; every route is gated by the `loans` feature. */
export function createLoanRoutes({ db, guards }: { db: TDb; guards: TGuards }) {
  const router = new OpenAPIHono<TAppEnv>();
  const feature = guards.requireFeature('loans');
  const readOwn = guards.requirePermission('loan.read_own');
  const base = '/api/v1/orgs/{orgId}/loans';
  const loanPath = `${base}/{loanId}`;
  const routes = guardedRoutes(router, (c) => readMoneyContext(c, db));
  const loanAt = { guards: [feature, readOwn], params: ZLoanParams } as const;
  const decide = [feature, guards.requirePermission('loan.decide')] as const;

  // The feature guard runs first, so a stokvel answers FEATURE_DISABLED to everyone on every loan route.
  // Fixed paths first, so /loans/stats is never taken for a loan id.
  routes.add(
    { method: 'get', path: `${base}/stats`, guards: [feature, readOwn], params: ZOrgParams },
    { answer: ZLoanStats, description: 'The four stat cards' },
    (ctx) => getLoanStats(ctx),
  );

  routes.csv(
    { path: `${base}/export`, guards: [feature, readOwn], params: ZOrgParams, query: ZLoanQuery },
    { description: 'What the list shows, as CSV', fileName: () => `loans-${getTodayIso()}` },
    (ctx, { query }) => exportLoansCsv(ctx, query),
  );

  routes.add(
    { method: 'get', path: `${base}/terms`, guards: [feature, readOwn], params: ZOrgParams },
    { answer: ZLoanTermsView, description: 'The loan terms and what the caller may borrow' },
    (ctx) => getLoanTermsView(ctx),
  );

  routes.add(
    {
      method: 'put',
      path: `${base}/terms`,
      guards: [feature, guards.requirePermission('loan.settings')],
      params: ZOrgParams,
      headers: ZOptionalIdempotencyHeader,
      body: ZLoanTerms,
    },
    { answer: ZLoanTermsView, description: 'The saved terms' },
    (ctx, { json }) => updateLoanTerms(ctx, json),
  );

  routes.add(
    { method: 'get', path: base, guards: [feature, readOwn], params: ZOrgParams, query: ZLoanQuery },
    { answer: ZLoanList, description: 'Loans in the caller’s scope, newest first' },
    (ctx, { query }) => listScopedLoans(ctx, query),
  );

  routes.money(
    {
      path: base,
      guards: [feature, guards.requirePermission('loan.request')],
      params: ZOrgParams,
      body: ZRequestLoan,
    },
    { answer: ZLoan, description: 'The loan request, pending a decision', status: 201 },
    (ctx, { json }) => requestLoan(ctx, json),
  );

  routes.add(
    { method: 'get', path: loanPath, ...loanAt },
    { answer: ZLoanDetail, description: 'The loan, its schedule and repayments' },
    (ctx, { param }) => getLoanDetail(ctx, param.loanId),
  );

  routes.csv(
    { path: `${loanPath}/statement`, ...loanAt },
    {
      description: 'The loan statement, as CSV',
      fileName: ({ param }) => `loan-statement-${param.loanId.slice(0, 8)}`,
    },
    (ctx, { param }) => getLoanStatementCsv(ctx, param.loanId),
  );

  routes.money(
    { path: `${loanPath}/approve`, guards: decide, params: ZLoanParams },
    { answer: ZLoan, description: 'The loan, now approved' },
    (ctx, { param }) => decideLoan(ctx, param.loanId, { to: 'approved' }),
  );

  routes.money(
    { path: `${loanPath}/reject`, guards: decide, params: ZLoanParams, body: ZLoanDecisionReason },
    { answer: ZLoan, description: 'The loan, now rejected' },
    (ctx, { param, json }) => decideLoan(ctx, param.loanId, { to: 'rejected', reason: json.reason }),
  );

  // Two to sign: a disbursement or write-off the policy holds waits for a second admin (202).
  routes.held(
    {
      path: `${loanPath}/disburse`,
      guards: [feature, guards.requirePermission('loan.disburse')],
      params: ZLoanParams,
      body: ZDisburseLoan,
    },
    { answer: ZLoan, description: 'The loan, now active and posted' },
    (ctx, { param, json }) => gateOrRun(ctx, disburseLoanMove, { loanId: param.loanId, ...json }),
  );

  routes.money(
    { path: `${loanPath}/default`, guards: decide, params: ZLoanParams, body: ZLoanDecisionReason },
    { answer: ZLoan, description: 'The loan, now defaulted' },
    (ctx, { param, json }) => defaultLoan(ctx, param.loanId, json.reason),
  );

  routes.held(
    { path: `${loanPath}/write-off`, guards: decide, params: ZLoanParams },
    { answer: ZLoan, description: 'The defaulted loan, its outstanding principal written off' },
    (ctx, { param }) => gateOrRun(ctx, writeOffLoanMove, { loanId: param.loanId }),
  );

  const recordRepayments = [feature, guards.requirePermission('loan.repayment_record')] as const;
  routes.money(
    { path: `${loanPath}/repayments`, guards: recordRepayments, params: ZLoanParams, body: ZRecordRepayment },
    { answer: ZLoanRepayment, description: 'The repayment, split and posted', status: 201 },
    (ctx, { param, json }) => recordRepayment(ctx, param.loanId, json),
  );

  routes.money(
    {
      path: `${loanPath}/repayments/submit`,
      guards: [feature, guards.requirePermission('loan.repayment_submit')],
      params: ZLoanParams,
      body: ZSubmitRepayment,
    },
    { answer: ZLoanRepayment, description: 'The borrower’s repayment, pending confirmation', status: 201 },
    (ctx, { param, json }) => submitRepayment(ctx, param.loanId, json),
  );

  for (const [action, to] of [
    ['confirm', 'completed'],
    ['fail', 'failed'],
  ] as const) {
    routes.money(
      {
        path: `${loanPath}/repayments/{repaymentId}/${action}`,
        guards: recordRepayments,
        params: ZRepaymentParams,
      },
      { answer: ZLoanRepayment, description: `The repayment, now ${to}` },
      (ctx, { param }) => decideRepayment(ctx, param.loanId, param.repaymentId, to),
    );
  }

  return router;
}
