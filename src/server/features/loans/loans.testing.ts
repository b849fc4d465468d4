import { randomUUID } from 'node:crypto';
import { getTodayIso } from '../../../shared/calendar';
import type { TLoan } from '../../../shared/contracts/loans';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  actAsSecondAdmin,
  callLoans,
  countWrites,
  createLoanWorld,
  expectSummariesMatch,
  NO_BODY,
  prepareLoanWorld,
  saveFixedTerms,
  type TActor,
  type TLoanWorld,
} from '../../testing/fixtures/loan-world';

// The loans layer's fixtures, where the loans tests and other features' tests find them.
export {
  actAsSecondAdmin,
  callLoans,
  countWrites,
  createLoanWorld,
  expectLedgerBalanced,
  expectSummariesMatch,
  NO_BODY,
  prepareLoanWorld,
  readBalances,
  readError,
  readJson,
  saveFixedTerms,
  type TActor,
  type TLoanWorld,
};

export const today = getTodayIso();

export async function requestLoan(world: TLoanWorld, actor: TActor, amountCents: number, termMonths = 3) {
  return readJson<TLoan>(
    await callLoans(world, 'POST', '/loans', actor, {
      json: { amountCents, termMonths, purpose: 'School fees for my daughter' },
    }),
    201,
  );
}

/** A loan requested by the borrower, approved and disbursed today by the admin. */
export async function createActiveLoan(
  world: TLoanWorld,
  borrower: TActor,
  amountCents: number,
  termMonths = 3,
) {
  const loan = await requestLoan(world, borrower, amountCents, termMonths);
  await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
  return readJson<TLoan>(
    await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: today },
    }),
    200,
  );
}

/** Records a repayment as the admin; retries with the same key send the very same request. */
export async function recordRepayment(world: TLoanWorld, loanId: string, amountCents: number, key?: string) {
  const referenceNumber = `EFT-${(key ?? randomUUID()).slice(-6)}`;
  return callLoans(world, 'POST', `/loans/${loanId}/repayments`, world.admin, {
    json: { repaymentDate: today, amountCents, referenceNumber },
    ...(key ? { key } : {}),
  });
}
