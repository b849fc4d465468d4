import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contributions } from '../../db/schema';
import { readInChunks } from '../../platform/in-chunks';

/**
 * Records each member's savings at books start as a completed contribution of the opening position (ADR
 * 0067), bound to the opening entry that credits them: paid in for the member's figures, statement and
 * share-out, but in no month and for no period of the rules.
 */
export async function insertOpeningSavings(
  tx: TDbOrTx,
  input: {
    organizationId: string;
    openingPositionId: string;
    journalEntryId: string;
    asOf: string;
    recordedBy: string;
    savings: readonly { userId: string; amountCents: number }[];
  },
) {
  await readInChunks(input.savings, async (chunk) => {
    await tx.insert(contributions).values(
      chunk.map((saving) => ({
        organizationId: input.organizationId,
        userId: saving.userId,
        contributionDate: input.asOf,
        amountCents: saving.amountCents,
        paymentMethod: 'other' as const,
        referenceNumber: 'Savings at books start',
        status: 'completed' as const,
        openingPositionId: input.openingPositionId,
        journalEntryId: input.journalEntryId,
        recordedBy: input.recordedBy,
      })),
    );
    return [];
  });
}

/** Takes back the savings of a reversed opening position (the reversal entry debits them). */
export async function reverseOpeningSavings(tx: TDbOrTx, organizationId: string, openingPositionId: string) {
  await tx
    .update(contributions)
    .set({ status: 'reversed' })
    .where(
      and(
        eq(contributions.organizationId, organizationId),
        eq(contributions.openingPositionId, openingPositionId),
      ),
    );
}
