import { date, index, jsonb, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { belongsToOrganization } from './organizations';

export const shareOutStatus = pgEnum('share_out_status', ['proposed', 'posted', 'withdrawn']);

/**
 * A year-end share-out (ADR 0028): the table computed from the books for a cycle by the group's rule, as
 * proposed for every member to review, and then posted as payouts. `result` is the computed table
 * (TShareOutResult, member keys are user ids); posting recomputes it and refuses if the books moved.
 */
export const shareOuts = pgTable(
  'share_outs',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    rule: varchar('rule', { length: 32 }).notNull(),
    status: shareOutStatus('status').notNull().default('proposed'),
    result: jsonb('result').notNull(),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    postedOn: date('posted_on', { mode: 'string' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('share_outs_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);
