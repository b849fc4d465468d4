import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TEligibilityLine } from '../../../shared/burial/claim-eligibility';
import type { TDeathCause } from '../../../shared/burial/cover-status';
import type { TClaimNoticeKind, TClaimStatus, TPayeeKind } from '../../../shared/contracts/burial-claims';
import { users } from './auth';
import { burialPeople, burialPolicies } from './burial';
import { cents, createdAt, id, updatedAt } from './columns';
import { journalEntries } from './ledger';
import { belongsToOrganization, organizations } from './organizations';

/**
 * A funeral claim for one covered person (ADR 29): lodged, approved by one admin, paid by a second (the
 * payout entry), or declined or withdrawn. One lodged, approved or paid claim per person (partial unique
 * index). The eligibility lines are kept as judged at lodging and again at approval.
 */
export const burialClaims = pgTable(
  'burial_claims',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    personId: uuid('person_id')
      .notNull()
      .references(() => burialPeople.id, { onDelete: 'restrict' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => burialPolicies.id, { onDelete: 'restrict' }),
    /** The policy holder: whose money the claim is (nobody decides a claim on their own policy). */
    holderUserId: uuid('holder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    diedOn: date('died_on', { mode: 'string' }).notNull(),
    cause: varchar('cause', { length: 12 }).$type<TDeathCause>().notNull(),
    /** The Home Affairs notice of death (BI-1663) number. */
    deathNoticeNumber: varchar('death_notice_number', { length: 30 }).notNull(),
    deathCertificateKey: varchar('death_certificate_key', { length: 200 }),
    deathCertificateType: varchar('death_certificate_type', { length: 40 }),
    deathNoticeKey: varchar('death_notice_key', { length: 200 }),
    deathNoticeType: varchar('death_notice_type', { length: 40 }),
    claimantName: varchar('claimant_name', { length: 120 }).notNull(),
    claimantRelationship: varchar('claimant_relationship', { length: 60 }).notNull(),
    claimantPhone: varchar('claimant_phone', { length: 20 }).notNull(),
    /** Where the claimant hears of the decisions too (optional: many claimants have none). */
    claimantEmail: varchar('claimant_email', { length: 254 }),
    payeeKind: varchar('payee_kind', { length: 12 }).$type<TPayeeKind>().notNull(),
    payeeName: varchar('payee_name', { length: 120 }).notNull(),
    payeeAccount: varchar('payee_account', { length: 60 }).notNull(),
    amountCents: cents('amount_cents'),
    status: varchar('status', { length: 12 }).$type<TClaimStatus>().notNull().default('lodged'),
    lodgedOn: date('lodged_on', { mode: 'string' }).notNull(),
    lodgedBy: uuid('lodged_by').references(() => users.id, { onDelete: 'set null' }),
    eligibility: jsonb('eligibility').$type<TEligibilityLine[]>().notNull(),
    approvalEligibility: jsonb('approval_eligibility').$type<TEligibilityLine[]>(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    declineReason: varchar('decline_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('burial_claims_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('burial_claims_org_holder_idx').on(t.organizationId, t.holderUserId),
    uniqueIndex('burial_claims_one_per_person_key')
      .on(t.organizationId, t.personId)
      .where(sql`${t.status} in ('lodged', 'approved', 'paid')`),
  ],
);

/**
 * The e-mails a claim's decisions owe (ADR 35): a row is written in the decision's own transaction, one per
 * claim and decision (unique), and is claimed (`sent_at`) by whoever sends it after the commit. A retried
 * request or a second sender finds it claimed, so a decision is never announced twice.
 */
export const burialClaimNotices = pgTable(
  'burial_claim_notices',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => burialClaims.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 12 }).$type<TClaimNoticeKind>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('burial_claim_notices_claim_kind_key').on(t.claimId, t.kind),
    index('burial_claim_notices_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Whether a society's cash was below its reserve when last checked (ADR 35): the admins are told when it
 * first falls short, and again only after it recovered and fell again.
 */
export const burialReserveStates = pgTable('burial_reserve_states', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  isBelow: boolean('is_below').notNull(),
  /** When the cash last fell below the reserve (null while it has not). */
  belowSince: timestamp('below_since', { withTimezone: true }),
  /** When the admins were told of the current fall (null: not yet). */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
