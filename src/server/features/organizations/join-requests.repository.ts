import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { organizationJoinRequests, profiles, users } from '../../db/schema';

export type TJoinRequestRow = typeof organizationJoinRequests.$inferSelect;

/** One page of an organization's join requests, newest first, with who asked; plus total and pending counts. */
export async function listJoinRequests(
  db: TDbOrTx,
  input: { organizationId: string; limit: number; offset: number },
) {
  const rows = await db
    .select({
      request: organizationJoinRequests,
      fullName: profiles.fullName,
      email: users.email,
      image: users.image,
    })
    .from(organizationJoinRequests)
    .innerJoin(users, eq(users.id, organizationJoinRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, organizationJoinRequests.userId))
    .where(eq(organizationJoinRequests.organizationId, input.organizationId))
    .orderBy(desc(organizationJoinRequests.createdAt), desc(organizationJoinRequests.id))
    .limit(input.limit)
    .offset(input.offset);
  const [counted] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pendingCount:
        sql<number>`count(*) filter (where ${organizationJoinRequests.status} = 'pending')`.mapWith(Number),
    })
    .from(organizationJoinRequests)
    .where(eq(organizationJoinRequests.organizationId, input.organizationId));
  return { rows, total: counted?.total ?? 0, pendingCount: counted?.pendingCount ?? 0 };
}

/** A request to this organization only, locked for the rest of the transaction. */
export async function lockJoinRequest(tx: TDbOrTx, organizationId: string, requestId: string) {
  const [row] = await tx
    .select()
    .from(organizationJoinRequests)
    .where(
      and(
        eq(organizationJoinRequests.organizationId, organizationId),
        eq(organizationJoinRequests.id, requestId),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function findPendingJoinRequest(db: TDbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(organizationJoinRequests)
    .where(
      and(
        eq(organizationJoinRequests.organizationId, organizationId),
        eq(organizationJoinRequests.userId, userId),
        eq(organizationJoinRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertJoinRequest(
  tx: TDbOrTx,
  values: { organizationId: string; userId: string; message: string },
) {
  const [row] = await tx
    .insert(organizationJoinRequests)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('join request insert returned no row');
  return row;
}

export async function updateJoinRequestStatus(
  tx: TDbOrTx,
  input: {
    organizationId: string;
    requestId: string;
    status: TJoinRequestRow['status'];
    reviewedBy: string;
    reviewedAt: Date;
  },
) {
  const [row] = await tx
    .update(organizationJoinRequests)
    .set({ status: input.status, reviewedBy: input.reviewedBy, reviewedAt: input.reviewedAt })
    .where(
      and(
        eq(organizationJoinRequests.organizationId, input.organizationId),
        eq(organizationJoinRequests.id, input.requestId),
      ),
    )
    .returning();
  if (!row) throw new Error('join request update returned no row');
  return row;
}
