import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TLoan, TLoanDetail, TLoanRepayment } from '../../../shared/contracts/loans';
import { receipts } from '../../db/schema';
import { callLoans, readJson, type TActor, type TLoanWorld, today } from './loans.testing';

/** Puts cash in the group's book (a contribution from the other member), so payouts never run it dry. */
export async function fundGroup(world: TLoanWorld, amountCents: number) {
  await readJson(
    await callLoans(world, 'POST', '/contributions', world.admin, {
      json: {
        userId: world.otherMember.userId,
        contributionDate: today,
        amountCents,
        paymentMethod: 'eft',
        referenceNumber: 'FUND-1',
      },
    }),
    201,
  );
}

export function reverseRepaymentCall(
  world: TLoanWorld,
  loanId: string,
  repaymentId: string,
  actor: TActor,
  options: { reason?: string; key?: string | null } = {},
) {
  const key = options.key === undefined ? `rev-${randomUUID()}` : options.key;
  return callLoans(world, 'POST', `/loans/${loanId}/repayments/${repaymentId}/reverse`, actor, {
    json: { reason: options.reason ?? 'Typed R1 125 instead of R112,50' },
    key,
  });
}

export function reverseDisbursementCall(
  world: TLoanWorld,
  loanId: string,
  actor: TActor,
  options: { reason?: string; key?: string | null } = {},
) {
  const key = options.key === undefined ? `rev-${randomUUID()}` : options.key;
  return callLoans(world, 'POST', `/loans/${loanId}/reverse-disbursement`, actor, {
    json: { reason: options.reason ?? 'Paid out to the wrong account' },
    key,
  });
}

export async function readLoanDetail(world: TLoanWorld, loanId: string) {
  return readJson<TLoanDetail>(await callLoans(world, 'GET', `/loans/${loanId}`, world.admin), 200);
}

export async function readSummary(world: TLoanWorld) {
  return readJson<TDashboardSummary>(await callLoans(world, 'GET', '/dashboard/summary', world.admin), 200);
}

export async function defaultLoanCall(world: TLoanWorld, loanId: string) {
  return readJson<TLoan>(
    await callLoans(world, 'POST', `/loans/${loanId}/default`, world.admin, {
      json: { reason: 'No payment for three months' },
    }),
    200,
  );
}

export async function readRepaymentReceipt(world: TLoanWorld, repayment: TLoanRepayment) {
  const [row] = await world.app.database.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.organizationId, world.orgId), eq(receipts.loanRepaymentId, repayment.id)));
  return row;
}
