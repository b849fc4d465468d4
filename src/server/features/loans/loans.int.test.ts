import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_VIEW_REFUSAL } from '../../../shared/access';
import type { TLoan, TLoanDetail, TLoanList, TLoanStats } from '../../../shared/contracts/loans';
import { getLoanDueDate } from '../../../shared/loans';
import { formatCents } from '../../../shared/money';
import { loans, organizations } from '../../db/schema';
import { readError, readJson } from '../../testing/fixtures/http';
import { expectLedgerBalanced, readBalances } from '../../testing/fixtures/ledger';
import {
  callLoans,
  countWrites,
  expectSummariesMatch,
  NO_BODY,
  prepareLoanWorld,
  saveFixedTerms,
  type TActor,
} from '../../testing/fixtures/loan-world';
import { createActiveLoan, recordRepayment, requestLoan, today } from '../../testing/fixtures/loans';
import { readAuditActions } from '../../testing/fixtures/organizations';
import { createOrganization, createSignedInUser } from '../../testing/test-app';

const world = prepareLoanWorld({ limitCents: 1_000_000, ratePercent: 12.5, maxTermMonths: 6 });
const valid = { amountCents: 100_000, termMonths: 3, purpose: 'School fees for my daughter' };

describe('requesting a loan', () => {
  it('creates a pending loan for the member at the organization’s rate, due after the term', async () => {
    const before = await countWrites(world.app, world.orgId);
    const loan = await requestLoan(world, world.member, 100_000, 3);
    expect(loan).toMatchObject({
      userId: world.member.userId,
      memberName: 'Nomsa Member',
      status: 'pending',
      amountCents: 100_000,
      interestRateBps: 1250,
      totalRepayableCents: 112_500,
      loanDate: today,
      dueDate: getLoanDueDate(today, 3),
      outstandingCents: 0,
      repaidCents: 0,
      isOverdue: false,
      isWrittenOff: false,
    });
    // Nothing moves in the ledger until the loan is paid out; the request is audited.
    expect(await countWrites(world.app, world.orgId)).toMatchObject({
      loans: before.loans + 1,
      entries: before.entries,
      audits: before.audits + 1,
    });
  });

  it.each([
    [{ amountCents: 0 }, 'Amount must be greater than zero'],
    [{ amountCents: 1_000_001 }, 'Amount is above the largest loan you can take: R\u00a010\u00a0000,00'],
    [{ termMonths: 7 }, 'Term must be at most 6 months'],
    [{ termMonths: 0 }, 'Term must be at least 1 month'],
    [{ purpose: 'x' }, 'Purpose must be at least 3 characters'],
  ])('refuses %j with a clear message and writes nothing', async (override, message) => {
    const before = await countWrites(world.app, world.orgId);
    // A member who holds no loan yet: their whole limit is open.
    const response = await callLoans(world, 'POST', '/loans', world.otherMember, {
      json: { ...valid, ...override },
    });
    expect((await readError(response, 400)).message).toBe(message);
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('refuses a request without a body with a clear message and writes nothing', async () => {
    const before = await countWrites(world.app, world.orgId);
    const response = await callLoans(world, 'POST', '/loans', world.otherMember, { json: NO_BODY });
    expect(await readError(response, 400)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Amount is required',
    });
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('refuses platform staff who are not members, and an admin of another organization', async () => {
    const before = await countWrites(world.app, world.orgId);
    const staff = await callLoans(world, 'POST', '/loans', world.staff, { json: valid });
    expect((await readError(staff, 403)).message).toBe(STAFF_VIEW_REFUSAL);
    expect((await callLoans(world, 'POST', '/loans', world.outsiderAdmin, { json: valid })).status).toBe(404);
    expect((await callLoans(world, 'POST', '/loans', null, { json: valid })).status).toBe(401);
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('returns the first loan for a retried Idempotency-Key and refuses the key for another request', async () => {
    const key = `loan-request-${crypto.randomUUID()}`;
    const first = await readJson<TLoan>(
      await callLoans(world, 'POST', '/loans', world.otherMember, { json: valid, key }),
      201,
    );
    const before = await countWrites(world.app, world.orgId);
    const retry = await readJson<TLoan>(
      await callLoans(world, 'POST', '/loans', world.otherMember, { json: valid, key }),
      201,
    );
    expect(retry.id).toBe(first.id);
    const misuse = await callLoans(world, 'POST', '/loans', world.otherMember, {
      json: { ...valid, amountCents: 5_000 },
      key,
    });
    expect(misuse.status).toBe(422);
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });
});

describe('deciding on a loan', () => {
  it('lets an admin approve, with no reason, recording who decided', async () => {
    const loan = await requestLoan(world, world.member, 50_000);
    const approved = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin),
      200,
    );
    expect(approved).toMatchObject({ status: 'approved', decisionReason: null });
    expect(approved.decidedAt).not.toBeNull();
    const [row] = await world.app.database.db.select().from(loans).where(eq(loans.id, loan.id));
    expect(row?.decidedBy).toBe(world.admin.userId);
    expect((await readAuditActions(world.app, world.orgId, 'loan.approve')).length).toBeGreaterThan(0);
  });

  it('rejects with a reason the borrower sees, and requires that reason', async () => {
    const loan = await requestLoan(world, world.member, 50_000);
    const missing = await callLoans(world, 'POST', `/loans/${loan.id}/reject`, world.admin, {
      json: { reason: '' },
    });
    expect((await readError(missing, 400)).message).toBe('Reason must be at least 3 characters');
    await readJson(
      await callLoans(world, 'POST', `/loans/${loan.id}/reject`, world.admin, {
        json: { reason: 'Please settle your arrears first' },
      }),
      200,
    );
    const seen = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${loan.id}`, world.member),
      200,
    );
    expect(seen.loan).toMatchObject({
      status: 'rejected',
      decisionReason: 'Please settle your arrears first',
    });
  });

  it('refuses moves the transitions table does not allow, with a clear message', async () => {
    const loan = await requestLoan(world, world.member, 20_000);
    const early = await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: today },
    });
    expect((await readError(early, 409)).message).toBe('A pending loan cannot be disbursed');
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
    const twice = await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin);
    expect((await readError(twice, 409)).message).toBe('A approved loan cannot be approved');
    const reject = await callLoans(world, 'POST', `/loans/${loan.id}/reject`, world.admin, {
      json: { reason: 'changed my mind' },
    });
    expect(reject.status).toBe(409);
    const notActive = await callLoans(world, 'POST', `/loans/${loan.id}/default`, world.admin, {
      json: { reason: 'stopped paying' },
    });
    expect((await readError(notActive, 409)).message).toBe('A approved loan cannot be defaulted');
  });

  it('never lets anyone decide on their own loan, even an admin or platform staff', async () => {
    const adminLoan = await requestLoan(world, world.admin, 30_000);
    const own = await callLoans(world, 'POST', `/loans/${adminLoan.id}/approve`, world.admin);
    expect((await readError(own, 403)).message).toBe(
      'Another admin must decide on this: appoint a second admin in Manage Members',
    );
    const ownReject = await callLoans(world, 'POST', `/loans/${adminLoan.id}/reject`, world.admin, {
      json: { reason: 'not today' },
    });
    expect(ownReject.status).toBe(403);
    // Staff who also belong to the organization are no exception.
    const staffMember = await createSignedInUser(world.app, { platformRole: 'developer' });
    const orgId = await createOrganization(world.app, { adminUserId: staffMember.userId });
    const staffWorld = { ...world, orgId, admin: staffMember };
    await saveFixedTerms(staffWorld);
    const staffLoan = await requestLoan(staffWorld, staffMember, 10_000);
    const staffOwn = await callLoans(staffWorld, 'POST', `/loans/${staffLoan.id}/approve`, staffMember);
    expect(staffOwn.status).toBe(403);
    // Staff outside the organization only read it (ADR 60).
    const outsideStaff = await callLoans(world, 'POST', `/loans/${adminLoan.id}/approve`, world.staff);
    expect((await readError(outsideStaff, 403)).message).toBe(STAFF_VIEW_REFUSAL);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['the borrower', () => world.member, 403],
    ['an admin of another organization', () => world.outsiderAdmin, 404],
  ])('refuses %s on every decision and writes nothing', async (_name, actorOf, status) => {
    const loan = await requestLoan(world, world.member, 10_000);
    const before = await countWrites(world.app, world.orgId);
    const actor: TActor | null = actorOf();
    const reason = { json: { reason: 'no reason at all' } };
    for (const [path, options] of [
      ['approve', {}],
      ['reject', reason],
      ['disburse', { json: { disbursedOn: today } }],
      ['default', reason],
      ['write-off', {}],
    ] as const) {
      expect((await callLoans(world, 'POST', `/loans/${loan.id}/${path}`, actor, options)).status, path).toBe(
        status,
      );
    }
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('replays a retried approval without writing again', async () => {
    const loan = await requestLoan(world, world.member, 15_000);
    const key = `approve-${crypto.randomUUID()}`;
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin, { key }), 200);
    const before = await countWrites(world.app, world.orgId);
    const retry = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin, { key }),
      200,
    );
    expect(retry.status).toBe('approved');
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
    const other = await requestLoan(world, world.member, 16_000);
    const misuse = await callLoans(world, 'POST', `/loans/${other.id}/approve`, world.admin, { key });
    expect(misuse.status).toBe(422);
  });
});

describe('disbursing, defaulting and writing off', () => {
  it('pays out an approved loan: active, due a term after payout, loans receivable up and cash down', async () => {
    const loan = await requestLoan(world, world.member, 200_000, 6);
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
    const before = await readBalances(world.app, world.orgId);
    const key = `disburse-${crypto.randomUUID()}`;
    const body = { json: { disbursedOn: today }, key };
    const active = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, body),
      200,
    );
    expect(active).toMatchObject({
      status: 'active',
      disbursedOn: today,
      dueDate: getLoanDueDate(today, 6),
      outstandingCents: 225_000,
    });
    const after = await readBalances(world.app, world.orgId);
    expect((after.get('loans_receivable') ?? 0) - (before.get('loans_receivable') ?? 0)).toBe(200_000);
    expect((after.get('cash') ?? 0) - (before.get('cash') ?? 0)).toBe(-200_000);
    // A retry posts nothing more.
    const writes = await countWrites(world.app, world.orgId);
    expect((await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, body)).status).toBe(
      200,
    );
    expect(await countWrites(world.app, world.orgId)).toEqual(writes);
    await expectLedgerBalanced(world.app, world.orgId);
  });

  it('refuses a payout dated before the loan date or in the future', async () => {
    const loan = await requestLoan(world, world.member, 10_000);
    await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
    const before = await countWrites(world.app, world.orgId);
    const early = await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: '2020-01-01' },
    });
    expect((await readError(early, 400)).message).toBe('Disbursement date cannot be before the loan date');
    const future = await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: '2999-01-01' },
    });
    expect((await readError(future, 400)).message).toBe('Date cannot be in the future');
    expect(await countWrites(world.app, world.orgId)).toEqual(before);
  });

  it('defaults an active loan with a reason, then writes off its outstanding principal once', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 90_000, 3);
    await readJson(await recordRepayment(world, loan.id, 33_750), 201);
    const early = await callLoans(world, 'POST', `/loans/${loan.id}/write-off`, world.admin);
    expect((await readError(early, 409)).message).toBe('Only a defaulted loan can be written off');
    const noReason = await callLoans(world, 'POST', `/loans/${loan.id}/default`, world.admin, { json: {} });
    expect(noReason.status).toBe(400);
    const defaulted = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/default`, world.admin, {
        json: { reason: 'No payment for three months' },
      }),
      200,
    );
    expect(defaulted).toMatchObject({
      status: 'defaulted',
      decisionReason: 'No payment for three months',
      outstandingCents: 101_250 - 33_750,
      isWrittenOff: false,
    });
    const before = await readBalances(world.app, world.orgId);
    const written = await readJson<TLoan>(
      await callLoans(world, 'POST', `/loans/${loan.id}/write-off`, world.admin),
      200,
    );
    expect(written.isWrittenOff).toBe(true);
    const after = await readBalances(world.app, world.orgId);
    // 33 750 paid: 3 750 interest and 30 000 principal, so 60 000 principal is written off.
    expect((after.get('loan_write_offs') ?? 0) - (before.get('loan_write_offs') ?? 0)).toBe(60_000);
    expect((after.get('loans_receivable') ?? 0) - (before.get('loans_receivable') ?? 0)).toBe(-60_000);
    expect((after.get('cash') ?? 0) - (before.get('cash') ?? 0)).toBe(0);
    const again = await callLoans(world, 'POST', `/loans/${loan.id}/write-off`, world.admin);
    expect((await readError(again, 409)).message).toBe('This loan has already been written off');
    await expectLedgerBalanced(world.app, world.orgId);
  });
});

describe('what each actor can read', () => {
  let membersLoan: TLoan;

  beforeAll(async () => {
    membersLoan = await createActiveLoan(world, world.member, 40_000, 2);
    await readJson(await recordRepayment(world, membersLoan.id, 10_000), 201);
  });

  it('shows a member only their own loans, whatever userId they ask for', async () => {
    const list = await readJson<TLoanList>(
      await callLoans(world, 'GET', `/loans?userId=${world.otherMember.userId}&limit=500`, world.member),
      200,
    );
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item) => item.userId === world.member.userId)).toBe(true);
    expect(list.total).toBe(list.items.length);
    const theirs = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=500', world.otherMember),
      200,
    );
    expect(theirs.items.some((item) => item.id === membersLoan.id)).toBe(false);
  });

  it('hides another member’s loan detail and statement as not found', async () => {
    for (const path of [`/loans/${membersLoan.id}`, `/loans/${membersLoan.id}/statement`]) {
      expect((await callLoans(world, 'GET', path, world.otherMember)).status, path).toBe(404);
      expect((await callLoans(world, 'GET', path, world.outsiderAdmin)).status, path).toBe(404);
      expect((await callLoans(world, 'GET', path, world.member)).status, path).toBe(200);
      expect((await callLoans(world, 'GET', path, world.admin)).status, path).toBe(200);
      expect((await callLoans(world, 'GET', path, world.staff)).status, path).toBe(200);
    }
    const exported = await (await callLoans(world, 'GET', '/loans/export', world.otherMember)).text();
    expect(exported).not.toContain('Nomsa Member');
  });

  it('shows an admin and staff the whole organization, newest first, with outstanding balances', async () => {
    const list = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=500', world.admin),
      200,
    );
    expect(new Set(list.items.map((item) => item.userId)).size).toBeGreaterThan(1);
    const keys = list.items.map((item) => `${item.loanDate}|${item.createdAt}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    const shown = list.items.find((item) => item.id === membersLoan.id);
    expect(shown).toMatchObject({ repaidCents: 10_000, outstandingCents: 45_000 - 10_000 });
    const staffList = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=500', world.staff),
      200,
    );
    expect(staffList.total).toBe(list.total);
    const page = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=2&offset=1', world.admin),
      200,
    );
    expect(page).toMatchObject({ total: list.total, limit: 2, offset: 1 });
    expect(page.items.map((item) => item.id)).toEqual(list.items.slice(1, 3).map((item) => item.id));
  });

  it('filters by member, status, overdue and loan date', async () => {
    const byMember = await readJson<TLoanList>(
      await callLoans(world, 'GET', `/loans?userId=${world.otherMember.userId}&status=pending`, world.admin),
      200,
    );
    expect(byMember.items.length).toBeGreaterThan(0);
    expect(byMember.items.every((i) => i.userId === world.otherMember.userId && i.status === 'pending')).toBe(
      true,
    );
    const none = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?status=overdue', world.admin),
      200,
    );
    expect(none.total).toBe(0);
    await world.app.database.db
      .update(loans)
      .set({ dueDate: '2020-01-01' })
      .where(eq(loans.id, membersLoan.id));
    const overdue = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?status=overdue', world.member),
      200,
    );
    expect(overdue.items.map((item) => [item.id, item.isOverdue])).toEqual([[membersLoan.id, true]]);
    const old = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?to=2020-12-31', world.admin),
      200,
    );
    expect(old.total).toBe(0);
    const dated = await readJson<TLoanList>(
      await callLoans(world, 'GET', `/loans?from=${today}&to=${today}`, world.admin),
      200,
    );
    expect(dated.total).toBeGreaterThan(0);
  });

  it('shows a loan’s schedule from its payout and its repayments', async () => {
    const detail = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${membersLoan.id}`, world.member),
      200,
    );
    expect(detail.schedule).toEqual([
      { dueDate: getLoanDueDate(today, 1), amountCents: 22_500 },
      { dueDate: getLoanDueDate(today, 2), amountCents: 22_500 },
    ]);
    expect(detail.repayments).toHaveLength(1);
    expect(detail.repayments[0]).toMatchObject({
      amountCents: 10_000,
      interestCents: 1_111,
      principalCents: 8_889,
    });
  });

  it('downloads a statement that reads right in a spreadsheet', async () => {
    const response = await callLoans(world, 'GET', `/loans/${membersLoan.id}/statement`, world.member);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="loan-statement-[0-9a-f]{8}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Each figure formatted, then as a number with a dot: spreadsheets sum the second.
    const cell = (cents: number) =>
      `"${formatCents(cents, { currencySign: 'accounting' })}",${(cents / 100).toFixed(2)}`;
    expect(lines).toEqual([
      'Date,Description,Amount (ZAR),Amount,Principal (ZAR),Principal,Interest (ZAR),Interest,Balance (ZAR),Balance',
      `${today},Loan disbursed,${cell(40_000)},${cell(40_000)},,,${cell(40_000)}`,
      `${today},"Interest: 12,5% for 2 months",${cell(5_000)},,,${cell(5_000)},${cell(45_000)}`,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},Repayment EFT-\w+,/),
    ]);
    expect(lines[3]?.endsWith(`,${cell(-10_000)},${cell(-8_889)},${cell(-1_111)},${cell(35_000)}`)).toBe(
      true,
    );
  });

  it('exports what the admin’s filtered list shows as CSV', async () => {
    const response = await callLoans(
      world,
      'GET',
      `/loans/export?userId=${world.member.userId}&status=active`,
      world.admin,
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="loans-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Loan Date,Member,Amount (ZAR),Amount,Interest Rate,Term (months),Due Date,Status,Purpose,Repaid (ZAR),Repaid,Outstanding (ZAR),Outstanding',
    );
    const list = await readJson<TLoanList>(
      await callLoans(
        world,
        'GET',
        `/loans?userId=${world.member.userId}&status=active&limit=500`,
        world.admin,
      ),
      200,
    );
    expect(lines).toHaveLength(list.items.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',Nomsa Member,'))).toBe(true);
    // Beside each formatted amount, a number a spreadsheet can sum; statuses as people read them (an
    // active loan past its due date reads Overdue, as on the screen).
    expect(
      lines.slice(1).every((line) => /"R[^"]*",\d+\.\d{2},/.test(line) && /,(Active|Overdue),/.test(line)),
    ).toBe(true);
    expect(lines.some((line) => line.includes(',Overdue,'))).toBe(true);
  });

  it('gives members their own figures and admins the organization’s, from the maintained summary', async () => {
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
    const list = await readJson<TLoanList>(
      await callLoans(world, 'GET', '/loans?limit=500', world.admin),
      200,
    );
    const active = list.items.filter((item) => item.status === 'active');
    expect(stats.activeCount).toBe(active.length);
    // Active Loans is the principal still owed: never more than was lent on the active loans.
    expect(stats.totalActiveCents).toBeLessThanOrEqual(
      active.reduce((sum, item) => sum + item.amountCents, 0),
    );
    expect(stats.defaultedCount).toBe(list.items.filter((item) => item.status === 'defaulted').length);
    const own = await readJson<TLoanStats>(await callLoans(world, 'GET', '/loans/stats', world.member), 200);
    const mine = list.items.filter((item) => item.userId === world.member.userId);
    expect(own).toMatchObject({
      scope: 'own',
      activeCount: mine.filter((item) => item.status === 'active').length,
      totalRepaidCents: mine.reduce((sum, item) => sum + item.repaidCents, 0),
    });
  });
});

