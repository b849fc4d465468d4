import { date, index, pgTable, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { burialPolicies } from './burial';
import { burialClaims } from './burial-claims';
import { cents, createdAt, id } from './columns';
import { journalEntries } from './ledger';
import { belongsToOrganization } from './organizations';

/**
 * A levy one member owes after a funeral claim was paid (ADR 33): raised in the payout's transaction for
 * every other policy in force on the claim's plan, at the levy of the terms that policy is on. One per claim
 * and policy, so a retried payout raises none twice. Paid once in full: the payment's entry and who recorded it.
 */
export const burialLevies = pgTable(
  'burial_levies',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => burialClaims.id, { onDelete: 'restrict' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'restrict' }),
    /** The member who owes it: the policy holder. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents'),
    raisedOn: date('raised_on', { mode: 'string' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    paidRecordedBy: uuid('paid_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    paymentMethod: varchar('payment_method', { length: 20 }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('burial_levies_org_claim_policy_key').on(t.organizationId, t.claimId, t.policyId),
    index('burial_levies_org_user_idx').on(t.organizationId, t.userId, t.raisedOn),
  ],
);
