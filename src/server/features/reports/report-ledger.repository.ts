import { and, asc, between, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  auditLog,
  contributions,
  journalEntries,
  journalLines,
  ledgerAccounts,
  loanRepayments,
  loans,
  organizations,
  profiles,
} from '../../db/schema';
import { readLastCompletedDates } from '../contributions/index';
import { sumJournalLines } from '../ledger/index';

/**
 * The sums reports are made of, read straight from journal lines (never from maintained balances or
 * summaries), so every figure equals the master book to the cent for any range. Ranges include both ends;
 * entry dates are calendar dates in South African time.
 */
export type TRange = { from: string; to: string };

const sumOf = (expression: ReturnType<typeof sql>) =>
  sql<string | number | null>`coalesce(sum(${expression}), 0)`;
const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

export async function readOrganizationName(db: TDbOrTx, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? 'Organization';
}

const inRange = (range: TRange) => and(between(journalEntries.entryDate, range.from, range.to));

export async function readMemberNames(db: TDbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ userId: profiles.userId, name: profiles.fullName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.deletedAt ? 'Former member' : row.name]));
}

/**
 * Per member, over the range: contributions (credits to member funds, net of reversals) with their count,
 * principal repaid and payouts received; and as at the range's end: loan principal still owed and the date
 * of the last completed contribution. Each part reads only what it needs (the range's lines, the loans
 * receivable lines, one index probe per member), so the cost follows the range, not the whole history.
 */
export async function sumMemberActivity(db: TDbOrTx, organizationId: string, range: TRange) {
  const [inPeriod, owed, lastByMember] = await Promise.all([
    sumJournalLines(
      db,
      { organizationId, isMemberLine: true, from: range.from, through: range.to },
      {
        groupBy: ['member'],
        sums: {
          contributedCents: { accounts: ['member_funds'], isNegated: true },
          contributionCount: { accounts: ['member_funds'], isNegated: true, isCount: true },
          principalRepaidCents: {
            accounts: ['loans_receivable'],
            transactionType: 'loan_repayment',
            isNegated: true,
          },
          payoutsCents: { accounts: ['payouts'] },
        },
      },
    ),
    sumJournalLines(
      db,
      { organizationId, accounts: ['loans_receivable'], isMemberLine: true, through: range.to },
      { groupBy: ['member'], sums: { cents: {} } },
    ),
    readLastCompletedDates(db, organizationId, range.to),
  ]);
  const owedByMember = new Map(owed.map((row) => [row.member ?? '', row.cents]));
  const members = new Set([
    ...inPeriod.map((row) => row.member ?? ''),
    ...owedByMember.keys(),
    ...lastByMember.keys(),
  ]);
  const periodByMember = new Map(inPeriod.map((row) => [row.member ?? '', row]));
  return new Map(
    [...members].map((userId) => {
      const period = periodByMember.get(userId);
      return [
        userId,
        {
          contributedCents: period?.contributedCents ?? 0,
          contributionCount: period?.contributionCount ?? 0,
          lastContributionDate: lastByMember.get(userId) ?? null,
          principalRepaidCents: period?.principalRepaidCents ?? 0,
          loanOutstandingCents: owedByMember.get(userId) ?? 0,
          payoutsCents: period?.payoutsCents ?? 0,
        },
      ];
    }),
  );
}

/**
 * Every loan ever disbursed with, as at `asOf`, the principal still receivable (its loans_receivable lines:
 * disbursement, repayments' principal, write-off, and their reversals) and the total repaid in cash.
 */
