import { randomBytes, randomInt } from 'node:crypto';
import type { TReceiptCategory, TReceiptStatus } from '../../../shared/contracts/receipts';
import type { TDbOrTx } from '../../db/client';
import type { receipts } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import {
  findContributionForReceipt,
  findReceiptBySource,
  findRepaymentForReceipt,
  insertReceiptUnlessNumberTaken,
  type TReceiptRow,
  type TReceiptSource,
  updateReceipt,
} from './receipts.repository';

const NUMBER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** No 0/O, 1/I/L: a code read aloud or typed from paper stays unambiguous. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 'RCP-1763971200000-7KQ3ZA': the issue time in milliseconds and six random characters. */
export function createReceiptNumber(now: number = Date.now(), pick: (max: number) => number = randomInt) {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += NUMBER_ALPHABET[pick(NUMBER_ALPHABET.length)];
  return `RCP-${now}-${suffix}`;
}

/** Twelve characters from a 31-letter alphabet (about 59 bits): not guessable, easy to type. */
export function createVerificationCode(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The only moves a receipt can make: a pending one is paid or voided, an issued one voided. */
const ALLOWED: Record<TReceiptStatus, readonly TReceiptStatus[]> = {
  pending: ['paid', 'approved', 'void'],
  paid: ['void'],
  approved: ['void'],
  void: [],
};

export function assertReceiptTransition(from: TReceiptStatus, to: TReceiptStatus): void {
  if (!ALLOWED[from].includes(to)) throw new AppError('CONFLICT', `A ${from} receipt cannot become ${to}`);
}

type TNewReceiptRow = Omit<typeof receipts.$inferInsert, 'receiptNumber' | 'verificationCode'>;

/**
 * Inserts a receipt with a fresh number (drawing again on the rare clash) and announces it. Call inside
 * the money write's transaction; the unique keys on its source make a second receipt impossible.
 */
export async function insertIssuedReceipt(
  tx: TDbOrTx,
  ctx: Pick<TMoneyContext, 'actor' | 'requestId'>,
  values: TNewReceiptRow,
): Promise<TReceiptRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertReceiptUnlessNumberTaken(tx, {
      ...values,
      receiptNumber: createReceiptNumber(),
      verificationCode: createVerificationCode(),
      issuedBy: ctx.actor.userId,
    });
    if (row) {
      await announceReceipt(tx, ctx, 'receipt.issue', row);
      return row;
    }
  }
  throw new Error('could not draw a free receipt number');
}

async function announceReceipt(
  tx: TDbOrTx,
  ctx: Pick<TMoneyContext, 'actor' | 'requestId'>,
  action: string,
  row: TReceiptRow,
) {
  await writeAudit(tx, {
    organizationId: row.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'receipt',
    targetId: row.id,
    summary: {
      receiptNumber: row.receiptNumber,
      userId: row.userId,
      amountCents: row.amountCents,
      status: row.status,
    },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'receipts', organizationId: row.organizationId });
}

type TPaymentState = {
  organizationId: string;
  userId: string;
  amountCents: number;
  date: string;
  status: 'pending' | 'completed' | 'failed' | 'reversed';
  journalEntryId: string | null;
  category: TReceiptCategory;
  description: string;
};

const VOID_REASONS = { failed: 'The payment failed', reversed: 'The payment was reversed' } as const;

/** What the payment's receipt should say now: pending while waiting, paid once posted, void after. */
function targetStatus(ctx: TMoneyContext, status: TPaymentState['status']): TReceiptStatus {
  if (status === 'pending') return 'pending';
  if (status === 'completed') return ctx.receipt?.status ?? 'paid';
  return 'void';
}

async function syncReceipt(tx: TDbOrTx, ctx: TMoneyContext, source: TReceiptSource, payment: TPaymentState) {
  const target = targetStatus(ctx, payment.status);
  const existing = await findReceiptBySource(tx, payment.organizationId, source);
  if (!existing) {
    // A payment that failed before it ever had a receipt needs none.
    if (target === 'void') return;
    await insertIssuedReceipt(tx, ctx, {
      organizationId: payment.organizationId,
      userId: payment.userId,
      amountCents: payment.amountCents,
      description: ctx.receipt ? ctx.receipt.description : payment.description,
      category: payment.category,
      receiptDate: payment.date,
      status: target,
      journalEntryId: payment.journalEntryId,
      ...source,
    });
    return;
  }
  if (existing.status === target) return;
  assertReceiptTransition(existing.status, target);
  const isVoid = target === 'void';
  const updated = await updateReceipt(tx, existing.organizationId, existing.id, {
    status: target,
    journalEntryId: existing.journalEntryId ?? payment.journalEntryId,
    ...(isVoid
      ? { voidedAt: new Date(), voidReason: VOID_REASONS[payment.status as 'failed' | 'reversed'] }
      : {}),
  });
  await announceReceipt(tx, ctx, isVoid ? 'receipt.void' : 'receipt.paid', updated);
}

function monthOf(date: string): string {
  return new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Brings a contribution's receipt in line with the contribution, inside the caller's transaction: a
 * pending contribution has a pending receipt, a completed one a paid receipt linked to its journal entry,
 * a failed or reversed one a void receipt. Call after every change of the contribution's status.
 */
export async function syncContributionReceipt(tx: TDbOrTx, ctx: TMoneyContext, contributionId: string) {
  const row = await findContributionForReceipt(tx, ctx.org.organizationId, contributionId);
  if (!row) throw new Error('contribution vanished inside its own transaction');
  const reference = row.referenceNumber ? ` (${row.referenceNumber})` : '';
  await syncReceipt(
    tx,
    ctx,
    { contributionId },
    {
      ...row,
      date: row.contributionDate,
      category: 'contribution',
      description: `Contribution for ${monthOf(row.contributionDate)}${reference}`,
    },
  );
}

/** The same for a loan repayment: pending when submitted, paid when confirmed, void when it failed. */
export async function syncRepaymentReceipt(tx: TDbOrTx, ctx: TMoneyContext, repaymentId: string) {
  const row = await findRepaymentForReceipt(tx, ctx.org.organizationId, repaymentId);
  if (!row) throw new Error('repayment vanished inside its own transaction');
  const reference = row.referenceNumber ? ` (${row.referenceNumber})` : '';
  await syncReceipt(
    tx,
    ctx,
    { loanRepaymentId: repaymentId },
    {
      ...row,
      date: row.repaymentDate,
      category: 'loan_payment',
      description: `Loan repayment${reference}`,
    },
  );
}
