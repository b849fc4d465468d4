import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { journalEntries, journalLines, ledgerAccounts, loanRepayments, receipts } from '../../db/schema';
import { sumJournalLines } from '../ledger/index';
import type { TRange } from './report-ledger.repository';

const sumOf = (expression: ReturnType<typeof sql>) =>
  sql<string | number | null>`coalesce(sum(${expression}), 0)`;
const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/** The member's position at the end of `asOf`: contributions to date and loan principal owed. */
export async function readMemberPosition(db: TDbOrTx, organizationId: string, userId: string, asOf: string) {
  const [row] = await sumJournalLines(
    db,
    { organizationId, memberUserId: userId, through: asOf },
    {
      groupBy: [],
      sums: {
        contributedCents: { accounts: ['member_funds'], isNegated: true },
        loanOwedCents: { accounts: ['loans_receivable'] },
      },
    },
  );
  return { contributedCents: row?.contributedCents ?? 0, loanOwedCents: row?.loanOwedCents ?? 0 };
}

/**
 * Every journal entry of the range that names the member, oldest first, with what it did on each of the
 * member's accounts; repayments carry their interest part (negated on a reversal).
 */
export async function listMemberEntries(db: TDbOrTx, organizationId: string, userId: string, range: TRange) {
  const code = ledgerAccounts.code;
  const amount = journalLines.amountCents;
  const rows = await db
    .select({
      date: journalEntries.entryDate,
      createdAt: journalEntries.createdAt,
      description: journalEntries.description,
      type: journalEntries.transactionType,
      isReversal: sql<boolean>`${journalEntries.reversalOf} is not null`,
      contribution: sumOf(sql`case when ${code} = 'member_funds' then -${amount} end`),
      loan: sumOf(sql`case when ${code} = 'loans_receivable' then ${amount} end`),
      payout: sumOf(sql`case when ${code} = 'payouts' then ${amount} end`),
      interest: sql<
        string | number | null
      >`max(case when ${journalEntries.reversalOf} is null then ${loanRepayments.interestCents} else -${loanRepayments.interestCents} end)`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .leftJoin(
      loanRepayments,
      and(eq(journalEntries.sourceType, 'loan_repayment'), eq(loanRepayments.id, journalEntries.sourceId)),
    )
    .where(
      and(
        eq(journalLines.organizationId, organizationId),
        eq(journalLines.memberUserId, userId),
        between(journalEntries.entryDate, range.from, range.to),
      ),
    )
    .groupBy(
      journalEntries.id,
      journalEntries.entryDate,
      journalEntries.createdAt,
      journalEntries.description,
      journalEntries.transactionType,
      journalEntries.reversalOf,
    )
    .orderBy(asc(journalEntries.entryDate), asc(journalEntries.createdAt));
  return rows.map((row) => ({
    date: row.date,
    description: row.description,
    type: row.type,
    isReversal: row.isReversal,
    contributionCents: toNumber(row.contribution),
    loanCents: toNumber(row.loan),
    payoutCents: toNumber(row.payout),
    interestCents: toNumber(row.interest),
  }));
}

export async function listMemberReceipts(db: TDbOrTx, organizationId: string, userId: string, range: TRange) {
  return db
    .select({
      receiptNumber: receipts.receiptNumber,
      receiptDate: receipts.receiptDate,
      description: receipts.description,
      category: receipts.category,
      status: receipts.status,
      amountCents: receipts.amountCents,
    })
    .from(receipts)
    .where(
      and(
        eq(receipts.organizationId, organizationId),
        eq(receipts.userId, userId),
        between(receipts.receiptDate, range.from, range.to),
      ),
    )
    .orderBy(asc(receipts.receiptDate), asc(receipts.receiptNumber));
}
