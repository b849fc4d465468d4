import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { moneyCommands, userOrganizations } from '../../db/schema';

type TCommandKey = { organizationId: string; operation: string; idempotencyKey: string };

function whereKey(key: TCommandKey) {
  return and(
    eq(moneyCommands.organizationId, key.organizationId),
    eq(moneyCommands.operation, key.operation),
    eq(moneyCommands.idempotencyKey, key.idempotencyKey),
  );
}

/**
 * Claims the key for this write. A concurrent twin with the same key waits here on the primary key until
 * the first one ends; it then gets `false` (the first committed) or the claim (the first rolled back).
 */
export async function claimCommand(
  tx: TDbOrTx,
  values: TCommandKey & { requestHash: string; actorUserId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(moneyCommands)
    .values(values)
    .onConflictDoNothing()
    .returning({ operation: moneyCommands.operation });
  return rows.length === 1;
}

export async function findCommand(tx: TDbOrTx, key: TCommandKey) {
  const [row] = await tx.select().from(moneyCommands).where(whereKey(key)).limit(1);
  return row;
}

export async function setCommandResult(
  tx: TDbOrTx,
  key: TCommandKey,
  result: { resultType: string; resultId: string },
): Promise<void> {
  await tx.update(moneyCommands).set(result).where(whereKey(key));
}

/** How many admins the organization has (whether someone else can confirm an admin's own money). */
export async function countOrganizationAdmins(tx: TDbOrTx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number | string>`count(*)` })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.role, 'admin')));
  return Number(row?.count ?? 0);
}

/**
 * Locks the member's membership row until the transaction ends, so checks over everything the member holds
 * (the loan limit) see one request at a time. False when they are not a member.
 */
export async function lockMembership(tx: TDbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.userId, userId)))
    .for('update');
  return rows.length === 1;
}
