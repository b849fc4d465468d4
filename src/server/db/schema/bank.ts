import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, currency, id, organizationId, updatedAt } from './columns';
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
    // The book entry a line stands for, looked up per entry by reconciliation (not a scan of every line).
    index('bank_statement_lines_org_entry_idx')
      .on(t.organizationId, t.journalEntryId)
      .where(sql`${t.journalEntryId} is not null`),
    // Lines not in the book in the order reconciliation pages them: a page reads its own rows only.
    index('bank_statement_lines_not_in_book_idx')
      .on(t.organizationId, t.lineDate, t.position, t.id)
      .where(sql`${t.journalEntryId} is null`),
    uniqueIndex('bank_statement_lines_org_contribution_key').on(t.organizationId, t.matchedContributionId),
    uniqueIndex('bank_statement_lines_org_repayment_key').on(t.organizationId, t.matchedRepaymentId),
  ],
);

/**
 * The statement lines of each day, summed: kept equal to bank_statement_lines by its triggers (migration
 * 0052), so reconciliation adds up days, not every line of the group's history.
 */
export const bankLineDays = pgTable(
  'bank_line_days',
  {
    organizationId: organizationId(),
    lineDate: date('line_date', { mode: 'string' }).notNull(),
    lineCount: integer('line_count').notNull().default(0),
    totalCents: cents('total_cents').default(0),
    /** Lines that stand for no master-book entry (unmatched or set aside). */
    notInBookCount: integer('not_in_book_count').notNull().default(0),
    notInBookCents: cents('not_in_book_cents').default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.lineDate] })],
);

/** queued -> reading -> storing -> done | failed (ADR 64). */
export const statementImportStatus = pgEnum('statement_import_status', [
  'queued',
  'reading',
  'storing',
  'done',
  'failed',
]);

/**
 * One statement upload, imported by a background job: the file waits in the shared store under `fileKey`
 * until the job has read it; the outcome (the import, or the headers of a CSV to map) or the refusal is
 * kept here for the admin's screen.
 */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    /** The column mapping the admin chose for a CSV of unknown layout. */
    mapping: jsonb('mapping').$type<Record<string, unknown>>(),
    status: statementImportStatus('status').notNull().default('queued'),
    /** 0 to 100; 100 when done or failed. */
    progress: integer('progress').notNull().default(0),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: varchar('failure_message', { length: 500 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_statement_imports_org_created_idx').on(t.organizationId, t.createdAt)],
);
