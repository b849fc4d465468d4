import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table names and types these the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const organizationId = () => uuid('organization_id').notNull();
/** Money is integer cents; bigint read back as a JS number (safe below 2^53 cents). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();
export const currency = () => varchar('currency', { length: 3 }).notNull().default('ZAR');
export const nowSql = sql`now()`;
