import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cents, createdAt, id } from './columns';
import { journalEntries } from './ledger';
import { belongsToOrganization } from './organizations';

/**
 * A grocery stokvel's bulk purchase (ADR 0036): the groceries bought with the pot, posted as an expense,
 * with the supplier's receipt kept through the storage module. The year-end share-out deducts the purchases
 * dated in its cycle from what it pays out, each member's part by the group's rule.
 */
export const groceryPurchases = pgTable(
  'grocery_purchases',
  {
    id: id(),
    organizationId: belongsToOrganization('restrict'),
    supplier: varchar('supplier', { length: 120 }).notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents'),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    receiptContentType: varchar('receipt_content_type', { length: 50 }).notNull(),
    receiptSizeBytes: integer('receipt_size_bytes').notNull(),
    receiptStorageKey: varchar('receipt_storage_key', { length: 300 }).notNull(),
    receiptOriginalName: varchar('receipt_original_name', { length: 200 }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('grocery_purchases_org_date_idx').on(t.organizationId, t.purchasedOn),
    check('grocery_purchases_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
