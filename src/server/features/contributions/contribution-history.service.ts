import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PAYMENT_METHODS } from '../../../shared/money-records';

type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

import type { TDbOrTx } from '../../db/client';
import { contributions } from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';
import { describeContribution } from '../ledger/entry-descriptions';
import { postJournalEntries } from '../ledger/ledger.service';

/** One payment of the group's past, as its own book recorded it, with the key that makes it once only. */
export type THistoricContribution = {
  userId: string;
  memberName: string;
  date: string;
  amountCents: number;
  method: TPaymentMethod;
  reference: string | null;
  /** Stable for the same row of the same file (ADR 0068): importing it again finds it. */
  key: string;
};

/** Rows a batch posts at once: a thousand entries and their lines stay well under PostgreSQL's parameters. */
const BATCH = 1_000;

/** Which of `keys` the organization's contributions already carry (an earlier import of the same rows). */
export async function findImportedKeys(db: TDbOrTx, organizationId: string, keys: readonly string[]) {
  const rows = await readInChunks(keys, (chunk) =>
    db
      .select({ key: contributions.idempotencyKey })
      .from(contributions)
      .where(
        and(eq(contributions.organizationId, organizationId), inArray(contributions.idempotencyKey, chunk)),
      ),
  );
  return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
}

/**
 * Inside the caller's transaction: records the group's past contributions as completed ones, each posted
 * (cash in, the member's funds credited) as the app posts a contribution, a thousand to a batch. Rows
 * whose key is already in the books are left out, so the same file imported twice adds nothing. Returns the
 * number added. Each date is checked against the open books by the batch.
 */
export async function insertContributionHistory(
  tx: TDbOrTx,
  input: { organizationId: string; recordedBy: string; rows: readonly THistoricContribution[] },
): Promise<number> {
  const { organizationId } = input;
  const known = await findImportedKeys(
    tx,
    organizationId,
    input.rows.map((row) => row.key),
  );
  const fresh = input.rows.filter((row) => !known.has(row.key));
  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh
      .slice(start, start + BATCH)
      .map((row) => ({ row, id: randomUUID(), entryId: randomUUID() }));
    await postJournalEntries(
      tx,
      organizationId,
      batch.map(({ row, id, entryId }) => ({
        id: entryId,
        organizationId,
        entryDate: row.date,
        description: describeContribution({
          memberName: row.memberName,
          contributionDate: row.date,
          referenceNumber: row.reference,
        }),
        transactionType: 'contribution' as const,
        lines: [
          { account: 'cash' as const, amountCents: row.amountCents, memberUserId: row.userId },
          { account: 'member_funds' as const, amountCents: -row.amountCents, memberUserId: row.userId },
        ],
        createdBy: input.recordedBy,
        sourceType: 'contribution',
        sourceId: id,
      })),
    );
    await tx.insert(contributions).values(
      batch.map(({ row, id, entryId }) => ({
        id,
        organizationId,
        userId: row.userId,
        contributionDate: row.date,
        amountCents: row.amountCents,
        paymentMethod: row.method,
        referenceNumber: row.reference,
        status: 'completed' as const,
        notes: 'Imported from the group’s own book',
        journalEntryId: entryId,
        recordedBy: input.recordedBy,
        idempotencyKey: row.key,
      })),
    );
  }
  return fresh.length;
}
