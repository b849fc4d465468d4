import { asc, eq } from 'drizzle-orm';
import { contributions, loanRepayments, receipts } from '../db/schema';
import { createReceiptNumber, createVerificationCode } from '../features/receipts/receipt-issuing';
import type { TSeedContext, TSeedOrganization } from './seed-context';
import { atSastHour, monthLabel } from './seed-dates';
import { createRandom } from './seed-random';

type TReceiptRow = typeof receipts.$inferInsert;

/** Its own generator, so receipt numbers do not shift the rest of the seed's random choices. */
const RECEIPT_SEED = 0x7ec_e1b7;
const VOID_REASON = 'The payment failed';

type TPayment = {
  userId: string;
  date: string;
  amountCents: number;
  status: 'pending' | 'completed' | 'failed' | 'reversed';
  journalEntryId: string | null;
  referenceNumber: string | null;
};

function toStatus(payment: TPayment): TReceiptRow['status'] {
  if (payment.status === 'completed') return 'paid';
  return payment.status === 'pending' ? 'pending' : 'void';
}

/** The receipt the master book issued for a payment, as the receipts service would have. */
function toReceipt(
  org: TSeedOrganization,
  payment: TPayment,
  details: Pick<TReceiptRow, 'category' | 'description' | 'contributionId' | 'loanRepaymentId'>,
  pick: (max: number) => number,
): TReceiptRow {
  const at = atSastHour(payment.date, 12);
  const status = toStatus(payment);
  return {
    organizationId: org.id,
    userId: payment.userId,
    receiptNumber: createReceiptNumber(at.getTime(), pick),
    verificationCode: createVerificationCode(),
    amountCents: payment.amountCents,
    receiptDate: payment.date,
    status,
    journalEntryId: payment.journalEntryId,
    issuedBy: org.admin.id,
    voidedAt: status === 'void' ? at : null,
    voidReason: status === 'void' ? VOID_REASON : null,
    createdAt: at,
    updatedAt: at,
    ...details,
  };
}

/**
 * A receipt for every payment, as the books issue them: paid for completed contributions and loan
 * repayments (linked to their journal entries), pending for those awaiting confirmation, void for the
 * returned debit orders.
 */
export async function seedReceipts(ctx: TSeedContext): Promise<void> {
  const random = createRandom(RECEIPT_SEED);
  const pick = (max: number) => Math.floor(random.next() * max);
  for (const org of ctx.organizations) {
    const paid = await ctx.db
      .select()
      .from(contributions)
      .where(eq(contributions.organizationId, org.id))
      .orderBy(asc(contributions.contributionDate), asc(contributions.referenceNumber));
    const repaid = await ctx.db
      .select()
      .from(loanRepayments)
      .where(eq(loanRepayments.organizationId, org.id))
      .orderBy(asc(loanRepayments.repaymentDate), asc(loanRepayments.referenceNumber));
    const rows = [
      ...paid.map((row) => {
        const reference = row.referenceNumber ? ` (${row.referenceNumber})` : '';
        return toReceipt(
          org,
          { ...row, date: row.contributionDate },
          {
            category: 'contribution',
            description: `Contribution for ${monthLabel(row.contributionDate)}${reference}`,
            contributionId: row.id,
          },
          pick,
        );
      }),
      ...repaid.map((row) =>
        toReceipt(
          org,
          { ...row, date: row.repaymentDate },
          {
            category: 'loan_payment',
            description: row.referenceNumber ? `Loan repayment (${row.referenceNumber})` : 'Loan repayment',
            loanRepaymentId: row.id,
          },
          pick,
        ),
      ),
    ];
    if (rows.length > 0) await ctx.db.insert(receipts).values(rows);
  }
}
