import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalytics } from '../../../shared/contracts/analytics';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TLoanStats } from '../../../shared/contracts/loans';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readJson,
  recordRepayment,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let world: TLoanWorld;

/** Every figure computed straight from the journal lines, the way a treasurer would add up the book. */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function computeFromJournal(orgId: string) {
  const byType = await query<{ type: string; cents: string }>(sql`
    select e.transaction_type as type, sum(l.amount_cents)::text as cents
      from journal_lines l
      join ledger_accounts a on a.id = l.account_id and a.code = 'cash'
      join journal_entries e on e.id = l.entry_id
     where l.organization_id = ${orgId}
     group by e.transaction_type`);
  const cash = new Map(byType.map((row) => [row.type, Number(row.cents)]));
  // Loans receivable lines, each attributed to its loan through the entry's source (the loan itself, or the
  // repayment of it), then summed by the loan's status now.
  const receivable = await query<{ status: string; written_off: boolean; cents: string }>(sql`
    select lo.status, lo.written_off_on is not null as written_off, sum(l.amount_cents)::text as cents
      from journal_lines l
      join ledger_accounts a on a.id = l.account_id and a.code = 'loans_receivable'
      join journal_entries e on e.id = l.entry_id
      left join loan_repayments r on e.source_type = 'loan_repayment' and r.id = e.source_id
      join loans lo on lo.id = coalesce(r.loan_id, case when e.source_type = 'loan' then e.source_id end)
     where l.organization_id = ${orgId}
     group by lo.status, lo.written_off_on is not null`);
  const receivableOf = (status: string) =>
    receivable
      .filter((row) => row.status === status && !row.written_off)
      .reduce((sum, row) => sum + Number(row.cents), 0);
  const of = (type: string) => cash.get(type) ?? 0;
  return {
    totalBalanceCents: [...cash.values()].reduce((sum, cents) => sum + cents, 0),
    balanceBreakdown: {
      contributionsCents: of('contribution'),
      loansOutCents: of('loan_disbursement'),
      repaymentsCents: of('loan_repayment'),
      payoutsCents: of('payout'),
      feesCents: of('fee'),
      otherCents: of('other'),
    },
    activeLoansCents: receivableOf('active'),
    defaultedLoansCents: receivableOf('defaulted'),
  };
}

async function contribute(userId: string, amountCents: number) {
  return readJson<TContribution>(
    await callLoans(world, 'POST', '/contributions', world.admin, {
      json: {
        userId,
        contributionDate: today,
        amountCents,
        paymentMethod: 'eft',
        referenceNumber: `C-${randomUUID().slice(0, 6)}`,
      },
    }),
    201,
  );
}

async function record(kind: string, amountCents: number, memberUserId?: string) {
  await readJson(
    await callLoans(world, 'POST', '/transactions', world.admin, {
      json: { kind, description: `A ${kind}`, amountCents, transactionDate: today, memberUserId },
    }),
    201,
  );
}

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world);
  await contribute(world.member.userId, 500_000);
  await contribute(world.otherMember.userId, 400_000);
  const reversed = await contribute(world.otherMember.userId, 12_345);
  await readJson(
    await callLoans(world, 'POST', `/contributions/${reversed.id}/reverse`, world.admin, {
      json: { reason: 'Recorded twice' },
    }),
    200,
  );
  await record('payout', 300_000, world.otherMember.userId);
  await record('fee', 4_550);
  await record('other_income', 1_000);
  // One active loan partly repaid, one defaulted after a repayment, one defaulted and written off.
  const active = await createActiveLoan(world, world.member, 100_000);
  await readJson(await recordRepayment(world, active.id, 37_500), 201);
  const defaulted = await createActiveLoan(world, world.otherMember, 60_000);
  await readJson(await recordRepayment(world, defaulted.id, 22_500), 201);
  await readJson(
    await callLoans(world, 'POST', `/loans/${defaulted.id}/default`, world.admin, {
      json: { reason: 'Stopped paying' },
    }),
    200,
  );
  const writtenOff = await createActiveLoan(world, world.otherMember, 20_000);
  await readJson(
    await callLoans(world, 'POST', `/loans/${writtenOff.id}/default`, world.admin, {
      json: { reason: 'Moved away' },
    }),
    200,
  );
  await readJson(await callLoans(world, 'POST', `/loans/${writtenOff.id}/write-off`, world.admin), 200);
});

