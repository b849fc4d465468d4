import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

/** Platform roles only: organization_admin is derived from a membership (DESIGN decision 4). */
export const platformRole = pgEnum('platform_role', ['user', 'site_admin', 'developer']);

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: 100 }),
    companyName: varchar('company_name', { length: 200 }),
    /** The member's phone number as they write it: bank lines that carry it are matched to their payments. */
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 255 }).notNull(),
    primaryRole: platformRole('primary_role').notNull().default('user'),
    /**
     * Set when the account is deleted: personal data is removed, the books keep the person's entries and
     * show them as "Former member".
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * User Management's search text: full name and company, lower-cased, one line each, so a search reads one
     * column with `like` (a trigram index serves it, hand-written migration) and never matches across the two.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(full_name, '') || E'\\n' || coalesce(company_name, ''))`,
    ),
    /** Administers an organization: kept by triggers on user_organizations (User Management's role filter). */
    isOrgAdmin: boolean('is_org_admin').notNull().default(false),
    /** Holds site_admin or developer: kept by triggers on user_roles. */
    isStaff: boolean('is_staff').notNull().default(false),
    /**
     * False for a member an admin added without an account (member-invitations.ts): the person cannot sign
     * in as this record until they claim it. Their `users.email` is a placeholder on `.invalid`; `email`
     * here is the contact address the admin gave, or empty.
     */
    hasSignIn: boolean('has_sign_in').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // User Management pages newest first, each role filter from its own partial index.
  (t) => [
    index('profiles_created_idx').on(t.createdAt, t.id),
    index('profiles_regular_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.isOrgAdmin} and not ${t.isStaff}`),
    index('profiles_org_admin_created_idx').on(t.createdAt, t.id).where(sql`${t.isOrgAdmin}`),
    index('profiles_staff_created_idx').on(t.createdAt, t.id).where(sql`${t.isStaff}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: platformRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_role_key').on(t.userId, t.role),
    // The role filter of User Management finds staff by role.
    index('user_roles_role_idx').on(t.role, t.userId),
  ],
);

/** User preferences from the settings page (notification switches). */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  transactionAlerts: boolean('transaction_alerts').notNull().default(true),
  memberUpdates: boolean('member_updates').notNull().default(false),
  updatedAt: updatedAt(),
});
