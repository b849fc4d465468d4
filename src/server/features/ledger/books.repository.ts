import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { bookClosings, journalEntries, openingPositions, organizations, profiles } from '../../db/schema';

/** The organization's books row, locked FOR UPDATE: postings in flight finish first, new ones wait. */
const BOOKS = {
  createdAt: organizations.createdAt,
  foundedOn: organizations.foundedOn,
  booksStartOn: organizations.booksStartOn,
  booksClosedThrough: organizations.booksClosedThrough,
};

export async function lockBooksForClosing(db: TDbOrTx, organizationId: string) {
  const [row] = await db
    .select(BOOKS)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
}

export async function readBooks(db: TDbOrTx, organizationId: string) {
  const [row] = await db.select(BOOKS).from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export async function saveBooksStart(
  db: TDbOrTx,
  organizationId: string,
  values: { foundedOn: string | null; booksStartOn: string },
) {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}

/** The earliest day any entry of the organization's books is dated, or null while there is none. */
export async function readFirstEntryDate(db: TDbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ entryDate: journalEntries.entryDate })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, organizationId))
    .orderBy(asc(journalEntries.entryDate))
    .limit(1);
  return row?.entryDate ?? null;
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

/** The day of the opening position that stands (not reversed), or null while there is none (ADR 0067). */
export async function readStandingOpeningDate(db: TDbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ asOf: openingPositions.asOf })
    .from(openingPositions)
    .where(
      and(eq(openingPositions.organizationId, organizationId), isNull(openingPositions.reversalEntryId)),
    );
  return row?.asOf ?? null;
}
