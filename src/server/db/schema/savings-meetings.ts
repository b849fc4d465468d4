import {
  bigint,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, id, organizationId, updatedAt } from './columns';
import { journalEntries } from './ledger';
import { contributions } from './money';
import { belongsToOrganization } from './organizations';

export const savingsMeetingStatus = pgEnum('savings_meeting_status', ['open', 'closed']);
export const meetingAttendanceStatus = pgEnum('meeting_attendance_status', ['present', 'absent', 'excused']);
export const meetingPaymentKind = pgEnum('meeting_payment_kind', ['social_fund', 'grant', 'fine']);

/**
 * A meeting of a share-based (VSLA style) group (ADR 0032), numbered within the organization; `cycle` counts
 * the group's cycles (a cycle ends with its share-out). Closing stores the cash counted in the box and what the
 * books said then; only the latest meeting can be reopened.
 */
export const savingsMeetings = pgTable(
  'savings_meetings',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    cycle: integer('cycle').notNull(),
    number: integer('number').notNull(),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    status: savingsMeetingStatus('status').notNull().default('open'),
    cashCountedCents: bigint('cash_counted_cents', { mode: 'number' }),
    bookCashCents: bigint('book_cash_cents', { mode: 'number' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('savings_meetings_org_number_key').on(t.organizationId, t.number)],
);

/** Who came to a meeting. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    organizationId: organizationId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => savingsMeetings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: meetingAttendanceStatus('status').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.meetingId, t.userId] })],
);

/**
 * Shares a member bought at a meeting: a completed contribution of shares x the share price, so the member's
 * savings, statements and figures count it. A purchase whose contribution is reversed no longer counts.
 */
export const meetingSharePurchases = pgTable(
  'meeting_share_purchases',
  {
    id: id(),
    organizationId: organizationId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => savingsMeetings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shares: integer('shares').notNull(),
    sharePriceCents: cents('share_price_cents'),
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_share_purchases_org_meeting_idx').on(t.organizationId, t.meetingId),
    index('meeting_share_purchases_org_user_idx').on(t.organizationId, t.userId),
  ],
);

/**
 * Other money at a meeting: social fund contributions (into the social fund, never shared out), grants paid
 * from the social fund, and fines paid on the spot. Each is one journal entry; a correction reverses it.
 */
export const meetingPayments = pgTable(
  'meeting_payments',
  {
    id: id(),
    organizationId: organizationId(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => savingsMeetings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: meetingPaymentKind('kind').notNull(),
    amountCents: cents('amount_cents'),
    reason: varchar('reason', { length: 200 }),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    reversalEntryId: uuid('reversal_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('meeting_payments_org_meeting_idx').on(t.organizationId, t.meetingId)],
);
