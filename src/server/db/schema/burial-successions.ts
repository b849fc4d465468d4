import { date, index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { burialPeople, burialPolicies } from './burial';
import { burialClaims } from './burial-claims';
import { createdAt, id } from './columns';
import { belongsToOrganization } from './organizations';

/**
 * What a paid claim for a policy's main person did to the policy under the plan's 'successor' rule (ADR 34):
 * the successor who took it over from the day of death, or none (no eligible successor: the cover ended).
 * The policy's main person is the successor of its latest row, or the main member while it has none.
 */
export const burialSuccessions = pgTable(
  'burial_successions',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'restrict' }),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => burialClaims.id, { onDelete: 'restrict' }),
    deceasedPersonId: uuid('deceased_person_id')
      .notNull()
      .references(() => burialPeople.id, { onDelete: 'restrict' }),
    /** Null: nobody eligible, the dependants' cover ended on the day of death. */
    successorPersonId: uuid('successor_person_id').references(() => burialPeople.id, {
      onDelete: 'restrict',
    }),
    takenOverOn: date('taken_over_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('burial_successions_org_policy_idx').on(t.organizationId, t.policyId),
    unique('burial_successions_org_claim_key').on(t.organizationId, t.claimId),
  ],
);
