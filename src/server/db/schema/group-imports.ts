import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { GROUP_IMPORT_STATUSES } from '../../../shared/contracts/group-import';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { belongsToOrganization } from './organizations';

export const groupImportStatus = pgEnum('group_import_status', GROUP_IMPORT_STATUSES);

/**
 * An import of the group's own file (ADR 0068): the file waits in the shared store while a job reads it
 * into a preview (the dry run); once an admin confirms, a job writes all of it in one transaction.
 */
export const groupImports = pgTable(
  'group_imports',
  {
    id: id(),
    organizationId: belongsToOrganization('cascade'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    /** The columns the admin chose, per sheet. */
    mapping: jsonb('mapping').$type<Record<string, Record<string, string>>>(),
    openingCashCents: bigint('opening_cash_cents', { mode: 'number' }).notNull(),
    status: groupImportStatus('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    preview: jsonb('preview').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    failureCode: varchar('failure_code', { length: 40 }),
    failureMessage: varchar('failure_message', { length: 500 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('group_imports_org_created_idx').on(t.organizationId, t.createdAt)],
);
