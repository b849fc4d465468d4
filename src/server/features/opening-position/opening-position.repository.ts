import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { openingPositions, profiles, userOrganizations } from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';

export type TOpeningPositionRow = typeof openingPositions.$inferSelect;

/** The organization's opening position that stands (not reversed), with who posted it; locked with `isLocked`. */
export async function findStandingPosition(db: TDbOrTx, organizationId: string, isLocked = false) {
  const query = db
    .select({ position: openingPositions, postedByName: profiles.fullName })
    .from(openingPositions)
    .leftJoin(profiles, eq(profiles.userId, openingPositions.postedBy))
    .where(
      and(eq(openingPositions.organizationId, organizationId), isNull(openingPositions.reversalEntryId)),
    );
  const [row] = await (isLocked ? query.for('update', { of: openingPositions }) : query);
  return row;
}

export async function insertPosition(db: TDbOrTx, values: typeof openingPositions.$inferInsert) {
  await db.insert(openingPositions).values(values);
}

export async function markPositionReversed(db: TDbOrTx, id: string, reversalEntryId: string) {
  await db.update(openingPositions).set({ reversalEntryId }).where(eq(openingPositions.id, id));
}

/** Which of `userIds` are members of the organization. */
export async function readMemberIds(db: TDbOrTx, organizationId: string, userIds: readonly string[]) {
  const rows = await readInChunks([...new Set(userIds)], (chunk) =>
    db
      .select({ userId: userOrganizations.userId })
      .from(userOrganizations)
      .where(
        and(eq(userOrganizations.organizationId, organizationId), inArray(userOrganizations.userId, chunk)),
      ),
  );
  return new Set(rows.map((row) => row.userId));
}
