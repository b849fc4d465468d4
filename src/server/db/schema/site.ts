import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';

export const submissionType = pgEnum('submission_type', [
  'bug_report',
  'feature_request',
  'question',
  'complaint',
  'other',
]);
export const submissionTarget = pgEnum('submission_target', ['organization', 'site_operators']);
export const submissionPriority = pgEnum('submission_priority', ['low', 'medium', 'high']);
export const submissionStatus = pgEnum('submission_status', [
  'pending',
  'in_progress',
  'resolved',
  'rejected',
]);

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionType: submissionType('submission_type').notNull(),
    targetType: submissionTarget('target_type').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 5000 }).notNull(),
    priority: submissionPriority('priority').notNull().default('medium'),
    status: submissionStatus('status').notNull().default('pending'),
    resolutionNotes: varchar('resolution_notes', { length: 2000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('submissions_org_created_idx').on(t.organizationId, t.createdAt),
    index('submissions_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const earlyAccessSignups = pgTable('early_access_signups', {
  id: id(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  sourcePage: varchar('source_page', { length: 64 }).notNull().default('home'),
  contacted: boolean('contacted').notNull().default(false),
  notes: varchar('notes', { length: 2000 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  phone: varchar('phone', { length: 20 }),
  message: varchar('message', { length: 2000 }).notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: varchar('path', { length: 500 }).notNull(),
    referrer: varchar('referrer', { length: 500 }),
    statusCode: integer('status_code').notNull().default(200),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    actorUserId: uuid('actor_user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 64 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_created_idx').on(t.organizationId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // A user's recent actions and the actions on them, for User Management's details.
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_target_created_idx').on(t.targetId, t.createdAt),
  ],
);

/**
 * Platform staff viewing an organization they are not a member of, one row per staff member, organization
 * and fifteen-minute window: the first read of a window claims its row and writes the audit row, the rest
 * find it claimed (auth/staff-views.ts, ADR 60).
 */
export const staffViews = pgTable(
  'staff_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.windowStart] })],
);

export const authEventKind = pgEnum('auth_event_kind', [
  'sign_up',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'rate_limited',
]);

/** Sign-in failures and other account events, for the security pages. No passwords, no tokens. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: id(),
    kind: authEventKind('kind').notNull(),
    userId: uuid('user_id'),
    email: varchar('email', { length: 255 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_events_created_idx').on(t.createdAt)],
);

export const mailStatus = pgEnum('mail_status', ['queued', 'sent', 'failed']);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    link: varchar('link', { length: 2000 }),
    status: mailStatus('status').notNull().default('queued'),
    error: varchar('error', { length: 1000 }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);
