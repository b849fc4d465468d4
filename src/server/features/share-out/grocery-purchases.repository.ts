import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { groceryPurchases, profiles } from '../../db/schema';

export type TGroceryPurchaseRow = typeof groceryPurchases.$inferSelect;

const withRecorder = {
  purchase: groceryPurchases,
  recordedByName: profiles.fullName,
};

/** The group's bulk purchases, newest first, with who recorded each. */
export function listGroceryPurchases(db: TDbOrTx, organizationId: string) {
  return db
    .select(withRecorder)
    .from(groceryPurchases)
    .leftJoin(profiles, eq(profiles.userId, groceryPurchases.recordedBy))
    .where(eq(groceryPurchases.organizationId, organizationId))
    .orderBy(desc(groceryPurchases.purchasedOn), desc(groceryPurchases.createdAt));
}

export async function findGroceryPurchase(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(withRecorder)
    .from(groceryPurchases)
    .leftJoin(profiles, eq(profiles.userId, groceryPurchases.recordedBy))
    .where(and(eq(groceryPurchases.organizationId, organizationId), eq(groceryPurchases.id, id)));
  return row;
}

export async function insertGroceryPurchase(db: TDbOrTx, values: typeof groceryPurchases.$inferInsert) {
  const [row] = await db.insert(groceryPurchases).values(values).returning({ id: groceryPurchases.id });
  if (!row) throw new Error('grocery purchase insert returned no row');
  return row.id;
}

/** Whether any purchase keeps its receipt under the key (a failed upload's file may then be removed). */
export async function isReceiptKept(db: TDbOrTx, organizationId: string, storageKey: string) {
  const [row] = await db
    .select({ id: groceryPurchases.id })
    .from(groceryPurchases)
    .where(
      and(
        eq(groceryPurchases.organizationId, organizationId),
        eq(groceryPurchases.receiptStorageKey, storageKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}
