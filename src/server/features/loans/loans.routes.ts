import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import {
  csvContent,
  readMoneyContext,
  sendCsv,
  ZIdempotencyHeader,
  ZOptionalIdempotencyHeader,
  ZOrgParams,
} from '../../http/money-routes';
import { jsonBody, jsonContent, jsonResponse } from '../../http/openapi-parts';
import { gateOrRun, HELD_FOR_APPROVAL } from '../approvals/approval-gate';
import { disburseLoanMove, writeOffLoanMove } from '../approvals/approval-operations';
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
  const contextOf = (c: Context<TAppEnv>) => readMoneyContext(c, db);

  // The feature guard runs first, so a stokvel answers FEATURE_DISABLED to everyone on every loan route.
  // Fixed paths first, so /loans/stats is never taken for a loan id.
  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/stats`,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZLoanStats, 'The four stat cards'),
    }),
    async (c) => c.json(ZLoanStats.parse(await getLoanStats(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/export`,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams, query: ZLoanQuery },
      responses: { 200: csvContent('What the list shows, as CSV') },
    }),
    async (c) =>
      sendCsv(c, `loans-${getTodayIso()}`, await exportLoansCsv(contextOf(c), c.req.valid('query'))),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/terms`,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams },
      responses: jsonResponse(ZLoanTermsView, 'The loan terms and what the caller may borrow'),
    }),
    async (c) => c.json(ZLoanTermsView.parse(await getLoanTermsView(contextOf(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/terms`,
      middleware: [feature, guards.requirePermission('loan.settings')] as const,
      request: { params: ZOrgParams, headers: ZOptionalIdempotencyHeader, body: jsonBody(ZLoanTerms) },
      responses: jsonResponse(ZLoanTermsView, 'The saved terms'),
    }),
    async (c) => c.json(ZLoanTermsView.parse(await updateLoanTerms(contextOf(c), c.req.valid('json'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      middleware: [feature, readOwn] as const,
      request: { params: ZOrgParams, query: ZLoanQuery },
      responses: jsonResponse(ZLoanList, 'Loans in the caller’s scope, newest first'),
    }),
    async (c) => c.json(ZLoanList.parse(await listScopedLoans(contextOf(c), c.req.valid('query'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      middleware: [feature, guards.requirePermission('loan.request')] as const,
      request: { params: ZOrgParams, headers: ZIdempotencyHeader, body: jsonBody(ZRequestLoan) },
      responses: jsonResponse(ZLoan, 'The loan request, pending a decision', 201),
    }),
    async (c) => c.json(ZLoan.parse(await requestLoan(contextOf(c), c.req.valid('json'))), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: loanPath,
      middleware: [feature, readOwn] as const,
      request: { params: ZLoanParams },
      responses: jsonResponse(ZLoanDetail, 'The loan, its schedule and repayments'),
    }),
    async (c) =>
      c.json(ZLoanDetail.parse(await getLoanDetail(contextOf(c), c.req.valid('param').loanId)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${loanPath}/statement`,
      middleware: [feature, readOwn] as const,
      request: { params: ZLoanParams },
      responses: { 200: csvContent('The loan statement, as CSV') },
    }),
    async (c) => {
      const { loanId } = c.req.valid('param');
      return sendCsv(
        c,
        `loan-statement-${loanId.slice(0, 8)}`,
        await getLoanStatementCsv(contextOf(c), loanId),
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/approve`,
      middleware: [feature, guards.requirePermission('loan.decide')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader },
      responses: jsonResponse(ZLoan, 'The loan, now approved'),
    }),
    async (c) =>
      c.json(
        ZLoan.parse(await decideLoan(contextOf(c), c.req.valid('param').loanId, { to: 'approved' })),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/reject`,
      middleware: [feature, guards.requirePermission('loan.decide')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZLoanDecisionReason) },
      responses: jsonResponse(ZLoan, 'The loan, now rejected'),
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const loan = await decideLoan(contextOf(c), c.req.valid('param').loanId, { to: 'rejected', reason });
      return c.json(ZLoan.parse(loan), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/disburse`,
      middleware: [feature, guards.requirePermission('loan.disburse')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZDisburseLoan) },
      responses: { 200: jsonContent(ZLoan, 'The loan, now active and posted'), ...HELD_FOR_APPROVAL },
    }),
    async (c) => {
      const payload = { loanId: c.req.valid('param').loanId, ...c.req.valid('json') };
      // Two to sign: a disbursement the policy holds waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), disburseLoanMove, payload);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZLoan.parse(gate.result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/default`,
      middleware: [feature, guards.requirePermission('loan.decide')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZLoanDecisionReason) },
      responses: jsonResponse(ZLoan, 'The loan, now defaulted'),
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      return c.json(ZLoan.parse(await defaultLoan(contextOf(c), c.req.valid('param').loanId, reason)), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/write-off`,
      middleware: [feature, guards.requirePermission('loan.decide')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader },
      responses: {
        200: jsonContent(ZLoan, 'The defaulted loan, its outstanding principal written off'),
        ...HELD_FOR_APPROVAL,
      },
    }),
    async (c) => {
      // Two to sign: a write-off the policy holds waits for a second admin (202).
      const gate = await gateOrRun(contextOf(c), writeOffLoanMove, { loanId: c.req.valid('param').loanId });
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(ZLoan.parse(gate.result), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/repayments`,
      middleware: [feature, guards.requirePermission('loan.repayment_record')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZRecordRepayment) },
      responses: jsonResponse(ZLoanRepayment, 'The repayment, split and posted', 201),
    }),
    async (c) => {
      const repayment = await recordRepayment(contextOf(c), c.req.valid('param').loanId, c.req.valid('json'));
      return c.json(ZLoanRepayment.parse(repayment), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${loanPath}/repayments/submit`,
      middleware: [feature, guards.requirePermission('loan.repayment_submit')] as const,
      request: { params: ZLoanParams, headers: ZIdempotencyHeader, body: jsonBody(ZSubmitRepayment) },
      responses: jsonResponse(ZLoanRepayment, 'The borrower’s repayment, pending confirmation', 201),
    }),
    async (c) => {
      const repayment = await submitRepayment(contextOf(c), c.req.valid('param').loanId, c.req.valid('json'));
      return c.json(ZLoanRepayment.parse(repayment), 201);
    },
  );

  for (const [action, to] of [
    ['confirm', 'completed'],
    ['fail', 'failed'],
  ] as const) {
    router.openapi(
      createRoute({
        method: 'post',
        path: `${loanPath}/repayments/{repaymentId}/${action}`,
        middleware: [feature, guards.requirePermission('loan.repayment_record')] as const,
        request: { params: ZRepaymentParams, headers: ZIdempotencyHeader },
        responses: jsonResponse(ZLoanRepayment, `The repayment, now ${to}`),
      }),
      async (c) => {
        const { loanId, repaymentId } = c.req.valid('param');
        return c.json(
          ZLoanRepayment.parse(await decideRepayment(contextOf(c), loanId, repaymentId, to)),
          200,
        );
      },
    );
  }

  return router;
}
