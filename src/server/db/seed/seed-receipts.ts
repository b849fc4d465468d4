import { receipts } from '../schema';
import type { TSeedContext } from './seed-context';
import type { TSeededContribution } from './seed-contributions';
import { atSastHour, compactDate, dayOfMonthAgo, monthLabel } from './seed-dates';

type TReceiptRow = typeof receipts.$inferInsert;

/** Receipts cover the last three months, this one included. */
const RECEIPT_MONTHS = 3;
const PENDING_RECEIPTS = 3;

/** 'RCP-20261103-0007': the date and a running number, unique within the organization. */
function receiptNumber(date: string, sequence: number): string {
  return `RCP-${compactDate(date)}-${String(sequence).padStart(4, '0')}`;
}

function toReceipt(contribution: TSeededContribution, sequence: number): TReceiptRow {
  const isPaid = contribution.status === 'completed';
  const at = atSastHour(contribution.date, 12);
  return {
    organizationId: contribution.organization.id,
    userId: contribution.member.id,
    receiptNumber: receiptNumber(contribution.date, sequence),
    amountCents: contribution.amountCents,
    description: isPaid
      ? `Contribution for ${monthLabel(contribution.date)}`
      : `Contribution for ${monthLabel(contribution.date)} (awaiting payment confirmation)`,
    category: 'contribution',
    receiptDate: contribution.date,
    status: isPaid ? 'paid' : 'pending',
    contributionId: contribution.id,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A paid receipt for every completed contribution of the last three months, and pending receipts for
 * the first few contributions still awaiting confirmation.
 */
export async function seedReceipts(ctx: TSeedContext, seeded: readonly TSeededContribution[]): Promise<void> {
  const since = dayOfMonthAgo(ctx.today, RECEIPT_MONTHS - 1, 1);
  const paid = seeded.filter((c) => c.status === 'completed' && c.date >= since);
  const pending = seeded.filter((c) => c.status === 'pending').slice(0, PENDING_RECEIPTS);
  const chosen = [...paid, ...pending].sort(
    (a, b) => a.date.localeCompare(b.date) || Number(a.status === 'pending') - Number(b.status === 'pending'),
  );
  const sequences = new Map<string, number>();
  const rows = chosen.map((contribution) => {
    const sequence = (sequences.get(contribution.organization.id) ?? 0) + 1;
    sequences.set(contribution.organization.id, sequence);
    return toReceipt(contribution, sequence);
  });
  if (rows.length > 0) await ctx.db.insert(receipts).values(rows);
}
