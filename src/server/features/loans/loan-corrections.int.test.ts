import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLoan, TLoanRepayment } from '../../../shared/contracts/loans';
import { formatCents } from '../../../shared/money';
import { journalEntries, loans } from '../../db/schema';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  defaultLoanCall,
  fundGroup,
  readLoanDetail,
  readRepaymentReceipt,
  readSummary,
  reverseDisbursementCall,
  reverseRepaymentCall,
} from '../../testing/fixtures/loan-corrections';
import {
  actAsSecondAdmin,
  callLoans,
  countWrites,
  expectSummariesMatch,
  prepareLoanWorld,
} from '../../testing/fixtures/loan-world';
import { createActiveLoan, recordRepayment, requestLoan, today } from '../../testing/fixtures/loans';
import { collectEvents, readAuditActions } from '../../testing/fixtures/organizations';

const world = prepareLoanWorld({ limitCents: 10_000_000, ratePercent: 12.5, maxTermMonths: 12 }, (created) =>
  fundGroup(created, 5_000_000),
);

const repay = async (loanId: string, amountCents: number) =>
  readJson<TLoanRepayment>(await recordRepayment(world, loanId, amountCents), 201);

describe('reversing a repayment', () => {
  it('posts the reversing entry today, reopens the paid loan, voids the receipt and tells listeners', async () => {
    const loan = await createActiveLoan(world, world.member, 100_000, 3);
    const settling = await repay(loan.id, 112_500);
    expect((await readLoanDetail(world, loan.id)).loan.status).toBe('paid');
    const before = await readBalances(world.app, world.orgId);

    let reversed: TLoanRepayment | undefined;
    const events = await collectEvents(world.app, async () => {
      reversed = await readJson<TLoanRepayment>(
        await reverseRepaymentCall(world, loan.id, settling.id, world.admin),
        200,
      );
    });
    expect(reversed).toMatchObject({ id: settling.id, status: 'reversed', amountCents: 112_500 });
    const topics = events.filter((event) => event.organizationId === world.orgId).map((e) => e.topic);
    expect(topics).toEqual(expect.arrayContaining(['loans', 'transactions', 'receipts']));

    const { loan: reopened, repayments } = await readLoanDetail(world, loan.id);
    expect(reopened).toMatchObject({ status: 'active', repaidCents: 0, outstandingCents: 112_500 });
    expect(repayments.map((row) => row.status)).toEqual(['reversed']);

    const after = await readBalances(world.app, world.orgId);
    expect((after.get('cash') ?? 0) - (before.get('cash') ?? 0)).toBe(-112_500);
    expect((after.get('loans_receivable') ?? 0) - (before.get('loans_receivable') ?? 0)).toBe(100_000);
    expect((after.get('interest_income') ?? 0) - (before.get('interest_income') ?? 0)).toBe(12_500);
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);

    const [reversal] = await world.app.database.db
      .select()
      .from(journalEntries)
      .where(
        and(eq(journalEntries.organizationId, world.orgId), sql`${journalEntries.reversalOf} is not null`),
      )
      .orderBy(sql`${journalEntries.createdAt} desc`)
      .limit(1);
    expect(reversal).toMatchObject({ entryDate: today, sourceId: settling.id });
    expect(reversal?.description).toContain('Typed R1 125 instead of R112,50');

    expect(await readRepaymentReceipt(world, settling)).toMatchObject({
      status: 'void',
      voidReason: 'The payment was reversed',
    });
    const [audit] = await readAuditActions(world.app, world.orgId, 'loan.repayment_reverse');
    expect(audit).toMatchObject({ actorUserId: world.admin.userId, targetId: loan.id });
    expect(audit?.summary).toMatchObject({
      reason: 'Typed R1 125 instead of R112,50',
      repaymentCents: 112_500,
    });
  });

  it('shows the reopened loan as overdue when its due date has passed', async () => {
    const loan = await createActiveLoan(world, world.member, 30_000, 1);
    const settling = await repay(loan.id, 33_750);
    await world.app.database.db
      .update(loans)
      .set({ dueDate: '2020-01-31' })
      .where(and(eq(loans.organizationId, world.orgId), eq(loans.id, loan.id)));
    await readJson(await reverseRepaymentCall(world, loan.id, settling.id, world.admin), 200);
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({ status: 'active', isOverdue: true });
  });

  it('keeps a part-paid loan active and owing the reversed amount again', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 100_000, 3);
    const first = await repay(loan.id, 40_000);
    await repay(loan.id, 10_000);
    await readJson(await reverseRepaymentCall(world, loan.id, first.id, world.admin), 200);
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'active',
      repaidCents: 10_000,
      outstandingCents: 102_500,
    });
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('replays a retried reversal with the same key and refuses a second reversal', async () => {
    const loan = await createActiveLoan(world, world.member, 50_000, 2);
    const repayment = await repay(loan.id, 20_000);
    const key = `rev-${randomUUID()}`;
    await readJson(await reverseRepaymentCall(world, loan.id, repayment.id, world.admin, { key }), 200);
    const writes = await countWrites(world.app, world.orgId);
    const again = await readJson<TLoanRepayment>(
      await reverseRepaymentCall(world, loan.id, repayment.id, world.admin, { key }),
      200,
    );
    expect(again.status).toBe('reversed');
    expect(await countWrites(world.app, world.orgId)).toEqual(writes);
    const twice = await reverseRepaymentCall(world, loan.id, repayment.id, world.admin);
    expect((await readError(twice, 409)).message).toBe('A reversed repayment cannot be marked reversed');
    expect(await countWrites(world.app, world.orgId)).toEqual(writes);
  });

  it('refuses without a key, without a reason, on a pending repayment, and on a repayment of another loan', async () => {
    const loan = await createActiveLoan(world, world.member, 50_000, 2);
    const repayment = await repay(loan.id, 20_000);
    const writes = await countWrites(world.app, world.orgId);
    const keyless = await reverseRepaymentCall(world, loan.id, repayment.id, world.admin, { key: null });
    expect((await readError(keyless, 400)).message).toBe(
      'Idempotency-Key header is required for this request',
    );
    const reasonless = await reverseRepaymentCall(world, loan.id, repayment.id, world.admin, { reason: '' });
    expect((await readError(reasonless, 400)).message).toBe('Reason must be at least 3 characters');

    const submitted = await readJson<TLoanRepayment>(
      await callLoans(world, 'POST', `/loans/${loan.id}/repayments/submit`, world.member, {
        json: { repaymentDate: today, amountCents: 5_000, referenceNumber: 'EFT-77' },
      }),
      201,
    );
    const pending = await reverseRepaymentCall(world, loan.id, submitted.id, world.admin);
    expect((await readError(pending, 409)).message).toBe('A pending repayment cannot be marked reversed');

    const other = await createActiveLoan(world, world.otherMember, 20_000, 1);
    const elsewhere = await reverseRepaymentCall(world, other.id, repayment.id, world.admin);
    expect((await readError(elsewhere, 404)).message).toBe('Repayment not found');
    const member = await reverseRepaymentCall(world, loan.id, repayment.id, world.member);
    expect(member.status).toBe(403);
    const outsider = await reverseRepaymentCall(world, loan.id, repayment.id, world.outsiderAdmin);
    expect(outsider.status).toBe(404);
    const after = await countWrites(world.app, world.orgId);
    // Only the submitted repayment and the second loan (with their audit rows and entry) were written.
    expect(after.entries - writes.entries).toBe(1);
    expect((await readLoanDetail(world, loan.id)).loan.repaidCents).toBe(20_000);
  });

  it('refuses an admin reversing money on their own loan', async () => {
    const ownLoan = await requestLoan(world, world.admin, 20_000, 1);
    const repayment = await actAsSecondAdmin(world, async (secondAdmin) => {
      await readJson(await callLoans(world, 'POST', `/loans/${ownLoan.id}/approve`, secondAdmin), 200);
      await readJson(
        await callLoans(world, 'POST', `/loans/${ownLoan.id}/disburse`, secondAdmin, {
          json: { disbursedOn: today },
        }),
        200,
      );
      return readJson<TLoanRepayment>(
        await callLoans(world, 'POST', `/loans/${ownLoan.id}/repayments`, secondAdmin, {
          json: { repaymentDate: today, amountCents: 5_000, referenceNumber: 'EFT-77' },
        }),
        201,
      );
    });
    const own = await reverseRepaymentCall(world, ownLoan.id, repayment.id, world.admin);
    // The group has one admin: the refusal says how to get a second.
    const refusal = 'Another admin must reverse this: appoint a second admin in Manage Members';
    expect((await readError(own, 403)).message).toBe(refusal);
    const ownPayout = await reverseDisbursementCall(world, ownLoan.id, world.admin);
    expect((await readError(ownPayout, 403)).message).toBe(refusal);
  });
});

