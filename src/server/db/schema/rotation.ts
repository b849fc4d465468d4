import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, id, updatedAt } from './columns';
import { journalEntries } from './ledger';
import { contributions } from './money';
import { belongsToOrganization } from './organizations';

/**
 * A rotating stokvel's cycle (issue 21, ADR 26): every member pays the amount each round and one member takes
 * the round's pot, in `member_order`. The order comes from a recorded draw (`draw_seed`, see
 * src/shared/rotation/draw.ts) or was set by hand (seed null); accepted swaps rewrite it.
 */
export const rotationCycles = pgTable(
  'rotation_cycles',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    amountCents: cents('amount_cents'),
    frequency: varchar('frequency', { length: 20 }).$type<'monthly' | 'weekly' | 'fortnightly'>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    recipientPays: boolean('recipient_pays').notNull(),
    drawSeed: varchar('draw_seed', { length: 100 }),
    /** Member user ids in payout order: round 1 pays the first. */
    memberOrder: jsonb('member_order').$type<string[]>().notNull(),
    /** Member user id -> the collateral they pledged, as the admin wrote it (noted beside any debt). */
    collateralNotes: jsonb('collateral_notes').$type<Record<string, string>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rotation_cycles_org_idx').on(t.organizationId, t.createdAt)],
);

export type TSwapStatus = 'pending' | 'accepted' | 'declined';

/** Two members trading places in the order: it takes effect only when the counterpart accepts too. */
export const rotationSwaps = pgTable(
  'rotation_swaps',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => rotationCycles.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    counterpartId: uuid('counterpart_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 20 }).$type<TSwapStatus>().notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('rotation_swaps_cycle_idx').on(t.cycleId, t.createdAt)],
);

/** One payout per round, posted through the ledger as one payout entry to the round's recipient. */
export const rotationPayouts = pgTable(
  'rotation_payouts',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => rotationCycles.id, { onDelete: 'restrict' }),
    roundNumber: integer('round_number').notNull(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents'),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [unique('rotation_payouts_cycle_round_key').on(t.cycleId, t.roundNumber)],
);

/**
 * A member's payment towards their rotation debt (rounds missed after being paid, ADR 37): a contribution of
 * theirs linked to the cycle, so it is money in through the ledger with its receipt, but never counts as a
 * payment into the round it is dated in. It reduces the debt once completed; a pending one holds its part.
 */
export const rotationDebtPayments = pgTable(
  'rotation_debt_payments',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => rotationCycles.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rotation_debt_payments_contribution_key').on(t.contributionId),
    index('rotation_debt_payments_cycle_idx').on(t.cycleId, t.userId),
  ],
);
