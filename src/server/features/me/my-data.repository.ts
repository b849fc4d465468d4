import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  contributions,
  journalEntries,
  journalLines,
  ledgerAccounts,
  loanRepayments,
  loans,
  organizations,
} from '../../db/schema';

/** Everything money-related recorded for one person, across every organization, oldest first. */
export async function readPersonalRecords(db: TDb, userId: string) {
  const [contributionRows, loanRows, repaymentRows, statementRows] = await Promise.all([
    db
      .select({ organization: organizations.name, row: contributions })
      .from(contributions)
      .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
      .where(eq(contributions.userId, userId))
      .orderBy(asc(contributions.contributionDate), asc(contributions.createdAt)),
    db
      .select({ organization: organizations.name, row: loans })
      .from(loans)
      .innerJoin(organizations, eq(organizations.id, loans.organizationId))
      .where(eq(loans.userId, userId))
      .orderBy(asc(loans.loanDate), asc(loans.createdAt)),
    db
      .select({ organization: organizations.name, row: loanRepayments })
      .from(loanRepayments)
      .innerJoin(organizations, eq(organizations.id, loanRepayments.organizationId))
      .where(eq(loanRepayments.userId, userId))
      .orderBy(asc(loanRepayments.repaymentDate), asc(loanRepayments.createdAt)),
    db
      .select({
        organization: organizations.name,
        entryDate: journalEntries.entryDate,
        description: journalEntries.description,
        transactionType: journalEntries.transactionType,
        account: ledgerAccounts.name,
        amountCents: journalLines.amountCents,
        currency: journalLines.currency,
        entryId: journalEntries.id,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .innerJoin(organizations, eq(organizations.id, journalLines.organizationId))
      .where(eq(journalLines.memberUserId, userId))
      .orderBy(asc(organizations.name), asc(journalEntries.entryDate), asc(journalEntries.createdAt)),
  ]);
  return { contributionRows, loanRows, repaymentRows, statementRows };
}
