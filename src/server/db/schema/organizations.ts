import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TLoanTerms } from '../../../shared/contracts/loans';
import { ORGANIZATION_TYPES } from '../../../shared/organization-types';
import { users } from './auth';
import { createdAt, id, organizationId, updatedAt } from './columns';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);
export const membershipRole = pgEnum('membership_role', ['admin', 'member']);
export const joinRequestStatus = pgEnum('join_request_status', ['pending', 'approved', 'rejected']);

export type TOrganizationSettings = {
  require_approval: boolean;
  allow_public_join: boolean;
  max_members: number | null;
  /** Set by the loan terms screen (ZLoanTerms); DEFAULT_LOAN_TERMS apply while unset. */
  loan_terms?: TLoanTerms;
};

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    organizationType: organizationType('organization_type').notNull().default('general'),
    description: varchar('description', { length: 2000 }),
    logoUrl: varchar('logo_url', { length: 500 }),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    settings: jsonb('settings')
      .$type<TOrganizationSettings>()
      .notNull()
      .default({ require_approval: true, allow_public_join: false, max_members: null }),
    active: boolean('active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The last day of the last closed month: nothing may be posted on or before it (see book_closings). */
    booksClosedThrough: date('books_closed_through', { mode: 'string' }),
    /** The day the group was founded, which may be decades before it came to the app. */
    foundedOn: date('founded_on', { mode: 'string' }),
    /**
     * The first day whose entries live in the app (null: the day the organization was created here). Entries
     * are dated from it to today; what came before is the opening position.
     */
    booksStartOn: date('books_start_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_active_name_idx').on(t.active, t.name),
    check(
      'organizations_founded_before_books',
      sql`${t.foundedOn} is null or ${t.booksStartOn} is null or ${t.foundedOn} <= ${t.booksStartOn}`,
    ),
  ],
);

/**
 * The organization a row belongs to. `cascade`: the row goes with the organization (its settings, members,
 * rules); `restrict`: the organization cannot be deleted while the row exists (its books and records).
 */
export const belongsToOrganization = (onDelete: 'cascade' | 'restrict') =>
  organizationId().references(() => organizations.id, { onDelete });

export const userOrganizations = pgTable(
  'user_organizations',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRole('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitationAcceptedAt: timestamp('invitation_accepted_at', { withTimezone: true }),
    /**
     * What the member writes as the reference of a bank payment to the group, e.g. `KSS-4821` (see
     * shared/payment-reference.ts). Assigned by a database trigger when the membership is inserted.
     */
    paymentReference: varchar('payment_reference', { length: 16 }),
  },
  (t) => [
    unique('user_organizations_org_user_key').on(t.organizationId, t.userId),
    uniqueIndex('user_organizations_org_payment_reference_key').on(t.organizationId, t.paymentReference),
    index('user_organizations_user_idx').on(t.userId),
  ],
);

export const organizationJoinRequests = pgTable(
  'organization_join_requests',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: varchar('message', { length: 500 }),
    status: joinRequestStatus('status').notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('join_requests_org_created_idx').on(t.organizationId, t.createdAt),
    // One pending request per user and organization, enforced by the database.
    uniqueIndex('join_requests_one_pending_idx')
      .on(t.organizationId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);

export const featureCategory = pgEnum('feature_category', [
  'general',
  'security',
  'payments',
  'analytics',
  'communication',
]);

export const featureFlags = pgTable('feature_flags', {
  id: id(),
  featureKey: varchar('feature_key', { length: 64 }).notNull().unique(),
  featureName: varchar('feature_name', { length: 120 }).notNull(),
  description: text('description'),
  category: featureCategory('category').notNull().default('general'),
  enabled: boolean('enabled').notNull().default(true),
  isCritical: boolean('is_critical').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organizationFeatureFlags = pgTable(
  'organization_feature_flags',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    featureKey: varchar('feature_key', { length: 64 })
      .notNull()
      .references(() => featureFlags.featureKey, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('org_feature_flags_org_key').on(t.organizationId, t.featureKey)],
);
