import { pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { belongsToOrganization } from './organizations';

/**
 * One row per money write (ADR 17): the Idempotency-Key is scoped by organization and operation, the
 * request hash tells a retry from a different request, and the result names the row the write produced,
 * so a retry answers from it without writing again.
 */
export const moneyCommands = pgTable(
  'money_commands',
  {
    organizationId: belongsToOrganization('restrict'),
    /** What the write does, e.g. `contribution.record` or `loan.disburse`. */
    operation: varchar('operation', { length: 60 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** sha256 of the canonical JSON of the actor, the target record and the request body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Who asked; kept as null when their account is deleted (the hash still names them). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set in the same transaction as the write: what kind of row answers a retry, and which. */
    resultType: varchar('result_type', { length: 40 }),
    resultId: uuid('result_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.operation, t.idempotencyKey] })],
);
