import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
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

/** `void`: the payment behind it failed or was reversed; the receipt stays, marked VOID everywhere. */
export const receiptStatus = pgEnum('receipt_status', ['approved', 'paid', 'pending', 'void']);
export const receiptCategory = pgEnum('receipt_category', [
  'contribution',
  'loan_payment',
  'membership_fee',
  'other',
]);

/**
 * Evidence of money received, issued by the master book: one per contribution, per loan repayment and per
 * hand-made receipt's journal entry (unique constraints, so retries and races can never issue two).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiptNumber: varchar('receipt_number', { length: 64 }).notNull(),
    amountCents: cents('amount_cents'),
    currency: currency(),
    description: varchar('description', { length: 500 }),
    category: receiptCategory('category'),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    status: receiptStatus('status').notNull().default('approved'),
    contributionId: uuid('contribution_id').references(() => contributions.id),
    loanRepaymentId: uuid('loan_repayment_id').references(() => loanRepayments.id),
    /** The posting that received the money; null while the payment waits for confirmation. */
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    /** Printed on the receipt with its QR code; with the number, anyone can check it at /verify. */
    verificationCode: varchar('verification_code', { length: 32 })
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('receipts_org_number_key').on(t.organizationId, t.receiptNumber),
    // Newest first, in the list's full order (date, issue time, number), for a member's own receipts and for
    // the organization's: a page is read straight off the index with no sort, however many receipts share a
    // date and issue time (a bulk import gives thousands the same).
    index('receipts_org_user_newest_idx').on(
      t.organizationId,
      t.userId,
      t.receiptDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.receiptNumber.desc().nullsFirst(),
    ),
    index('receipts_org_newest_idx').on(
      t.organizationId,
      t.receiptDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.receiptNumber.desc().nullsFirst(),
    ),
    // The public verify page looks a receipt up by its number alone.
    index('receipts_number_idx').on(t.receiptNumber),
    uniqueIndex('receipts_org_contribution_key').on(t.organizationId, t.contributionId),
    uniqueIndex('receipts_org_loan_repayment_key').on(t.organizationId, t.loanRepaymentId),
    uniqueIndex('receipts_org_journal_entry_key').on(t.organizationId, t.journalEntryId),
  ],
);

/**
 * Receipt figures per organization × (member | EVERY_MEMBER), maintained by a trigger on receipts, so the
 * stat cards and the list's total read one row however many receipts there are.
 */
export const receiptSummaries = pgTable(
  'receipt_summaries',
  {
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    totalCount: integer('total_count').notNull().default(0),
    /** Approved and paid. */
    paidCount: integer('paid_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    paidCents: cents('paid_cents').default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);
