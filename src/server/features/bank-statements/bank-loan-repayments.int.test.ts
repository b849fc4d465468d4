import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import {
  paymentIdOf,
  type TBankLine,
  type TBulkConfirmResult,
  type TFlaggedSubmission,
  type TReconciliation,
} from '../../../shared/contracts/bank-statements';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TLoan, TLoanDetail, TLoanRepayment } from '../../../shared/contracts/loans';
import { journalEntries, loans, organizationFeatureFlags } from '../../db/schema';
import { callLoans, readJson, type TActor } from '../../testing/fixtures/loans';
import { importStatement } from '../../testing/fixtures/statement-imports';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { addDays } from './matching';

let app: TTestApp;
let orgId: string;
let admin: TActor;
let coAdmin: TActor;
let nomsa: TActor;
let thandi: TActor;
const world = () => ({ app, orgId });

const today = getTodayIso();
const thisMonthStart = `${today.slice(0, 7)}-01`;
/** The first day of last month: an older loan is paid out and repaid then, and that month gets closed. */
const lastMonthStart = `${addDays(thisMonthStart, -1).slice(0, 7)}-01`;
const on = (days: number) => addDays(lastMonthStart, days);
const slash = (isoDate: string) => isoDate.replaceAll('-', '/');

/** The group's FNB export: a fee, Thandi's old repayment, and three deposits today. */
const STATEMENT = [
  'Date,Amount,Balance,Description',
  `${slash(on(0))},-5.00,995.00,#MONTHLY ACCOUNT FEE`,
  `${slash(on(3))},200.00,1195.00,FNB APP PAYMENT FROM THANDI NKOSI LOAN`,
  `${slash(today)},500.00,1695.00,ABSA TRANSFER NOMSA ZULU`,
  `${slash(today)},300.00,1995.00,CASH DEPOSIT BRANCH 042`,
  `${slash(today)},300.00,2295.00,IB TRANSFER LINDIWE TREASURER`,
].join('\n');

async function openLoan(borrower: TActor, approver: TActor, disbursedOn = today): Promise<TLoan> {
  const loan = await readJson<TLoan>(
    await callLoans(world(), 'POST', '/loans', borrower, {
      json: { amountCents: 100_000, termMonths: 3, purpose: 'Stock for the spaza shop' },
    }),
    201,
  );
  if (disbursedOn < today) {
    // A loan asked for and paid out last month.
    await app.database.db.update(loans).set({ loanDate: disbursedOn }).where(eq(loans.id, loan.id));
  }
  await readJson(await callLoans(world(), 'POST', `/loans/${loan.id}/approve`, approver), 200);
  return readJson<TLoan>(
    await callLoans(world(), 'POST', `/loans/${loan.id}/disburse`, approver, { json: { disbursedOn } }),
    200,
  );
}

const submitRepayment = (borrower: TActor, loanId: string, amountCents: number, repaymentDate = today) =>
  callLoans(world(), 'POST', `/loans/${loanId}/repayments/submit`, borrower, {
    json: { repaymentDate, amountCents, referenceNumber: 'Loan repayment' },
  }).then((response) => readJson<TLoanRepayment>(response, 201));

const readLoan = async (loanId: string) =>
  (await readJson<TLoanDetail>(await callLoans(world(), 'GET', `/loans/${loanId}`, admin), 200)).loan;

async function lineNamed(text: string, status = 'unmatched') {
  const list = await readJson<{ items: TBankLine[] }>(
    await callLoans(world(), 'GET', `/bank/lines?status=${status}`, admin),
    200,
  );
  const line = list.items.find((item) => item.description.includes(text));
  if (!line) throw new Error(`no ${status} line "${text}"`);
  return line;
}

const confirm = async (actor: TActor, matches: unknown[], key: string | undefined = randomUUID()) =>
  readJson<TBulkConfirmResult>(
    await callLoans(world(), 'POST', '/bank/lines/confirm', actor, { json: { matches }, key }),
    200,
  );

const readReconciliation = async () =>
  readJson<TReconciliation>(await callLoans(world(), 'GET', '/bank/reconciliation', admin), 200);

async function countRepaymentEntries(repaymentId: string) {
  const rows = await app.database.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.organizationId, orgId), eq(journalEntries.sourceId, repaymentId)));
  return rows.length;
}

