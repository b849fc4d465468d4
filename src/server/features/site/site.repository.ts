import type { TDbOrTx } from '../../db/client';
import { contactMessages, earlyAccessSignups, pageViews } from '../../db/schema';

/** Inserts the address unless it is already listed; undefined when it was. */
export async function insertEarlyAccessSignup(
  db: TDbOrTx,
  values: { email: string; sourcePage: string },
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(earlyAccessSignups)
    .values(values)
    .onConflictDoNothing({ target: earlyAccessSignups.email })
    .returning({ id: earlyAccessSignups.id });
  return row;
}

export async function insertContactMessage(
  db: TDbOrTx,
  values: { name: string; email: string; phone: string | null; message: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row;
}

export async function insertPageView(
  db: TDbOrTx,
  values: { path: string; referrer: string | null; statusCode: number; userId: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(pageViews).values(values).returning({ id: pageViews.id });
  if (!row) throw new Error('page_views insert returned no row');
  return row;
}
