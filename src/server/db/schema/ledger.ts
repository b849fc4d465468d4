import {
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '../../../shared/money-records';

import { users } from './auth';
import { cents, createdAt, currency, id, organizationId } from './columns';
import { belongsToOrganization } from './organizations';

export const accountType = pgEnum('ledger_account_type', [
  'asset',
  'liability',
  'equity',
  'income',
  'expense',
]);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);

/**
 * The chart of accounts of one organization. `balance_cents` is maintained by a trigger on
 * journal_lines (debits positive), so balances never need a scan of the journal.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    type: accountType('type').notNull(),
    balanceCents: cents('balance_cents').default(0),
    currency: currency(),
    createdAt: createdAt(),
  },
  (t) => [unique('ledger_accounts_org_code_key').on(t.organizationId, t.code)],
);

/** Append-only: UPDATE and DELETE are rejected by triggers; mistakes are reversed. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    transactionType: transactionType('transaction_type').notNull(),
    sourceType: varchar('source_type', { length: 32 }),
    sourceId: uuid('source_id'),
    reversalOf: uuid('reversal_of'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: varchar('request_hash', { length: 64 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, as every list shows them: the latest N come straight off this index.
    index('journal_entries_org_date_idx').on(
      t.organizationId,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('journal_entries_org_source_idx').on(t.organizationId, t.sourceType, t.sourceId),
    uniqueIndex('journal_entries_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
    uniqueIndex('journal_entries_reversal_of_key').on(t.organizationId, t.reversalOf),
  ],
);

/** One line of an entry: positive amount = debit, negative = credit. Lines of an entry sum to zero. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    organizationId: organizationId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents'),
    currency: currency(),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_lines_org_entry_idx').on(t.organizationId, t.entryId),
    index('journal_lines_org_account_idx').on(t.organizationId, t.accountId),
    index('journal_lines_org_member_idx').on(t.organizationId, t.memberUserId),
  ],
);

/**
 * The cash account's movements summed per organization × (month | ALL_TIME '0001-01-01') × transaction type
 * (signed: inflow positive), maintained by a trigger on journal_lines, so the breakdown of the balance and
 * a period's net cash flow read a handful of rows whatever the journal's size.
 */
export const cashFlowSummaries = pgTable(
  'cash_flow_summaries',
  {
    organizationId: organizationId(),
    month: date('month', { mode: 'string' }).notNull(),
    transactionType: transactionType('transaction_type').notNull(),
    netCents: cents('net_cents').default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.transactionType] })],
);

/**
 * Each time an admin closed the books: every month through `closed_through` (a month's last day) is closed.
 * organizations.books_closed_through holds the latest one, which posting reads under a lock.
 */
export const bookClosings = pgTable(
  'book_closings',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    closedThrough: date('closed_through', { mode: 'string' }).notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the month was closed although the bank statement did not reconcile with the book. */
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [unique('book_closings_org_closed_through_key').on(t.organizationId, t.closedThrough)],
);

/** The spec's `transactions`: the journal seen from the cash account (created in migration 0001). */
export const transactionsView = pgView('transactions', {
  id: uuid('id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  description: varchar('description', { length: 500 }).notNull(),
  transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
  transactionType: transactionType('transaction_type').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  memberUserId: uuid('member_user_id'),
  reversalOf: uuid('reversal_of'),
  sourceType: varchar('source_type', { length: 32 }),
  sourceId: uuid('source_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
