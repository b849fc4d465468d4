import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { journalEntries } from './ledger';
import { belongsToOrganization } from './organizations';

/**
 * A late fine as money a member owes the group (ADR 0022): one row per member and period, holding what
 * the master book says so far. The daily rules job posts the difference between the rules engine's fine
 * and `amountCents` (fines receivable against fine income) and between the engine's paid part and
 * `paidCents` (member funds against fines receivable), so the book follows the engine.
 */
export const memberFines = pgTable(
  'member_fines',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    periodKey: varchar('period_key', { length: 20 }).notNull(),
    periodLabel: varchar('period_label', { length: 60 }).notNull(),
    /** The rules version that judged the period. */
    ruleVersion: integer('rule_version').notNull(),
    /** The day the fine was raised (the period's due date plus the grace days, plus one). */
    raisedOn: date('raised_on', { mode: 'string' }).notNull(),
    /** The fine posted to the book so far (fines receivable), before any waiver. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** The part of it the member's payments cleared, as posted (member funds to fines receivable). */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** Each posting for this fine takes the next number: the postings' idempotency keys carry it. */
    postings: integer('postings').notNull().default(0),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedReason: varchar('waived_reason', { length: 300 }),
    waiverEntryId: uuid('waiver_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('member_fines_org_user_period_key').on(t.organizationId, t.userId, t.periodKey),
    index('member_fines_org_raised_idx').on(t.organizationId, t.raisedOn),
  ],
);

/** Reminder e-mails sent: never twice for one member, period and kind. */
export const ruleRemindersSent = pgTable(
  'rule_reminders_sent',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: varchar('period_key', { length: 20 }).notNull(),
    /** 'before' the due date or 'after' it while unpaid. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** Whether the member's settings let it go out (false: recorded, so it is not tried again). */
    isSent: boolean('is_sent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rule_reminders_sent_org_user_period_kind_key').on(
      t.organizationId,
      t.userId,
      t.periodKey,
      t.kind,
    ),
  ],
);
