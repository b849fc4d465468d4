import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { belongsToOrganization } from './organizations';

export const reportType = pgEnum('report_type', [
  'financial_summary',
  'member_activity',
  'loan_portfolio',
  'audit',
  'cover_register',
  'arrears',
  'claims_register',
]);

/** queued -> running -> ready | failed; a failed report can be asked for again (a new row). */
export const reportStatus = pgEnum('report_status', ['queued', 'running', 'ready', 'failed']);

/**
 * A report asked for by an admin and built from the ledger by a background job. Its content is stored as
 * files (the on-screen JSON, the PDF and the CSV) under the storage keys below once it is ready.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    title: varchar('title', { length: 200 }).notNull(),
    reportType: reportType('report_type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: reportStatus('status').notNull().default('queued'),
    /** 0 to 100 while running; 100 when ready. */
    progress: integer('progress').notNull().default(0),
    /** What was asked for, as the request gave it (type and range today; filters later). */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    dataKey: varchar('data_key', { length: 300 }),
    pdfKey: varchar('pdf_key', { length: 300 }),
    csvKey: varchar('csv_key', { length: 300 }),
    failureReason: varchar('failure_reason', { length: 500 }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reports_org_created_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('reports_org_idempotency_key').on(t.organizationId, t.idempotencyKey),
    index('reports_status_idx').on(t.status),
  ],
);