describe('reversing a disbursement', () => {
  it('is refused while a repayment is confirmed, then returns cash and the loan to approved', async () => {
    const loan = await createActiveLoan(world, world.member, 200_000, 6);
    const repayment = await repay(loan.id, 10_000);
    const blocked = await reverseDisbursementCall(world, loan.id, world.admin);
    expect((await readError(blocked, 409)).message).toBe('Reverse the repayments first');
    await readJson(await reverseRepaymentCall(world, loan.id, repayment.id, world.admin), 200);

    const before = await readBalances(world.app, world.orgId);
    const summaryBefore = await readSummary(world);
    const approved = await readJson<TLoan>(await reverseDisbursementCall(world, loan.id, world.admin), 200);
    expect(approved).toMatchObject({ status: 'approved', disbursedOn: null, outstandingCents: 0 });
    const after = await readBalances(world.app, world.orgId);
    expect((after.get('cash') ?? 0) - (before.get('cash') ?? 0)).toBe(200_000);
    expect((after.get('loans_receivable') ?? 0) - (before.get('loans_receivable') ?? 0)).toBe(-200_000);
    const summaryAfter = await readSummary(world);
    expect(summaryAfter.activeLoansCents - summaryBefore.activeLoansCents).toBe(-200_000);
    expect(summaryAfter.activeLoanCount - summaryBefore.activeLoanCount).toBe(-1);
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
    const [audit] = await readAuditActions(world.app, world.orgId, 'loan.disbursement_reverse');
    expect(audit?.summary).toMatchObject({ reason: 'Paid out to the wrong account', status: 'approved' });

    // Paid out again, correctly this time: a new posting, the term running from the new date.
    const again = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
        json: { disbursedOn: today },
      }),
      200,
    );
    expect(again).toMatchObject({ status: 'active', disbursedOn: today, outstandingCents: 225_000 });
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('is refused while a submitted repayment waits, and on a loan that is not active', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 40_000, 2);
    await readJson(
      await callLoans(world, 'POST', `/loans/${loan.id}/repayments/submit`, world.otherMember, {
        json: { repaymentDate: today, amountCents: 5_000, referenceNumber: 'EFT-77' },
      }),
      201,
    );
    const waiting = await reverseDisbursementCall(world, loan.id, world.admin);
    expect((await readError(waiting, 409)).message).toBe('Confirm or fail the submitted repayments first');
    const pending = await requestLoan(world, world.member, 10_000, 1);
    const notPaidOut = await reverseDisbursementCall(world, pending.id, world.admin);
    expect((await readError(notPaidOut, 409)).message).toBe(
      "Only an active loan's payout can be reversed; this loan is pending",
    );
  });

  it('replays a retried reversal with the same key without posting twice', async () => {
    const loan = await createActiveLoan(world, world.member, 30_000, 1);
    const key = `rev-${randomUUID()}`;
    await readJson(await reverseDisbursementCall(world, loan.id, world.admin, { key }), 200);
    const writes = await countWrites(world.app, world.orgId);
    const again = await readJson<TLoan>(
      await reverseDisbursementCall(world, loan.id, world.admin, { key }),
      200,
    );
    expect(again.status).toBe('approved');
    expect(await countWrites(world.app, world.orgId)).toEqual(writes);
  });
});