let nomsaLoan: TLoan;
let adminLoan: TLoan;
let thandiLoan: TLoan;
let pending: {
  nomsa: TLoanRepayment;
  admin: TLoanRepayment;
  thandiOld: TLoanRepayment;
  thandiMissing: TLoanRepayment;
  thandiContribution: TContribution;
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  nomsa = await createSignedInUser(app, { name: 'Nomsa Zulu' });
  thandi = await createSignedInUser(app, { name: 'Thandi Nkosi' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [nomsa.userId, thandi.userId],
  });
  await fundOrganization(app, orgId, 10_000_000, lastMonthStart);
  await readJson(
    await callLoans(world(), 'PUT', '/loans/terms', admin, {
      json: {
        interestRatePercent: 12.5,
        maxTermMonths: 12,
        limit: { kind: 'fixed', amountCents: 1_000_000 },
      },
    }),
    200,
  );
  nomsaLoan = await openLoan(nomsa, admin);
  adminLoan = await openLoan(admin, coAdmin);
  thandiLoan = await openLoan(thandi, admin, on(1));
  pending = {
    nomsa: await submitRepayment(nomsa, nomsaLoan.id, 50_000),
    admin: await submitRepayment(admin, adminLoan.id, 30_000),
    thandiOld: await submitRepayment(thandi, thandiLoan.id, 20_000, on(2)),
    thandiMissing: await submitRepayment(thandi, thandiLoan.id, 7_700, on(2)),
    thandiContribution: await readJson<TContribution>(
      await callLoans(world(), 'POST', '/contributions/submit', thandi, {
        json: {
          contributionDate: today,
          amountCents: 30_000,
          paymentMethod: 'eft',
          referenceNumber: 'Savings',
        },
      }),
      201,
    ),
  };
  await importStatement(world(), admin, 'fnb.csv', STATEMENT);
});

afterAll(async () => {
  await app.close();
});

describe('matching deposits to pending loan repayments', () => {
  it('proposes the borrower’s pending repayment as an exact match, saying it is a loan repayment', async () => {
    const line = await lineNamed('NOMSA ZULU');
    expect(line.proposal).toEqual({
      kind: 'exact',
      candidates: [
        {
          kind: 'loan_repayment',
          repaymentId: pending.nomsa.id,
          loanId: nomsaLoan.id,
          memberUserId: nomsa.userId,
          memberName: 'Nomsa Zulu',
          amountCents: 50_000,
          paymentDate: today,
          referenceNumber: 'Loan repayment',
          isReferenceMatch: true,
        },
      ],
    });
  });

  it('lists both a contribution and a loan repayment of the same amount when the line names neither', async () => {
    const line = await lineNamed('CASH DEPOSIT BRANCH');
    expect(line.proposal?.kind).toBe('ambiguous');
    expect(
      line.proposal?.candidates.map((candidate) => [candidate.kind, paymentIdOf(candidate)]).sort(),
    ).toEqual(
      [
        ['contribution', pending.thandiContribution.id],
        ['loan_repayment', pending.admin.id],
      ].sort(),
    );
    // The line that names the treasurer is her repayment.
    const named = await lineNamed('LINDIWE TREASURER');
    expect(named.proposal).toMatchObject({
      kind: 'exact',
      candidates: [{ kind: 'loan_repayment', repaymentId: pending.admin.id, isReferenceMatch: true }],
    });
  });

  it('flags a submitted repayment the statement covering its date does not show', async () => {
    const flagged = await readJson<TFlaggedSubmission[]>(
      await callLoans(world(), 'GET', '/bank/flagged', admin),
      200,
    );
    expect(flagged).toEqual([
      {
        kind: 'loan_repayment',
        repaymentId: pending.thandiMissing.id,
        loanId: thandiLoan.id,
        memberName: 'Thandi Nkosi',
        amountCents: 7_700,
        paymentDate: on(2),
        referenceNumber: 'Loan repayment',
        reason: 'Not on the bank statement',
      },
    ]);
  });
});

