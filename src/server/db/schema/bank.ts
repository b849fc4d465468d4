import {
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, currency, id } from './columns';
import { journalEntries } from './ledger';
import { contributions, loanRepayments } from './money';
import { belongsToOrganization } from './organizations';

/** One upload of the group's bank statement (ADR 0024). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    /** fnb, standard_bank, absa, nedbank, capitec, ofx or generic_csv. */
    format: varchar('format', { length: 32 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The balance the bank printed after the last line; null when the file gives none. */
    closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }),
    currency: currency(),
    lineCount: integer('line_count').notNull(),
    /** Lines this import added; the rest were already stored from an overlapping statement. */
    newLineCount: integer('new_line_count').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: createdAt(),
  },
  (t) => [index('bank_statements_org_period_idx').on(t.organizationId, t.periodEnd)],
);

export const bankLineStatus = pgEnum('bank_line_status', [
  'unmatched',
  'matched',
  'recorded',
  'fee',
  'ignored',
]);

/** A transaction on the bank statement, stored once per organization whatever the overlapping imports. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'restrict' }),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    /** Deposits positive, money out negative. */
    amountCents: cents('amount_cents'),
    description: varchar('description', { length: 500 }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    /** The bank's transaction id, or a hash of the line and its occurrence (see the parsers). */
    fingerprint: varchar('fingerprint', { length: 100 }).notNull(),
    /** The order of the line in its first statement, oldest first. */
    position: integer('position').notNull(),
    status: bankLineStatus('status').notNull().default('unmatched'),
    matchedContributionId: uuid('matched_contribution_id').references(() => contributions.id),
    matchedRepaymentId: uuid('matched_repayment_id').references(() => loanRepayments.id),
    /** The master-book entry the line is (a confirmed payment, recorded income, a posted fee). */
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    matchedBy: uuid('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_org_fingerprint_key').on(t.organizationId, t.fingerprint),
    index('bank_statement_lines_org_date_idx').on(t.organizationId, t.lineDate),
    index('bank_statement_lines_org_status_idx').on(t.organizationId, t.status),
    uniqueIndex('bank_statement_lines_org_contribution_key').on(t.organizationId, t.matchedContributionId),
    uniqueIndex('bank_statement_lines_org_repayment_key').on(t.organizationId, t.matchedRepaymentId),
  ],
);
