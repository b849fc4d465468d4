import { describe, expect, it } from 'vitest';
import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  defaultLoanCall,
  fundGroup,
  readLoanDetail,
  readSummary,
  reverseDisbursementCall,
  reverseRepaymentCall,
} from '../../testing/fixtures/loan-corrections';
import { callLoans, expectSummariesMatch, prepareLoanWorld } from '../../testing/fixtures/loan-world';
import { createActiveLoan, recordRepayment } from '../../testing/fixtures/loans';

/**
 * Finding 5 ("Mistakes cannot be undone"): a mistyped repayment left a loan paid for good, a payout could
 * not be taken back, and a defaulted loan refused the money that came in later.
 */
const world = prepareLoanWorld({ limitCents: 10_000_000, ratePercent: 10, maxTermMonths: 12 }, (created) =>
  fundGroup(created, 2_000_000),
);

describe('finding 5: corrections by reversal, recoveries on defaulted loans', () => {
  it('a mistyped repayment that settled a loan is reversed: the loan is active again and the book balances', async () => {
    const loan = await createActiveLoan(world, world.member, 100_000, 2);
    // R1 100 owed; the treasurer typed the whole amount although R110 came in.
    const mistyped = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 110_000), 201);
    expect((await readLoanDetail(world, loan.id)).loan.status).toBe('paid');
    await readJson(await reverseRepaymentCall(world, loan.id, mistyped.id, world.admin), 200);
    const correct = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 11_000), 201);
    expect(correct.status).toBe('completed');
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'active',
      repaidCents: 11_000,
      outstandingCents: 99_000,
    });
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('a disbursement is reversed: the cash is back and the loan is approved, ready to pay out again', async () => {
    const before = await readBalances(world.app, world.orgId);
    const loan = await createActiveLoan(world, world.otherMember, 300_000, 6);
    const reversed = await readJson<TLoan>(await reverseDisbursementCall(world, loan.id, world.admin), 200);
    expect(reversed.status).toBe('approved');
    expect(await readBalances(world.app, world.orgId)).toEqual(before);
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('a defaulted loan takes a repayment', async () => {
    const loan = await createActiveLoan(world, world.member, 50_000, 1);
    await defaultLoanCall(world, loan.id);
    const recovery = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 20_000), 201);
    expect(recovery).toMatchObject({ status: 'completed', isRecovery: true });
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'defaulted',
      outstandingCents: 35_000,
    });
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('a written-off loan takes a recovery and the figures report it: cash up, the loss down, the loan book unchanged', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 200_000, 2);
    const early = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 11_000), 201);
    await defaultLoanCall(world, loan.id);
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/write-off`, world.admin), 200);
    const balances = await readBalances(world.app, world.orgId);
    const figures = await readSummary(world);

    const recovery = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 55_000), 201);
    expect(recovery).toMatchObject({ isRecovery: true, principalCents: 50_000, interestCents: 5_000 });
    const after = await readBalances(world.app, world.orgId);
    expect((after.get('cash') ?? 0) - (balances.get('cash') ?? 0)).toBe(55_000);
    expect((after.get('loan_write_offs') ?? 0) - (balances.get('loan_write_offs') ?? 0)).toBe(-50_000);
    expect((after.get('interest_income') ?? 0) - (balances.get('interest_income') ?? 0)).toBe(-5_000);
    expect(after.get('loans_receivable')).toBe(balances.get('loans_receivable'));

    const shown = await readSummary(world);
    expect(shown.totalBalanceCents - figures.totalBalanceCents).toBe(55_000);
    expect(shown.balanceBreakdown.repaymentsCents - figures.balanceBreakdown.repaymentsCents).toBe(55_000);
    expect(shown).toMatchObject({
      activeLoansCents: figures.activeLoansCents,
      defaultedLoansCents: figures.defaultedLoansCents,
      defaultedLoanCount: figures.defaultedLoanCount,
    });
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'defaulted',
      isWrittenOff: true,
      repaidCents: 66_000,
      outstandingCents: 154_000,
    });
    // The member's own "owes" leaves the written-off loan out, as leaving the group and deleting the account do.
    const own = await readJson<{ member: { owedCents: number } }>(
      await callLoans(world, 'GET', '/dashboard/summary', world.otherMember),
      200,
    );
    const theirLoans = await readJson<{
      items: { status: string; isWrittenOff: boolean; outstandingCents: number }[];
    }>(await callLoans(world, 'GET', '/loans?limit=500', world.otherMember), 200);
    expect(own.member.owedCents).toBe(
      theirLoans.items
        .filter((item) => item.status === 'active' || (item.status === 'defaulted' && !item.isWrittenOff))
        .reduce((sum, item) => sum + item.outstandingCents, 0),
    );
    expect(theirLoans.items.some((item) => item.isWrittenOff && item.outstandingCents > 0)).toBe(true);
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);

    // A repayment from before the write-off cannot be put back on the closed receivable; the recovery can.
    const closed = await reverseRepaymentCall(world, loan.id, early.id, world.admin);
    expect((await readError(closed, 409)).message).toBe(
      'This repayment came in before the loan was written off and can no longer be reversed',
    );
    await readJson(await reverseRepaymentCall(world, loan.id, recovery.id, world.admin), 200);
    expect((await readBalances(world.app, world.orgId)).get('loan_write_offs')).toBe(
      balances.get('loan_write_offs'),
    );
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
  });
});
