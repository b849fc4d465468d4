import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  TLoan,
  TLoanDetail,
  TLoanList,
  TLoanRepayment,
  TLoanStats,
} from '../../../shared/contracts/loans';
import { journalEntries } from '../../db/schema';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  callLoans,
  countWrites,
  expectSummariesMatch,
  prepareLoanWorld,
} from '../../testing/fixtures/loan-world';
import { createActiveLoan, recordRepayment, requestLoan, today } from '../../testing/fixtures/loans';
import { collectEvents } from '../../testing/fixtures/organizations';

const world = prepareLoanWorld({ limitCents: 10_000_000, ratePercent: 12.5, maxTermMonths: 12 });

const readLoan = async (id: string) =>
  (await readJson<TLoanDetail>(await callLoans(world, 'GET', `/loans/${id}`, world.admin), 200)).loan;

describe('recording repayments', () => {
  it('splits R1 000 at 12.5% over 3 months, paid in three uneven payments, to the cent', async () => {
    const loan = await createActiveLoan(world, world.member, 100_000, 3);
    expect(loan.totalRepayableCents).toBe(112_500);
    const before = await readBalances(world.app, world.orgId);
    const parts: TLoanRepayment[] = [];
    for (const amount of [40_001, 33_333, 39_166]) {
      parts.push(await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, amount), 201));
    }
    expect(parts.map((part) => part.status)).toEqual(['completed', 'completed', 'completed']);
    expect(parts.reduce((sum, part) => sum + part.interestCents, 0)).toBe(12_500);
    expect(parts.reduce((sum, part) => sum + part.principalCents, 0)).toBe(100_000);
    expect(parts[0]).toMatchObject({ amountCents: 40_001, interestCents: 4_445, principalCents: 35_556 });
    const after = await readBalances(world.app, world.orgId);
    const moved = (code: string) => (after.get(code) ?? 0) - (before.get(code) ?? 0);
    expect(moved('cash')).toBe(112_500);
    expect(moved('interest_income')).toBe(-12_500);
    expect(moved('loans_receivable')).toBe(-100_000);
    // Covered: the loan is paid and owes nothing.
    expect(await readLoan(loan.id)).toMatchObject({
      status: 'paid',
      repaidCents: 112_500,
      outstandingCents: 0,
    });
    await expectLedgerBalanced(world.app, world.orgId);
  });

  it('refuses overpayment with a clear message and writes nothing', async () => {
    const loan = await createActiveLoan(world, world.member, 50_000, 2);
    await readJson(await recordRepayment(world, loan.id, 20_000), 201);
    const before = await countWrites(world.app, world.orgId);
    const over = await recordRepayment(world, loan.id, 36_251);
    expect((await readError(over, 400)).message).toBe('Repayment is more than the R\u00a0362,50 still owed');
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('refuses repayments on a loan that is neither active nor defaulted', async () => {
    const pending = await requestLoan(world, world.member, 10_000);
    const response = await recordRepayment(world, pending.id, 1_000);
    expect((await readError(response, 409)).message).toBe(
      'Repayments can only be made on an active or defaulted loan; this loan is pending',
    );
  });

  it('lets only one of two concurrent repayments through when together they would overpay', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 100_000, 3);
    const responses = await Promise.all([
      recordRepayment(world, loan.id, 70_000),
      recordRepayment(world, loan.id, 60_000),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    const detail = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(detail.repayments).toHaveLength(1);
    expect(detail.loan.repaidCents).toBeLessThanOrEqual(112_500);
    await expectLedgerBalanced(world.app, world.orgId);
  });

  it('posts once for a retried Idempotency-Key, even when the retries arrive together', async () => {
    const loan = await createActiveLoan(world, world.member, 30_000, 3);
    const key = `repay-${randomUUID()}`;
    const before = await countWrites(world.app, world.orgId);
    const responses = await Promise.all([1, 2, 3].map(() => recordRepayment(world, loan.id, 5_000, key)));
    const ids = await Promise.all(responses.map(async (r) => (await readJson<TLoanRepayment>(r, 201)).id));
    expect(new Set(ids).size).toBe(1);
    const after = await countWrites(world.app, world.orgId);
    expect(after.repayments).toBe(before.repayments + 1);
    expect(after.entries).toBe(before.entries + 1);
    const misuse = await recordRepayment(world, loan.id, 6_000, key);
    expect(misuse.status).toBe(422);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['the borrower', () => world.member, 403],
    ['an admin of another organization', () => world.outsiderAdmin, 404],
  ])('refuses %s recording a repayment and writes nothing', async (_name, actorOf, status) => {
    const loan = await createActiveLoan(world, world.member, 10_000, 1);
    const before = await countWrites(world.app, world.orgId);
    const response = await callLoans(world, 'POST', `/loans/${loan.id}/repayments`, actorOf(), {
      json: { repaymentDate: today, amountCents: 1_000 },
    });
    expect(response.status).toBe(status);
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('tells listeners about loans and transactions when a repayment posts', async () => {
    const loan = await createActiveLoan(world, world.member, 10_000, 1);
    const events = await collectEvents(world.app, () => recordRepayment(world, loan.id, 2_000));
    const topics = events.filter((event) => event.organizationId === world.orgId).map((event) => event.topic);
    expect(topics).toEqual(expect.arrayContaining(['loans', 'transactions']));
  });
});

describe('a borrower submits, an admin decides', () => {
  let loan: TLoan;

  beforeAll(async () => {
    loan = await createActiveLoan(world, world.member, 60_000, 3);
  });

  const submit = (amountCents: number, actor = world.member, key?: string) =>
    callLoans(world, 'POST', `/loans/${loan.id}/repayments/submit`, actor, {
      json: { repaymentDate: today, amountCents, referenceNumber: `CAPITEC-${randomUUID().slice(0, 6)}` },
      ...(key ? { key } : {}),
    });

  it('keeps a submitted repayment pending and unposted until an admin confirms it', async () => {
    const before = await countWrites(world.app, world.orgId);
    const pending = await readJson<TLoanRepayment>(await submit(20_000), 201);
    expect(pending).toMatchObject({ status: 'pending', principalCents: 0, interestCents: 0 });
    const after = await countWrites(world.app, world.orgId);
    expect(after).toMatchObject({ repayments: before.repayments + 1, entries: before.entries });
    expect((await readLoan(loan.id)).repaidCents).toBe(0);

    const confirmPath = `/loans/${loan.id}/repayments/${pending.id}/confirm`;
    expect((await callLoans(world, 'POST', confirmPath, world.member)).status).toBe(403);
    const confirmed = await readJson<TLoanRepayment>(
      await callLoans(world, 'POST', confirmPath, world.admin),
      200,
    );
    // 20 000 × 7 500 / 67 500 = 2 222.2 -> 2 222 interest.
    expect(confirmed).toMatchObject({ status: 'completed', interestCents: 2_222, principalCents: 17_778 });
    expect((await countWrites(world.app, world.orgId)).entries).toBe(before.entries + 1);
    const again = await callLoans(world, 'POST', confirmPath, world.admin);
    expect((await readError(again, 409)).message).toBe('A completed repayment cannot be marked completed');
  });

  it('requires a payment reference from the borrower', async () => {
    const response = await callLoans(world, 'POST', `/loans/${loan.id}/repayments/submit`, world.member, {
      json: { repaymentDate: today, amountCents: 1_000, referenceNumber: ' ' },
    });
    expect((await readError(response, 400)).message).toBe('Payment reference is required');
  });

  it('refuses a submission from anyone but the borrower', async () => {
    const before = await countWrites(world.app, world.orgId);
    expect((await submit(1_000, world.otherMember)).status).toBe(404);
    const admin = await submit(1_000, world.admin);
    expect((await readError(admin, 403)).message).toBe(
      'Only the borrower can submit a repayment for this loan',
    );
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('marks a pending repayment failed without posting it', async () => {
    const pending = await readJson<TLoanRepayment>(await submit(1_500), 201);
    const before = await countWrites(world.app, world.orgId);
    const key = `fail-${randomUUID()}`;
    const path = `/loans/${loan.id}/repayments/${pending.id}/fail`;
    const failed = await readJson<TLoanRepayment>(
      await callLoans(world, 'POST', path, world.admin, { key }),
      200,
    );
    expect(failed.status).toBe('failed');
    const retry = await readJson<TLoanRepayment>(
      await callLoans(world, 'POST', path, world.admin, { key }),
      200,
    );
    expect(retry.status).toBe('failed');
    const after = await countWrites(world.app, world.orgId);
    expect(after.entries).toBe(before.entries);
    // The failure and the voiding of its pending receipt, once, whatever the retries.
    expect(after.audits).toBe(before.audits + 2);
  });

  it('refuses to confirm a submission that would now overpay, and settles the loan exactly', async () => {
    const owed = (await readLoan(loan.id)).outstandingCents;
    const first = await readJson<TLoanRepayment>(await submit(owed), 201);
    const second = await readJson<TLoanRepayment>(await submit(1_000), 201);
    await readJson(
      await callLoans(world, 'POST', `/loans/${loan.id}/repayments/${first.id}/confirm`, world.admin),
      200,
    );
    expect(await readLoan(loan.id)).toMatchObject({ status: 'paid', outstandingCents: 0 });
    const late = await callLoans(
      world,
      'POST',
      `/loans/${loan.id}/repayments/${second.id}/confirm`,
      world.admin,
    );
    expect(late.status).toBe(409);
    const [paidParts] = [
      (await readJson<TLoanDetail>(await callLoans(world, 'GET', `/loans/${loan.id}`, world.admin), 200))
        .repayments,
    ];
    const completed = paidParts.filter((part) => part.status === 'completed');
    expect(completed.reduce((sum, part) => sum + part.interestCents, 0)).toBe(7_500);
    expect(completed.reduce((sum, part) => sum + part.principalCents, 0)).toBe(60_000);
    await readJson(
      await callLoans(world, 'POST', `/loans/${loan.id}/repayments/${second.id}/fail`, world.admin),
      200,
    );
  });
});

describe('figures after a mix of operations', () => {
  it('keeps the maintained summary equal to a direct aggregate, the stats equal to it, and the ledger balanced', async () => {
    const defaulted = await createActiveLoan(world, world.otherMember, 80_000, 2);
    await readJson(await recordRepayment(world, defaulted.id, 10_000), 201);
    await readJson(
      await callLoans(world, 'POST', `/loans/${defaulted.id}/default`, world.admin, {
        json: { reason: 'moved away' },
      }),
      200,
    );
    await readJson(await callLoans(world, 'POST', `/loans/${defaulted.id}/write-off`, world.admin), 200);
    const rejected = await requestLoan(world, world.member, 5_000);
    await readJson(
      await callLoans(world, 'POST', `/loans/${rejected.id}/reject`, world.admin, {
        json: { reason: 'not now' },
      }),
      200,
    );
    const overall = await expectSummariesMatch(world.app, world.orgId);
    const stats = await readJson<TLoanStats>(await callLoans(world, 'GET', '/loans/stats', world.admin), 200);
    expect(stats).toEqual({
      scope: 'organization',
      totalDisbursedCents: overall.disbursedCents,
      totalActiveCents: overall.activeOutstandingCents,
      activeCount: overall.activeCount,
      totalRepaidCents: overall.repaidCents,
      defaultedCount: overall.defaultedCount,
      defaultedOutstandingCents: overall.defaultedOutstandingCents,
    });
    expect(stats.defaultedCount).toBe(1);
    const sums = await expectLedgerBalanced(world.app, world.orgId);
    // Receivable: principal lent and not yet repaid or written off; interest income: interest repaid.
    const list = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=500', world.admin),
      200,
    );
    let receivable = 0;
    let interest = 0;
    for (const item of list.items) {
      const detail = await readJson<TLoanDetail>(
        await callLoans(world, 'GET', `/loans/${item.id}`, world.admin),
        200,
      );
      const completed = detail.repayments.filter((part) => part.status === 'completed');
      interest += completed.reduce((sum, part) => sum + part.interestCents, 0);
      if (item.disbursedOn && !item.isWrittenOff) {
        receivable += item.amountCents - completed.reduce((sum, part) => sum + part.principalCents, 0);
      }
    }
    expect(sums.get('loans_receivable')).toBe(receivable);
    expect(-(sums.get('interest_income') ?? 0)).toBe(interest);
    const [entry] = await world.app.database.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.organizationId, world.orgId),
          like(journalEntries.description, 'Loan to % written off'),
        ),
      );
    expect(entry?.sourceId).toBe(defaulted.id);
  });
});
