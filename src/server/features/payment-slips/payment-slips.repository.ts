import { and, eq, inArray } from 'drizzle-orm';
import type { TPaymentSlip } from '../../../shared/contracts/payment-slips';
import type { TDbOrTx } from '../../db/client';
import { contributions, loanRepayments, paymentSlips } from '../../db/schema';

export type TPaymentSlipRow = typeof paymentSlips.$inferSelect;

/** The columns a payment list joins to show its slip (see toPaymentSlip). */
export const slipColumns = {
  id: paymentSlips.id,
  contentType: paymentSlips.contentType,
  sizeBytes: paymentSlips.sizeBytes,
  originalName: paymentSlips.originalName,
};

type TSlipColumns = {
  id: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  originalName: string | null;
};

/** A joined slip (all null when the payment has none) as the API shows it. */
export function toPaymentSlip(columns: TSlipColumns | null | undefined): TPaymentSlip | null {
  if (!columns?.id || !columns.contentType) return null;
  return {
    id: columns.id,
    contentType: columns.contentType === 'application/pdf' ? 'application/pdf' : 'image/webp',
    sizeBytes: columns.sizeBytes ?? 0,
    originalName: columns.originalName,
  };
}

export async function insertPaymentSlip(db: TDbOrTx, values: typeof paymentSlips.$inferInsert) {
  const [row] = await db.insert(paymentSlips).values(values).returning();
  if (!row) throw new Error('payment slip insert returned no row');
  return row;
}

export async function hasPaymentSlip(db: TDbOrTx, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentSlips.id })
    .from(paymentSlips)
    .where(and(eq(paymentSlips.organizationId, organizationId), eq(paymentSlips.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** A slip with the member whose payment it proves (the contribution's or the repayment's member). */
export async function findPaymentSlipWithOwner(db: TDbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select({
      slip: paymentSlips,
      contributionOwner: contributions.userId,
      repaymentOwner: loanRepayments.userId,
    })
    .from(paymentSlips)
    .leftJoin(contributions, eq(contributions.id, paymentSlips.contributionId))
    .leftJoin(loanRepayments, eq(loanRepayments.id, paymentSlips.repaymentId))
    .where(and(eq(paymentSlips.organizationId, organizationId), eq(paymentSlips.id, id)))
    .limit(1);
  if (!row) return undefined;
  return { slip: row.slip, ownerUserId: row.contributionOwner ?? row.repaymentOwner ?? null };
}

/** The slips of these repayments, by repayment id. */
export async function findRepaymentSlips(
  db: TDbOrTx,
  organizationId: string,
  repaymentIds: readonly string[],
): Promise<Map<string, TPaymentSlip>> {
  if (repaymentIds.length === 0) return new Map();
  const rows = await db
    .select({ ...slipColumns, repaymentId: paymentSlips.repaymentId })
    .from(paymentSlips)
    .where(
      and(
        eq(paymentSlips.organizationId, organizationId),
        inArray(paymentSlips.repaymentId, [...repaymentIds]),
      ),
    );
  const slips = new Map<string, TPaymentSlip>();
  for (const row of rows) {
    const slip = toPaymentSlip(row);
    if (row.repaymentId && slip) slips.set(row.repaymentId, slip);
  }
  return slips;
}
