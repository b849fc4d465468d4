import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TCoverEndReason,
  TCoverStatusKind,
  TDeathCause,
  TPolicyEndReason,
  TRelationship,
} from '../../../shared/burial/cover-status';
import type { TPlanTerms } from '../../../shared/contracts/burial';
import { users } from './auth';
import { createdAt, id } from './columns';
import { belongsToOrganization, userOrganizations } from './organizations';

/** A burial society's named plan (ADR 27); its terms live in versions. */
export const burialPlans = pgTable(
  'burial_plans',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    name: varchar('name', { length: 80 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('burial_plans_org_name_key').on(t.organizationId, t.name)],
);

/** A plan's terms from a date; appended, never edited. A policy keeps the version it joined under. */
export const burialPlanVersions = pgTable(
  'burial_plan_versions',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => burialPlans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    terms: jsonb('terms').$type<TPlanTerms>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('burial_plan_versions_org_plan_version_key').on(t.organizationId, t.planId, t.version),
    unique('burial_plan_versions_org_plan_effective_key').on(t.organizationId, t.planId, t.effectiveFrom),
  ],
);

/** A member's policy: one per member per society, under the plan version in force on the day they joined. */
export const burialPolicies = pgTable(
  'burial_policies',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => burialPlans.id, { onDelete: 'restrict' }),
    planVersion: integer('plan_version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The membership the policy was taken under; null once the member left (the policy ended then). */
    membershipId: uuid('membership_id').references(() => userOrganizations.id, { onDelete: 'set null' }),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    /** The adult on the policy the member nominated to take it over at their death (ADR 34). */
    successorPersonId: uuid('successor_person_id').references((): AnyPgColumn => burialPeople.id, {
      onDelete: 'set null',
    }),
    /**
     * The day the policy ended and why: the member was removed from the society or closed their account.
     * An ended policy keeps its people, claims and levies; it is read by admins and covers nobody after it.
     */
    endedOn: date('ended_on', { mode: 'string' }),
    endReason: varchar('end_reason', { length: 20 }).$type<TPolicyEndReason>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('burial_policies_org_user_open_key')
      .on(t.organizationId, t.userId)
      .where(sql`${t.endedOn} is null`),
  ],
);

/**
 * The people a policy covers: the main member and their dependants. A removed person keeps their row
 * (removed_on set). One person is covered on one policy across the whole platform: the unique index on the
 * document number of people not removed is deliberately not per organization (ADR 27).
 */
export const burialPeople = pgTable(
  'burial_people',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'restrict' }),
    relationship: varchar('relationship', { length: 20 }).$type<TRelationship>().notNull(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    documentKind: varchar('document_kind', { length: 10 }).$type<'sa_id' | 'passport' | 'other'>(),
    /** Upper case, without spaces or dashes: how the number is compared. */
    documentNumber: varchar('document_number', { length: 30 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sex: varchar('sex', { length: 6 }).$type<'female' | 'male'>(),
    isStudent: boolean('is_student').notNull().default(false),
    addedOn: date('added_on', { mode: 'string' }).notNull(),
    removedOn: date('removed_on', { mode: 'string' }),
    diedOn: date('died_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('burial_people_org_policy_idx').on(t.organizationId, t.policyId),
    uniqueIndex('burial_people_document_key')
      .on(t.documentKind, t.documentNumber)
      .where(sql`${t.removedOn} is null and ${t.documentNumber} is not null`),
  ],
);

/** Each person's cover status as last computed (on every payment and every day), for the register. */
export const burialCoverStatuses = pgTable(
  'burial_cover_statuses',
  {
    organizationId: belongsToOrganization('cascade'),
    personId: uuid('person_id')
      .notNull()
      .references(() => burialPeople.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<TCoverStatusKind>().notNull(),
    since: date('since', { mode: 'string' }),
    until: date('until', { mode: 'string' }),
    coveredFrom: jsonb('covered_from').$type<Record<TDeathCause, string | null>>().notNull(),
    coveredCauses: jsonb('covered_causes').$type<TDeathCause[]>().notNull(),
    monthsOwed: integer('months_owed').notNull(),
    reason: varchar('reason', { length: 10 }).$type<TCoverEndReason>(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'burial_cover_statuses_pkey', columns: [t.organizationId, t.personId] }),
    index('burial_cover_statuses_org_status_idx').on(t.organizationId, t.status),
  ],
);

/**
 * A member's acceptance of newer terms of their plan (ADR 27): the policy moved from one version to another
 * from a day, on the member's own word. The policy row holds the version now in force; these rows keep the
 * history the cover and the premiums are judged by.
 */
export const burialPolicyTermChanges = pgTable(
  'burial_policy_term_changes',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'restrict' }),
    fromVersion: integer('from_version').notNull(),
    toVersion: integer('to_version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('burial_policy_term_changes_org_policy_idx').on(t.organizationId, t.policyId),
    unique('burial_policy_term_changes_org_policy_version_key').on(t.organizationId, t.policyId, t.toVersion),
  ],
);
