import { desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bookClosings, organizations, profiles } from '../../db/schema';

/** The organization's books row, locked FOR UPDATE: postings in flight finish first, new ones wait. */
export async function lockBooksForClosing(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({ createdAt: organizations.createdAt, booksClosedThrough: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

export async function readBooks(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select({ createdAt: organizations.createdAt, booksClosedThrough: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function saveBooksClosedThrough(
  db: TDbOrTx,
  input: { organizationId: string; closedThrough: string; closedBy: string; reason: string | null },
) {
  await db
    .update(organizations)
    .set({ booksClosedThrough: input.closedThrough })
    .where(eq(organizations.id, input.organizationId));
  const [row] = await db
    .insert(bookClosings)
    .values({
      organizationId: input.organizationId,
      closedThrough: input.closedThrough,
      closedBy: input.closedBy,
      reason: input.reason,
    })
    .returning({ id: bookClosings.id });
  if (!row) throw new Error('book closing insert returned no row');
  return row.id;
}

/** Every closing of the organization's books, newest first, with the name of who closed them. */
export async function listBookClosings(db: TDbOrTx, organizationId: string) {
  return db
    .select({
      closedThrough: bookClosings.closedThrough,
      closedByName: profiles.fullName,
      closedAt: bookClosings.createdAt,
      reason: bookClosings.reason,
    })
    .from(bookClosings)
    .leftJoin(profiles, eq(profiles.userId, bookClosings.closedBy))
    .where(eq(bookClosings.organizationId, organizationId))
    .orderBy(desc(bookClosings.closedThrough));
}
