import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_TYPES } from '../../shared/organization-types';
import { drawOrder } from '../../shared/rotation/draw';
import type { TDatabase, TDb } from '../db/client';
import {
  contactMessages,
  contributions,
  earlyAccessSignups,
  groupRuleVersions,
  journalEntries,
  journalLines,
  ledgerAccounts,
  loanRepayments,
  loans,
  memberStandings,
  organizationJoinRequests,
  organizations,
  pageViews,
  receipts,
  reports,
  submissions,
  userOrganizations,
  userRoles,
  users,
} from '../db/schema';
import { readMemberStanding } from '../features/group-rules/standings.service';
import { findCurrentCycle } from '../features/rotation/rotation.repository';
import { readCycleStatus, toCycleView } from '../features/rotation/rotation-status';
import { openTestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed';

const TODAY = new Date('2026-11-20T10:00:00Z');

/** Sums come back as strings (numeric) from both drivers, counts as a number or a string. */
const toNumber = (value: unknown) => Number(value ?? 0);

async function countRows(db: TDb) {
  const tables = {
    contributions,
    loans,
    loanRepayments,
    receipts,
    journalEntries,
    journalLines,
    submissions,
    reports,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = toNumber(row?.n);
  }
  const [joins] = await db.select({ n: count() }).from(organizationJoinRequests);
  counts.joinRequests = toNumber(joins?.n);
  return counts;
}

async function accountBalances(db: TDb) {
  return db
    .select({
      organization: organizations.name,
      code: ledgerAccounts.code,
      balanceCents: ledgerAccounts.balanceCents,
    })
    .from(ledgerAccounts)
    .innerJoin(organizations, eq(organizations.id, ledgerAccounts.organizationId))
    .orderBy(asc(organizations.name), asc(ledgerAccounts.code));
}

/** Everything a user could see of the seeded history, without the random ids. */
async function fingerprint(db: TDb) {
  const contributionRows = await db
    .select({
      organization: organizations.name,
      email: users.email,
      date: contributions.contributionDate,
      amountCents: contributions.amountCents,
      status: contributions.status,
      method: contributions.paymentMethod,
      reference: contributions.referenceNumber,
    })
    .from(contributions)
    .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
    .innerJoin(users, eq(users.id, contributions.userId))
    .orderBy(asc(contributions.referenceNumber));
  const loanRows = await db
    .select({
      amountCents: loans.amountCents,
      status: loans.status,
      loanDate: loans.loanDate,
      dueDate: loans.dueDate,
    })
    .from(loans)
    .orderBy(asc(loans.loanDate), asc(loans.amountCents));
  const repaymentRows = await db
    .select({
      reference: loanRepayments.referenceNumber,
      principal: loanRepayments.principalCents,
      interest: loanRepayments.interestCents,
    })
    .from(loanRepayments)
    .orderBy(asc(loanRepayments.referenceNumber));
  const receiptRows = await db
    .select({ number: receipts.receiptNumber, amountCents: receipts.amountCents, status: receipts.status })
    .from(receipts)
    .orderBy(asc(receipts.organizationId), asc(receipts.receiptNumber));
  return {
    counts: await countRows(db),
    contributionRows,
    loanRows,
    repaymentRows,
    receiptRows: receiptRows.map(({ number, amountCents, status }) => [number, amountCents, status]).sort(),
    balances: await accountBalances(db),
  };
}

let firstFingerprint: Awaited<ReturnType<typeof fingerprint>> | undefined;

describe('the demo seed', () => {
  let database: TDatabase;
  let db: TDb;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    expect(await seedDemoData(db, TODAY)).toBe(true);
    firstFingerprint = await fingerprint(db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds only an empty database', async () => {
    const before = await countRows(db);
    expect(await seedDemoData(db, TODAY)).toBe(false);
    expect(await countRows(db)).toEqual(before);
  });

  it('balances every journal entry and every organization to zero', async () => {
    const perOrganization = await db
      .select({ organizationId: journalLines.organizationId, total: sum(journalLines.amountCents) })
      .from(journalLines)
      .groupBy(journalLines.organizationId);
    expect(perOrganization.length).toBe(8);
    for (const row of perOrganization) expect(toNumber(row.total)).toBe(0);
    const unbalanced = await db
      .select({ entryId: journalLines.entryId })
      .from(journalLines)
      .groupBy(journalLines.entryId)
      .having(sql`sum(${journalLines.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
  });

  it('keeps each account balance equal to the sum of its lines', async () => {
    const rows = await db
      .select({
        code: ledgerAccounts.code,
        balanceCents: ledgerAccounts.balanceCents,
        linesTotal: sql<string>`coalesce(sum(${journalLines.amountCents}), 0)`,
      })
      .from(ledgerAccounts)
      .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id, ledgerAccounts.code, ledgerAccounts.balanceCents);
    // Eight organizations, thirteen accounts each (fines, the social fund, funeral benefits and the opening
    // balances among them).
    expect(rows.length).toBe(8 * 13);
    for (const row of rows) expect(row.balanceCents, row.code).toBe(toNumber(row.linesTotal));
  });

  it('never lets an organization cash balance go negative on any day', async () => {
    const days = await db
      .select({
        organizationId: journalEntries.organizationId,
        date: journalEntries.entryDate,
        net: sum(journalLines.amountCents),
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'cash')),
      )
      .groupBy(journalEntries.organizationId, journalEntries.entryDate)
      .orderBy(asc(journalEntries.organizationId), asc(journalEntries.entryDate));
    const running = new Map<string, number>();
    for (const day of days) {
      const balance = (running.get(day.organizationId) ?? 0) + toNumber(day.net);
      running.set(day.organizationId, balance);
      expect(balance, `${day.organizationId} on ${day.date}`).toBeGreaterThanOrEqual(0);
    }
    const cash = (await accountBalances(db)).filter((account) => account.code === 'cash');
    for (const account of cash) expect(account.balanceCents, account.organization).toBeGreaterThanOrEqual(0);
  });

  it('leaves the burial society enough cash for a R1 000 loan, claims and levies on any day of the month', async () => {
    // The seed day is the 20th; on the 1st, before the month's contributions, the society holds about R250
    // less. The journeys pay out claims and a R1 000 loan from it.
    const cash = (await accountBalances(db)).find(
      (account) => account.organization === 'Ubuntu Burial Society' && account.code === 'cash',
    );
    expect(cash?.balanceCents).toBeGreaterThanOrEqual(250_000);
  });

  it('posts each completed contribution once and pending or failed ones never', async () => {
    const rows = await db
      .select({
        id: contributions.id,
        status: contributions.status,
        amountCents: contributions.amountCents,
        userId: contributions.userId,
        journalEntryId: contributions.journalEntryId,
      })
      .from(contributions);
    const entries = await db
      .select({
        id: journalEntries.id,
        sourceId: journalEntries.sourceId,
        type: journalEntries.transactionType,
      })
      .from(journalEntries)
      .where(eq(journalEntries.sourceType, 'contribution'));
    const cashLines = await db
      .select({ entryId: journalLines.entryId, amountCents: journalLines.amountCents })
      .from(journalLines)
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'cash')),
      );
    const fundLines = await db
      .select({ entryId: journalLines.entryId, memberUserId: journalLines.memberUserId })
      .from(journalLines)
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, journalLines.accountId), eq(ledgerAccounts.code, 'member_funds')),
      );
    const byStatus = (status: string) => rows.filter((row) => row.status === status);
    expect(byStatus('completed').length).toBeGreaterThan(150);
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('failed').length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBe(byStatus('completed').length);
    for (const row of byStatus('completed')) {
      const posted = entries.filter((entry) => entry.sourceId === row.id);
      expect(posted.map((entry) => [entry.id, entry.type])).toEqual([[row.journalEntryId, 'contribution']]);
      expect(cashLines.find((line) => line.entryId === row.journalEntryId)?.amountCents).toBe(
        row.amountCents,
      );
      expect(fundLines.find((line) => line.entryId === row.journalEntryId)?.memberUserId).toBe(row.userId);
    }
    for (const row of rows.filter((r) => r.status !== 'completed')) {
      expect(entries.filter((entry) => entry.sourceId === row.id)).toEqual([]);
      expect(row.journalEntryId).toBeNull();
    }
  });

  it('credits member funds with exactly the completed contributions of each organization', async () => {
    const completed = await db
      .select({ organizationId: contributions.organizationId, total: sum(contributions.amountCents) })
      .from(contributions)
      .where(eq(contributions.status, 'completed'))
      .groupBy(contributions.organizationId);
    const funds = await db
      .select({ organizationId: ledgerAccounts.organizationId, balanceCents: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'member_funds'));
    expect(completed.length).toBe(8);
    for (const row of completed) {
      const account = funds.find((fund) => fund.organizationId === row.organizationId);
      expect(toNumber(row.total)).toBeGreaterThan(0);
      expect(account?.balanceCents).toBe(-toNumber(row.total));
    }
  });

  it('has an organization of every type and users of every platform role', async () => {
    const types = await db.selectDistinct({ type: organizations.organizationType }).from(organizations);
    expect(types.map((row) => row.type).sort()).toEqual([...ORGANIZATION_TYPES].sort());
    const roles = await db.selectDistinct({ role: userRoles.role }).from(userRoles);
    expect(roles.map((row) => row.role).sort()).toEqual(['developer', 'site_admin', 'user']);
    const admins = await db
      .select({ n: count() })
      .from(userOrganizations)
      .where(eq(userOrganizations.role, 'admin'));
    expect(toNumber(admins[0]?.n)).toBeGreaterThan(0);
  });

  it('has loans in every status, none for the stokvel, and settles paid loans to the cent', async () => {
    const rows = await db
      .select({ loan: loans, type: organizations.organizationType })
      .from(loans)
      .innerJoin(organizations, eq(organizations.id, loans.organizationId));
    const statuses = new Set(rows.map((row) => row.loan.status));
    expect([...statuses].sort()).toEqual(['active', 'approved', 'defaulted', 'paid', 'pending', 'rejected']);
    expect(rows.filter((row) => row.type === 'stokvel')).toEqual([]);
    for (const { loan } of rows) {
      const interest = Math.round((loan.amountCents * loan.interestRateBps) / 10_000);
      expect(loan.totalRepayableCents).toBe(loan.amountCents + interest);
      const isDisbursed = ['active', 'paid', 'defaulted'].includes(loan.status);
      expect(loan.disbursementEntryId !== null, loan.status).toBe(isDisbursed);
      expect(loan.disbursedOn !== null).toBe(isDisbursed);
      if (loan.status === 'rejected') expect(loan.decisionReason).toBeTruthy();
      if (loan.status === 'defaulted') expect(loan.dueDate < '2026-11-20').toBe(true);
      const [paid] = await db
        .select({
          n: count(),
          principal: sum(loanRepayments.principalCents),
          interest: sum(loanRepayments.interestCents),
        })
        .from(loanRepayments)
        .where(eq(loanRepayments.loanId, loan.id));
      if (loan.status === 'paid') {
        expect(toNumber(paid?.principal)).toBe(loan.amountCents);
        expect(toNumber(paid?.interest)).toBe(interest);
      }
      if (loan.status === 'active' || loan.status === 'defaulted') {
        expect(toNumber(paid?.n)).toBeGreaterThan(0);
        expect(toNumber(paid?.principal)).toBeLessThan(loan.amountCents);
      }
      if (!isDisbursed) expect(toNumber(paid?.n)).toBe(0);
    }
  });

  it('keeps loans receivable equal to the principal still owed', async () => {
    const loanRows = await db.select().from(loans);
    const repaid = await db
      .select({ loanId: loanRepayments.loanId, principal: sum(loanRepayments.principalCents) })
      .from(loanRepayments)
      .groupBy(loanRepayments.loanId);
    const receivable = await db
      .select({ organizationId: ledgerAccounts.organizationId, balanceCents: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, 'loans_receivable'));
    for (const account of receivable) {
      const owed = loanRows
        .filter((loan) => loan.organizationId === account.organizationId && loan.disbursementEntryId !== null)
        .map((loan) => loan.amountCents - toNumber(repaid.find((row) => row.loanId === loan.id)?.principal))
        .reduce((total, cents) => total + cents, 0);
      expect(account.balanceCents).toBe(owed);
    }
  });

  it('issues one receipt per payment, as the books do, with unique numbers', async () => {
    const all = await db.select().from(receipts);
    const byContribution = await db
      .select({ receipt: receipts, contribution: contributions })
      .from(contributions)
      .leftJoin(receipts, eq(receipts.contributionId, contributions.id));
    for (const { receipt, contribution } of byContribution) {
      expect(receipt).not.toBeNull();
      expect(receipt?.amountCents).toBe(contribution.amountCents);
      expect(receipt?.journalEntryId).toBe(contribution.journalEntryId);
      const expected = { completed: 'paid', pending: 'pending', failed: 'void', reversed: 'void' } as const;
      expect(receipt?.status).toBe(expected[contribution.status]);
    }
    const byRepayment = await db
      .select({ receipt: receipts, repayment: loanRepayments })
      .from(loanRepayments)
      .leftJoin(receipts, eq(receipts.loanRepaymentId, loanRepayments.id));
    for (const { receipt, repayment } of byRepayment) {
      expect(receipt?.status).toBe('paid');
      expect(receipt?.journalEntryId).toBe(repayment.journalEntryId);
      expect(receipt?.amountCents).toBe(repayment.amountCents);
    }
    expect(all.length).toBe(byContribution.length + byRepayment.length);
    expect(all.filter((row) => row.status === 'pending').length).toBe(3);
    expect(all.filter((row) => row.status === 'void').length).toBe(2);
    for (const receipt of all) expect(receipt.receiptNumber).toMatch(/^RCP-\d{13}-[0-9A-Z]{6}$/);
    expect(new Set(all.map((row) => row.receiptNumber)).size).toBe(all.length);
    expect(new Set(all.map((row) => row.verificationCode)).size).toBe(all.length);
  });

  it('has join requests in every state, submissions of every kind and reports', async () => {
    const joins = await db.select().from(organizationJoinRequests);
    expect([...new Set(joins.map((row) => row.status))].sort()).toEqual(['approved', 'pending', 'rejected']);
    for (const row of joins.filter((r) => r.status !== 'pending')) {
      expect(row.reviewedBy).not.toBeNull();
      expect(row.reviewedAt).not.toBeNull();
    }
    const requests = await db.select().from(submissions);
    expect(new Set(requests.map((row) => row.submissionType)).size).toBe(5);
    expect(new Set(requests.map((row) => row.status)).size).toBe(4);
    expect(new Set(requests.map((row) => row.priority)).size).toBe(3);
    for (const row of requests) expect(row.organizationId === null).toBe(row.targetType === 'site_operators');
    const reportRows = await db.select().from(reports);
    expect(reportRows.length).toBeGreaterThanOrEqual(2);
    for (const report of reportRows) expect(report.startDate <= report.endDate).toBe(true);
  });

  it('has signups, contact messages and a month of page views with referrers and 404s for the staff pages', async () => {
    const signups = await db.select().from(earlyAccessSignups);
    expect(signups.some((row) => row.contacted)).toBe(true);
    expect(signups.some((row) => !row.contacted)).toBe(true);
    const messages = await db.select().from(contactMessages);
    expect(messages.some((row) => row.handledAt === null)).toBe(true);
    const views = await db.select().from(pageViews);
    expect(new Set(views.map((row) => row.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(
      29,
    );
    expect(views.some((row) => row.statusCode === 404)).toBe(true);
    expect(views.some((row) => row.referrer !== null)).toBe(true);
  });
  it("gives every organization rules and stores each member's standing as the engine computes it", async () => {
    const versions = await db.select().from(groupRuleVersions);
    expect(versions).toHaveLength((await db.select().from(organizations)).length);
    const standings = await db
      .select({ row: memberStandings, organization: organizations.name })
      .from(memberStandings)
      .innerJoin(organizations, eq(organizations.id, memberStandings.organizationId));
    expect(standings.length).toBe((await db.select().from(userOrganizations)).length);
    for (const { row } of standings) {
      const engine = await readMemberStanding(db, row.organizationId, row.userId, row.asOf);
      expect({ owed: row.owedCents, behind: row.periodsBehind, fines: row.finesCents }).toEqual({
        owed: engine.owedCents,
        behind: engine.periodsBehind,
        fines: engine.overdue
          .filter((debt) => debt.kind === 'fine')
          .reduce((sum, debt) => sum + debt.outstandingCents, 0),
      });
    }
    const behind = standings.filter(({ row }) => row.periodsBehind > 0);
    expect(behind.length).toBeGreaterThan(0);
    expect(standings.some(({ row }) => row.owedCents === 0)).toBe(true);
    // Kasi Savings Stokvel fines late payers R50.
    expect(
      standings.some(
        ({ row, organization }) => organization === 'Kasi Savings Stokvel' && row.finesCents > 0,
      ),
    ).toBe(true);
  });
  it('runs a drawn cycle with three rounds paid out and one member owing for a round missed after their payout', async () => {
    const [kasi] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Kasi Savings Stokvel'));
    const cycle = await findCurrentCycle(db, kasi?.id as string);
    if (!cycle) throw new Error('the stokvel has no rotation');
    expect(cycle.drawSeed).toBe('kasi-savings-stokvel-2026');
    expect(cycle.memberOrder).toEqual(drawOrder(cycle.memberOrder, 'kasi-savings-stokvel-2026'));
    const view = await toCycleView(db, cycle, await readCycleStatus(db, cycle, '2026-11-20'));
    expect(view.startsOn).toBe('2026-08-01');
    expect(view.currentRound).toBe(4);
    // Four members at R500, the recipient paying too: R2,000 a round, R1,500 when one misses.
    expect(view.rounds.map((round) => [round.payout?.amountCents ?? null, round.status?.potCents])).toEqual([
      [200_000, 200_000],
      [200_000, 200_000],
      [150_000, 150_000],
      [null, view.rounds[3]?.status?.potCents],
    ]);
    const debtors = view.members.filter((member) => member.debtCents > 0);
    expect(debtors).toHaveLength(1);
    expect(debtors[0]).toMatchObject({
      missedAfterPaidRounds: [3],
      debtCents: 50_000,
      collateralNote: 'A two-plate gas stove, held by the treasurer until the debt is paid',
    });
    expect(debtors[0]?.turn).toBeLessThanOrEqual(2);
    const payouts = await db
      .select({ date: journalEntries.entryDate, type: journalEntries.transactionType })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.organizationId, kasi?.id as string), eq(journalEntries.sourceType, 'rotation')),
      )
      .orderBy(asc(journalEntries.entryDate));
    expect(payouts).toEqual([
      { date: '2026-09-01', type: 'payout' },
      { date: '2026-10-01', type: 'payout' },
      { date: '2026-11-01', type: 'payout' },
    ]);
  });
});

describe('the demo seed on another database, same day', () => {
  it('produces the same history', async () => {
    const other = await openTestDatabase();
    try {
      expect(await seedDemoData(other.db, TODAY)).toBe(true);
      const second = await fingerprint(other.db);
      expect(firstFingerprint).toBeDefined();
      expect(second).toEqual(firstFingerprint);
    } finally {
      await other.close();
    }
  });
});