describe('gating', () => {
  it('refuses every loan route in a stokvel with FEATURE_DISABLED', async () => {
    const stokvelId = await createOrganization(world.app, {
      adminUserId: world.admin.userId,
      memberUserIds: [world.member.userId],
      type: 'stokvel',
    });
    const stokvel = { app: world.app, orgId: stokvelId };
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, 'GET' | 'POST' | 'PUT', string][] = [
      ['GET', 'GET', '/loans'],
      ['GET', 'GET', '/loans/stats'],
      ['GET', 'GET', '/loans/export'],
      ['GET', 'GET', '/loans/terms'],
      ['PUT', 'PUT', '/loans/terms'],
      ['POST', 'POST', '/loans'],
      ['GET', 'GET', `/loans/${id}`],
      ['GET', 'GET', `/loans/${id}/statement`],
      ...['approve', 'reject', 'disburse', 'default', 'write-off', 'repayments', 'repayments/submit'].map(
        (action) => ['POST', 'POST', `/loans/${id}/${action}`] as [string, 'POST', string],
      ),
      ['POST', 'POST', `/loans/${id}/repayments/${id}/confirm`],
      ['POST', 'POST', `/loans/${id}/repayments/${id}/fail`],
    ];
    for (const [, method, path] of routes) {
      for (const actor of [world.member, world.admin]) {
        const response = await callLoans(stokvel, method, path, actor);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await readError(response, 403)).code).toBe('FEATURE_DISABLED');
      }
    }
    expect(routes).toHaveLength(17);
  });

  it('keeps an archived organization’s loans read-only', async () => {
    const loan = await requestLoan(world, world.member, 5_000);
    await world.app.database.db
      .update(organizations)
      .set({ active: false })
      .where(eq(organizations.id, world.orgId));
    try {
      const response = await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin);
      expect((await readError(response, 409)).message).toBe(
        'This organization is archived: its books are read-only',
      );
      expect((await callLoans(world, 'POST', '/loans', world.member, { json: valid })).status).toBe(409);
      expect((await callLoans(world, 'GET', '/loans', world.member)).status).toBe(200);
    } finally {
      await world.app.database.db
        .update(organizations)
        .set({ active: true })
        .where(eq(organizations.id, world.orgId));
    }
  });
});
