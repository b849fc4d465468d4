import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { openingPositions } from './opening-positions';
import { belongsToOrganization } from './organizations';

/** Shared by contributions and loan repayments: only `completed` is posted to the ledger. */
export const moneyRecordStatus = pgEnum('money_record_status', [
  'pending',
  'completed',
  'failed',
  'reversed',
]);
export const loanStatus = pgEnum('loan_status', [
  'pending',
  'approved',
  'rejected',
  'active',
  'paid',
  'defaulted',
]);
export const paymentMethod = pgEnum('payment_method', [
  'cash',
  'eft',
  'card',
  'debit_order',
  'mobile_money',
  'other',
]);

export const contributions = pgTable(
  'contributions',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    contributionDate: date('contribution_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
    /** Who paid, when someone paid on the member's behalf (null: the member themself). */
    paidByUserId: uuid('paid_by_user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: currency(),
    paymentMethod: paymentMethod('payment_method').notNull().default('eft'),
    referenceNumber: varchar('reference_number', { length: 100 }),
    status: moneyRecordStatus('status').notNull().default('pending'),
    notes: varchar('notes', { length: 1000 }),
    /** A member's savings at books start (ADR 0067): counted as paid in, in no month and for no period. */
    openingPositionId: uuid('opening_position_id').references(() => openingPositions.id),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // In the list's order (newest date, then newest created): a page reads its own rows only.
    index('contributions_org_date_idx').on(t.organizationId, t.contributionDate, t.createdAt),
    index('contributions_org_user_date_idx').on(t.organizationId, t.userId, t.contributionDate),
    // Pending payments by amount: what a page of bank lines matches its open deposits against.
    index('contributions_org_pending_amount_idx')
      .on(t.organizationId, t.amountCents)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('contributions_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    loanDate: date('loan_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
    currency: currency(),
    /** Flat interest on the principal for the whole term, in basis points (1250 = 12.5 %). */
    interestRateBps: integer('interest_rate_bps').notNull(),
    termMonths: integer('term_months').notNull(),
    totalRepayableCents: cents('total_repayable_cents'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: loanStatus('status').notNull().default('pending'),
    purpose: varchar('purpose', { length: 500 }),
    decisionReason: varchar('decision_reason', { length: 500 }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    disbursedOn: date('disbursed_on', { mode: 'string' }),
    disbursementEntryId: uuid('disbursement_entry_id').references(() => journalEntries.id),
    /** Set once when a defaulted loan's outstanding principal is written off. */
    writtenOffOn: date('written_off_on', { mode: 'string' }),
    writeOffEntryId: uuid('write_off_entry_id').references(() => journalEntries.id),
    /** A loan still out when the books start, entered with the opening position (ADR 0067). */
    openingPositionId: uuid('opening_position_id').references(() => openingPositions.id),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('loans_org_date_idx').on(t.organizationId, t.loanDate, t.createdAt),
    index('loans_org_user_idx').on(t.organizationId, t.userId),
    index('loans_org_status_idx').on(t.organizationId, t.status),
    uniqueIndex('loans_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
  ],
);

export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    repaymentDate: date('repayment_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
    principalCents: cents('principal_cents').default(0),
    interestCents: cents('interest_cents').default(0),
    currency: currency(),
    status: moneyRecordStatus('status').notNull().default('pending'),
    referenceNumber: varchar('reference_number', { length: 100 }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    /** Received on a defaulted loan (a recovery); on a written-off one its principal reduces the write-off. */
    isRecovery: boolean('is_recovery').notNull().default(false),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('loan_repayments_org_loan_idx').on(t.organizationId, t.loanId),
    index('loan_repayments_org_pending_amount_idx')
      .on(t.organizationId, t.amountCents)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('loan_repayments_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
  ],
);

/** Whole-organization rows use this user id; all-time rows use ALL_TIME as the month. */
export const EVERY_MEMBER = '00000000-0000-0000-0000-000000000000';
export const ALL_TIME = '0001-01-01';

/**
 * Completed contributions counted and summed per organization × (member | EVERY_MEMBER) × (month | ALL_TIME),
 * maintained by a trigger on contributions, so figures read one row whatever the history's size.
 */
export const contributionSummaries = pgTable(
  'contribution_summaries',
  {
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    completedCount: integer('completed_count').notNull().default(0),
    completedCents: cents('completed_cents').default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.month] })],
);

/**
 * Loan figures per organization × (member | EVERY_MEMBER), maintained by triggers on loans and
 * loan_repayments, so the stat cards read one row however many loans there are.
 */
export const loanSummaries = pgTable(
  'loan_summaries',
  {
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    /** Principal of every loan disbursed (active, paid or defaulted). */
    disbursedCents: cents('disbursed_cents').default(0),
    activeCount: integer('active_count').notNull().default(0),
    /** Principal of the loans active now. */
    activeCents: cents('active_cents').default(0),
    /** Completed repayments received. */
    repaidCents: cents('repaid_cents').default(0),
    defaultedCount: integer('defaulted_count').notNull().default(0),
    /** Principal still lent out on active loans: their share of loans receivable in the master book. */
    activeOutstandingCents: cents('active_outstanding_cents').default(0),
    /** Principal still owed on defaulted loans not yet written off: the rest of loans receivable. */
    defaultedOutstandingCents: cents('defaulted_outstanding_cents').default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);