describe('recoveries', () => {
  it('lets a defaulted loan take a recovery that lowers what it owes, and reverse it', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 80_000, 2);
    await defaultLoanCall(world, loan.id);
    const before = await readBalances(world.app, world.orgId);
    const recovery = await repay(loan.id, 30_000);
    expect(recovery).toMatchObject({ status: 'completed', isRecovery: true });
    const { loan: shown } = await readLoanDetail(world, loan.id);
    expect(shown).toMatchObject({ status: 'defaulted', repaidCents: 30_000, outstandingCents: 60_000 });
    const after = await readBalances(world.app, world.orgId);
    expect((after.get('loans_receivable') ?? 0) - (before.get('loans_receivable') ?? 0)).toBe(
      -recovery.principalCents,
    );
    await expectSummariesMatch(world.app, world.orgId);
    const statement = await callLoans(world, 'GET', `/loans/${loan.id}/statement`, world.admin);
    expect(await statement.text()).toContain(`Recovery ${recovery.referenceNumber}`);
    await readJson(await reverseRepaymentCall(world, loan.id, recovery.id, world.admin), 200);
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'defaulted',
      outstandingCents: 90_000,
    });
    await expectLedgerBalanced(world.app, world.orgId);
    await expectSummariesMatch(world.app, world.orgId);
  });

  it('stays defaulted, owing nothing, once recovered in full', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 20_000, 1);
    await defaultLoanCall(world, loan.id);
    await repay(loan.id, 22_500);
    expect((await readLoanDetail(world, loan.id)).loan).toMatchObject({
      status: 'defaulted',
      outstandingCents: 0,
    });
    const over = await recordRepayment(world, loan.id, 1);
    expect((await readError(over, 400)).message).toBe(
      `Repayment is more than the ${formatCents(0)} still owed`,
    );
    await expectSummariesMatch(world.app, world.orgId);
  });
});
