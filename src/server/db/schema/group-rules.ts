import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TStandingDebt } from '../../../shared/contracts/group-rules';
import type { TGroupRules } from '../../../shared/group-rules/rule-types';
import { users } from './auth';
import { cents, createdAt, id } from './columns';
import { belongsToOrganization, userOrganizations } from './organizations';

/**
 * The group's rules, one row per version (ADR 21). Versions are appended, never edited: a version is in
 * force from `effective_from` until the next version's date.
 */
export const groupRuleVersions = pgTable(
  'group_rule_versions',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rules: jsonb('rules').$type<TGroupRules>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_rule_versions_org_version_key').on(t.organizationId, t.version),
    unique('group_rule_versions_org_effective_key').on(t.organizationId, t.effectiveFrom),
  ],
);

/**
 * Each member's standing under the rules, as the engine computed it on `as_of`: what they owe, how many
 * periods behind they are, their credit. Recomputed by refreshStandings after every change that moves it,
 * so the arrears list is read off an index instead of recomputed per request.
 */
export const memberStandings = pgTable(
  'member_standings',
  {
    organizationId: belongsToOrganization('cascade'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => userOrganizations.id, { onDelete: 'cascade' }),
    owedCents: cents('owed_cents'),
    creditCents: cents('credit_cents'),
    periodsBehind: integer('periods_behind').notNull(),
    oldestUnpaidPeriod: varchar('oldest_unpaid_period', { length: 10 }),
    oldestUnpaidLabel: varchar('oldest_unpaid_label', { length: 60 }),
    oldestUnpaidDueOn: date('oldest_unpaid_due_on', { mode: 'string' }),
    finesCents: cents('fines_cents'),
    /** The overdue debts, oldest first (what the member's card and the arrears list break down). */
    breakdown: jsonb('breakdown').$type<TStandingDebt[]>().notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_standings_pkey', columns: [t.organizationId, t.userId] }),
    index('member_standings_org_owed_idx').on(t.organizationId, t.owedCents),
    index('member_standings_org_behind_idx').on(t.organizationId, t.periodsBehind, t.owedCents),
    index('member_standings_org_oldest_idx').on(t.organizationId, t.oldestUnpaidDueOn),
  ],
);
