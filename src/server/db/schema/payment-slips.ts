import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { contributions, loanRepayments } from './money';
import { belongsToOrganization } from './organizations';

/**
 * A member's proof of payment (bank slip, deposit photo, PDF) for one submitted contribution or loan
 * repayment. The file sits in the storage module under `storageKey`; this row says whose it is.
 */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    contributionId: uuid('contribution_id').references(() => contributions.id, { onDelete: 'restrict' }),
    repaymentId: uuid('repayment_id').references(() => loanRepayments.id, { onDelete: 'restrict' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    contentType: varchar('content_type', { length: 50 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    originalName: varchar('original_name', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_slips_org_contribution_key').on(t.organizationId, t.contributionId),
    uniqueIndex('payment_slips_org_repayment_key').on(t.organizationId, t.repaymentId),
    check('payment_slips_one_payment', sql`(${t.contributionId} IS NULL) <> (${t.repaymentId} IS NULL)`),
  ],
);
