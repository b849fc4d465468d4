import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Unexpected server errors (the 500s), kept so developers can read them on the System Logs page.
 * No request bodies, no cookies, no personal data: the request id, the route and the error's message and stack.
 */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: id(),
    requestId: varchar('request_id', { length: 64 }),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    status: integer('status').notNull().default(500),
    message: varchar('message', { length: 1000 }).notNull(),
    stack: varchar('stack', { length: 4000 }),
    createdAt: createdAt(),
  },
  (t) => [index('server_errors_created_idx').on(t.createdAt)],
);

/**
 * Platform-wide counts kept by triggers, so a figure such as "how many accounts" is one row read however many
 * there are. `profiles` is the number of accounts (User Management's unfiltered total).
 */
export const platformCounts = pgTable('platform_counts', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
