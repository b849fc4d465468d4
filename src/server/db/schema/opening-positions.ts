import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, id } from './columns';
import { journalEntries } from './ledger';
import { belongsToOrganization } from './organizations';

/** One place where the group kept money when its books started: cash on hand or a named bank account. */
export type TOpeningHolding = { name: string; balanceCents: number };

/**
 * What the group held and owed on the day its books start, posted as one balanced opening entry against
 * the opening balances account (ADR 67). Its member savings and loans are records of their own, bound to
 * that entry. Corrected by reversing the entry; then a new position can be posted.
 */
export const openingPositions = pgTable(
  'opening_positions',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** Cash on hand and each bank account, as the treasurer counted them; their sum is the cash line. */
    holdings: jsonb('holdings').$type<TOpeningHolding[]>().notNull(),
    cashCents: cents('cash_cents'),
    savingsCents: cents('savings_cents'),
    savingsCount: integer('savings_count').notNull(),
    loansCents: cents('loans_cents'),
    loanCount: integer('loan_count').notNull(),
    /** What is left to the group itself: cash and loans less members' savings (negative: a shortfall). */
    equityCents: cents('equity_cents'),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    reversalEntryId: uuid('reversal_entry_id').references(() => journalEntries.id),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('opening_positions_one_standing')
      .on(t.organizationId)
      .where(sql`${t.reversalEntryId} is null`),
  ],
);
