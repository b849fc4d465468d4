import { count, sql } from 'drizzle-orm';
import type { PgSelect, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client';

/** A list counts its matching rows up to this many; past it the list reads "1,000+". */
export const LIST_COUNT_CAP = 1_000;

/** How many rows a list's filters match: exact up to the cap, else the cap with `isTotalCapped`. */
export type TCappedTotal = { total: number; isTotalCapped: boolean };

/**
 * Counts the rows of `rows` (a select of the list's tables and filters, its columns unused) but reads at
 * most one past the cap, so the count beside a page costs the same on ten rows of history as on a million.
 */
export async function countUpTo(db: TDbOrTx, rows: PgSelect, cap = LIST_COUNT_CAP): Promise<TCappedTotal> {
  // The select's own columns are COUNTED's constant; drizzle cannot see them through the generic select.
  const limited = rows.limit(cap + 1).as('capped_rows') as unknown as TCountedRows;
  const [row] = await db.select({ n: count() }).from(limited);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, isTotalCapped: true } : { total: n, isTotalCapped: false };
}

/**
 * Several capped counts as one figure (a list drawn from more than one table): exact while every part is
 * and their sum is within the cap, else the cap with `isTotalCapped`.
 */
export function sumCapped(parts: readonly TCappedTotal[], cap = LIST_COUNT_CAP): TCappedTotal {
  const sum = parts.reduce((total, part) => total + part.total, 0);
  const isTotalCapped = sum > cap || parts.some((part) => part.isTotalCapped);
  return { total: Math.min(sum, cap), isTotalCapped };
}

/** The column a counted select needs: a constant, so no row's values are read for it. */
export const COUNTED = { one: sql<number>`1`.as('one') };
type TCountedRows = SubqueryWithSelection<typeof COUNTED, 'capped_rows'>;