afterAll(async () => {
  await app.close();
});

describe('figures every screen shows', () => {
  it('agree with the journal lines on the dashboard, the Loans page and analytics', async () => {
    const book = await computeFromJournal(world.orgId);
    // The scenario has money of every kind, so no figure can agree by being zero.
    expect(Object.values(book.balanceBreakdown).every((cents) => cents !== 0)).toBe(true);
    expect(book.activeLoansCents).toBeGreaterThan(0);
    expect(book.defaultedLoansCents).toBeGreaterThan(0);

    for (const actor of [world.admin, world.member, world.staff]) {
      const summary = await readJson<TDashboardSummary>(
        await callLoans(world, 'GET', '/dashboard/summary', actor),
        200,
      );
      expect(summary).toMatchObject({
        totalBalanceCents: book.totalBalanceCents,
        balanceBreakdown: book.balanceBreakdown,
        activeLoansCents: book.activeLoansCents,
        activeLoanCount: 1,
        defaultedLoansCents: book.defaultedLoansCents,
        defaultedLoanCount: 2,
      });
    }

    const stats = await readJson<TLoanStats>(await callLoans(world, 'GET', '/loans/stats', world.admin), 200);
    expect(stats).toMatchObject({
      totalActiveCents: book.activeLoansCents,
      defaultedOutstandingCents: book.defaultedLoansCents,
    });

    const all = await readJson<TAnalytics>(
      await callLoans(world, 'GET', '/analytics?period=all', world.admin),
      200,
    );
    expect(all.netBalanceCents).toBe(book.totalBalanceCents);
    // Last Month is the calendar month before this one, and everything happened in this one: it holds none of it.
    const month = await readJson<TAnalytics>(
      await callLoans(world, 'GET', '/analytics?period=1m', world.admin),
      200,
    );
    expect(month.netBalanceCents).toBe(0);
  });

  it('give a plain member their own figures beside the group’s', async () => {
    const summary = await readJson<TDashboardSummary>(
      await callLoans(world, 'GET', '/dashboard/summary', world.member),
      200,
    );
    const loans = await readJson<{ items: { outstandingCents: number; status: string }[] }>(
      await callLoans(world, 'GET', '/loans?limit=500', world.member),
      200,
    );
    expect(summary.member).toEqual({
      paidInCents: 500_000,
      thisMonthCents: 500_000,
      owedCents: loans.items.reduce((sum, loan) => sum + loan.outstandingCents, 0),
      loanOutstandingCents: (await computeFromJournal(world.orgId)).activeLoansCents,
    });
    const forAdmin = await readJson<TDashboardSummary>(
      await callLoans(world, 'GET', '/dashboard/summary', world.admin),
      200,
    );
    expect(forAdmin.member).toBeNull();
  });

  it('name the member and the purpose in every entry the app posts', async () => {
    const list = await readJson<{ items: { description: string }[] }>(
      await callLoans(world, 'GET', '/transactions?limit=100', world.admin),
      200,
    );
    const descriptions = list.items.map((item) => item.description);
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(
      new Date(today),
    );
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Contribution from Nomsa Member for ${month} \\(ref C-`)),
        expect.stringMatching(/^Reversal of Contribution from Bongani Member .*: Recorded twice$/),
        'Payout to Bongani Member: A payout',
        'Loan to Nomsa Member: School fees for my daughter',
        expect.stringMatching(/^Loan repayment from Nomsa Member \(ref EFT-/),
      ]),
    );
  });
});