describe('confirming loan repayments in bulk', () => {
  it('posts the repayment once under a retry with the same key, and the loan owes less', async () => {
    const line = await lineNamed('NOMSA ZULU');
    const before = await readLoan(nomsaLoan.id);
    const reconciliationBefore = await readReconciliation();
    expect(reconciliationBefore.items.map((item) => item.lineId)).toContain(line.id);
    const key = randomUUID();
    const match = [{ lineId: line.id, repaymentId: pending.nomsa.id }];
    const first = await confirm(admin, match, key);
    expect(first).toEqual({
      results: [
        {
          lineId: line.id,
          contributionId: null,
          repaymentId: pending.nomsa.id,
          outcome: 'confirmed',
          message: 'Confirmed',
        },
      ],
      confirmedCount: 1,
      refusedCount: 0,
    });
    const retried = await confirm(admin, match, key);
    expect(retried.results.map((result) => result.outcome)).toEqual(['confirmed']);
    expect(await countRepaymentEntries(pending.nomsa.id)).toBe(1);

    const after = await readLoan(nomsaLoan.id);
    expect(after.repaidCents).toBe(before.repaidCents + 50_000);
    expect(after.outstandingCents).toBe(before.outstandingCents - 50_000);
    const matched = await lineNamed('NOMSA ZULU', 'matched');
    expect(matched).toMatchObject({ matchedRepaymentId: pending.nomsa.id, matchedContributionId: null });

    // The line is in the book now: no longer a difference, and the repayment's entry is not one either.
    const reconciliation = await readReconciliation();
    expect(reconciliation.items.map((item) => item.lineId)).not.toContain(line.id);
    expect(reconciliation.unexplainedCents).toBe(0);
    expect(reconciliation.differenceCents).toBe((reconciliationBefore.differenceCents ?? 0) - 50_000);
  });

  it('refuses the admin’s own repayment; another admin confirms it', async () => {
    const line = await lineNamed('LINDIWE TREASURER');
    const match = [{ lineId: line.id, repaymentId: pending.admin.id }];
    const own = await confirm(admin, match);
    expect(own.results.map((result) => [result.outcome, result.message])).toEqual([
      ['refused', 'Another admin must confirm this'],
    ]);
    expect(await countRepaymentEntries(pending.admin.id)).toBe(0);
    expect((await readLoan(adminLoan.id)).repaidCents).toBe(0);

    const byCoAdmin = await confirm(coAdmin, match);
    expect(byCoAdmin.confirmedCount).toBe(1);
    expect((await readLoan(adminLoan.id)).repaidCents).toBe(30_000);
    // Matched once: the same line cannot be confirmed for the contribution too.
    const again = await confirm(coAdmin, [
      { lineId: line.id, contributionId: pending.thandiContribution.id },
    ]);
    expect(again.results[0]).toMatchObject({
      outcome: 'refused',
      message: 'This statement line is already dealt with',
    });
  });

  it('refuses a repayment dated in a closed month, posting nothing', async () => {
    const line = await lineNamed('THANDI NKOSI LOAN');
    expect(line.proposal?.candidates.map(paymentIdOf)).toEqual([pending.thandiOld.id]);
    const closed = await callLoans(world(), 'POST', '/books/close', admin, {
      json: {
        month: lastMonthStart.slice(0, 7),
        reason: 'Thandi’s repayment is checked with the bank first',
      },
    });
    expect(closed.status).toBe(200);
    const result = await confirm(admin, [{ lineId: line.id, repaymentId: pending.thandiOld.id }]);
    expect(result.results[0]?.outcome).toBe('refused');
    expect(result.results[0]?.message).toMatch(/closed/);
    expect(await countRepaymentEntries(pending.thandiOld.id)).toBe(0);
    expect((await lineNamed('THANDI NKOSI LOAN')).status).toBe('unmatched');
  });

  it('asks for exactly one payment for each line', async () => {
    const line = await lineNamed('CASH DEPOSIT BRANCH');
    const both = await callLoans(world(), 'POST', '/bank/lines/confirm', admin, {
      json: {
        matches: [
          { lineId: line.id, contributionId: pending.thandiContribution.id, repaymentId: pending.admin.id },
        ],
      },
    });
    expect(both.status).toBe(400);
  });
});

describe('an organization with loans turned off', () => {
  it('no longer proposes nor confirms loan repayments from the bank page', async () => {
    const line = await lineNamed('THANDI NKOSI LOAN');
    expect(line.proposal?.candidates.map((candidate) => candidate.kind)).toEqual(['loan_repayment']);
    // With loans open the switch refuses (409); an organization that turned loans off before that rule
    // existed is in this state all the same.
    const off = await callLoans(world(), 'PUT', '/feature-flags/loans', admin, { json: { enabled: false } });
    expect(off.status).toBe(409);
    await app.database.db
      .insert(organizationFeatureFlags)
      .values({ organizationId: orgId, featureKey: 'loans', enabled: false });
    expect((await lineNamed('THANDI NKOSI LOAN')).proposal).toEqual({ kind: 'none', candidates: [] });
    const refused = await confirm(admin, [{ lineId: line.id, repaymentId: pending.thandiOld.id }]);
    expect(refused.results[0]).toMatchObject({
      outcome: 'refused',
      message: 'Loans are not available for this organization',
    });
  });
});