export async function listLoanPositions(db: TDbOrTx, organizationId: string, asOf: string) {
  const loanOf = sql<string>`coalesce(${loanRepayments.loanId}, ${journalEntries.sourceId})`;
  const ledgerRows = await db
    .select({
      loanId: loanOf,
      receivable: sumOf(
        sql`case when ${ledgerAccounts.code} = 'loans_receivable' then ${journalLines.amountCents} end`,
      ),
      repaid: sumOf(
        sql`case when ${ledgerAccounts.code} = 'cash' and ${journalEntries.sourceType} = 'loan_repayment' then ${journalLines.amountCents} end`,
      ),
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .leftJoin(
      loanRepayments,
      and(
        eq(journalEntries.sourceType, 'loan_repayment'),
        eq(loanRepayments.id, journalEntries.sourceId),
        eq(loanRepayments.organizationId, organizationId),
      ),
    )
    .where(
      and(
        eq(journalLines.organizationId, organizationId),
        inArray(journalEntries.sourceType, ['loan', 'loan_repayment']),
        lte(journalEntries.entryDate, asOf),
      ),
    )
    .groupBy(loanOf);
  const positions = new Map(
    ledgerRows.map((row) => [
      row.loanId,
      { receivableCents: toNumber(row.receivable), repaidCents: toNumber(row.repaid) },
    ]),
  );
  const loanRows = await db
    .select({
      id: loans.id,
      userId: loans.userId,
      name: profiles.fullName,
      deletedAt: profiles.deletedAt,
      status: loans.status,
      amountCents: loans.amountCents,
      interestRateBps: loans.interestRateBps,
      termMonths: loans.termMonths,
      loanDate: loans.loanDate,
      disbursedOn: loans.disbursedOn,
      dueDate: loans.dueDate,
      writtenOffOn: loans.writtenOffOn,
    })
    .from(loans)
    .leftJoin(profiles, eq(profiles.userId, loans.userId))
    .where(
      and(
        eq(loans.organizationId, organizationId),
        sql`${loans.disbursedOn} is not null`,
        lte(loans.disbursedOn, asOf),
      ),
    )
    .orderBy(asc(loans.disbursedOn));
  return loanRows.map((row) => ({
    ...row,
    memberName: row.deletedAt ? 'Former member' : row.name,
    receivableCents: positions.get(row.id)?.receivableCents ?? 0,
    repaidCents: positions.get(row.id)?.repaidCents ?? 0,
  }));
}

/** The journal entries of the range, oldest first, with who posted them and what their source recorded. */
export async function listEntriesInRange(db: TDbOrTx, organizationId: string, range: TRange) {
  return db
    .select({
      id: journalEntries.id,
      entryDate: journalEntries.entryDate,
      description: journalEntries.description,
      transactionType: journalEntries.transactionType,
      reversalOf: journalEntries.reversalOf,
      sourceType: journalEntries.sourceType,
      createdBy: journalEntries.createdBy,
      createdAt: journalEntries.createdAt,
      recordedBy: sql<string | null>`coalesce(${contributions.recordedBy}, ${loanRepayments.recordedBy})`,
    })
    .from(journalEntries)
    .leftJoin(
      contributions,
      and(eq(journalEntries.sourceType, 'contribution'), eq(contributions.id, journalEntries.sourceId)),
    )
    .leftJoin(
      loanRepayments,
      and(eq(journalEntries.sourceType, 'loan_repayment'), eq(loanRepayments.id, journalEntries.sourceId)),
    )
    .where(and(eq(journalEntries.organizationId, organizationId), inRange(range)))
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.createdAt), asc(journalEntries.id));
}

/** Entries (any date) that reverse one of the given entries: original id -> reversing entry id. */
export async function findReversals(db: TDbOrTx, organizationId: string, entryIds: readonly string[]) {
  if (entryIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: journalEntries.id, reversalOf: journalEntries.reversalOf })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.organizationId, organizationId),
        inArray(journalEntries.reversalOf, [...entryIds]),
      ),
    );
  return new Map(rows.map((row) => [row.reversalOf ?? '', row.id]));
}

/** The lines of the range's entries, with account names, in the entries' order (date, then entry), debits first. */
export async function listLinesInRange(db: TDbOrTx, organizationId: string, range: TRange) {
  return db
    .select({
      entryId: journalLines.entryId,
      accountCode: ledgerAccounts.code,
      accountName: ledgerAccounts.name,
      memberUserId: journalLines.memberUserId,
      amountCents: journalLines.amountCents,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalLines.organizationId, organizationId), inRange(range)))
    .orderBy(
      asc(journalEntries.entryDate),
      asc(journalEntries.createdAt),
      asc(journalEntries.id),
      desc(journalLines.amountCents),
      asc(journalLines.id),
    );
}

/** Audit-log rows of the organization from `fromInstant` (included) to `toInstant` (excluded). */
export async function listAuditRows(db: TDbOrTx, organizationId: string, fromInstant: Date, toInstant: Date) {
  return db
    .select({
      createdAt: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        gte(auditLog.createdAt, fromInstant),
        lt(auditLog.createdAt, toInstant),
      ),
    )
    .orderBy(asc(auditLog.createdAt))
    .limit(50_000);
}
