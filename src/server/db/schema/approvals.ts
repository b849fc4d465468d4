import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, currency, id, updatedAt } from './columns';
import { belongsToOrganization, organizations } from './organizations';

/**
 * Two to sign (ADR 0019): which money moves of an organization need a second admin. A null amount means
 * that kind of move is never held; a move is held when its amount is above the one set.
 */
export const approvalPolicies = pgTable('approval_policies', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  payoutsAboveCents: bigint('payouts_above_cents', { mode: 'number' }),
  disbursementsAboveCents: bigint('disbursements_above_cents', { mode: 'number' }),
  isWriteOffGated: boolean('is_write_off_gated').notNull().default(false),
  isReversalGated: boolean('is_reversal_gated').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'cancelled', 'failed']);

/** A money move held for a second admin: what it is, who proposed it and how it was decided. */
export const approvals = pgTable(
  'approvals',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    operation: varchar('operation', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: currency(),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: varchar('description', { length: 300 }).notNull(),
    status: approvalStatus('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    failureReason: varchar('failure_reason', { length: 500 }),
    /** The proposing request's key: a retried proposal returns this approval. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /**
     * The move this approval would make (an operation and what it acts on, e.g. the contribution reversed),
     * when a move can be asked for only once: at most one approval of it is pending. Null: every ask is a
     * new move (a payout).
     */
    moveKey: varchar('move_key', { length: 200 }),
    /** The deciding request's key: a retried approve or cancel answers with the same result. */
    decisionKey: varchar('decision_key', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('approvals_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
    index('approvals_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    uniqueIndex('approvals_org_pending_move')
      .on(t.organizationId, t.moveKey)
      .where(sql`${t.status} = 'pending' and ${t.moveKey} is not null`),
  ],
);
