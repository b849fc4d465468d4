import { can } from '../../../shared/access';
import type {
  TNewReceipt,
  TReceipt,
  TReceiptQuery,
  TReceiptStats,
  TReceiptVerification,
} from '../../../shared/contracts/receipts';
import { parseRandToCents } from '../../../shared/money';
import type { TDbOrTx } from '../../db/client';
import { isOrganizationMember } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand, type TMoneyOutcome } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import { announceContribution, writeContribution } from '../contributions/contribution-writes.service';
import { postJournalEntry } from '../ledger/ledger.service';
import { findLoan } from '../loans/index';
import { announceRepayment, writeRepayment } from '../loans/loan-repayments.service';
import { insertIssuedReceipt } from './receipt-issuing';
import {
  findReceipt,
  findReceiptToVerify,
  findReceiptWithSource,
  listReceipts,
  readReceiptTotals,
  type TReceiptSource,
  type TReceiptWithMember,
} from './receipts.repository';

export type TReceiptReadContext = Pick<TMoneyContext, 'db' | 'org' | 'actor'>;

export const FORMER_MEMBER = 'Former member';

export function toReceipt({
  receipt,
  memberName,
  memberEmail,
  memberDeletedAt,
}: TReceiptWithMember): TReceipt {
  return {
    id: receipt.id,
    organizationId: receipt.organizationId,
    userId: receipt.userId,
    memberName: memberDeletedAt ? FORMER_MEMBER : memberName,
    memberEmail: memberDeletedAt ? null : memberEmail,
    receiptNumber: receipt.receiptNumber,
    amountCents: receipt.amountCents,
    currency: receipt.currency,
    description: receipt.description,
    category: receipt.category,
    receiptDate: receipt.receiptDate,
    status: receipt.status,
    journalEntryId: receipt.journalEntryId,
    verificationCode: receipt.verificationCode,
    voidReason: receipt.voidReason,
    createdAt: receipt.createdAt.toISOString(),
  };
}

/** Admins and staff see the organization's receipts; members only their own (DESIGN decision 5). */
export function canReadAllReceipts(ctx: Pick<TMoneyContext, 'org'>): boolean {
  return can({ role: ctx.org.role }, 'receipt.read_organization');
}

function resolveMemberScope(ctx: TReceiptReadContext): string | undefined {
  return canReadAllReceipts(ctx) ? undefined : ctx.actor.userId;
}

/** Any member: a page of receipts in their scope, newest first, searched by number, member, text or amount. */
export async function listScopedReceipts(ctx: TReceiptReadContext, query: TReceiptQuery) {
  const search = query.search || undefined;
  const { items, total, isTotalCapped } = await listReceipts(
    ctx.db,
    ctx.org.organizationId,
    { userId: resolveMemberScope(ctx), search, searchCents: search ? parseRandToCents(search) : null },
    { limit: query.limit, offset: query.offset },
  );
  return { items: items.map(toReceipt), total, isTotalCapped, limit: query.limit, offset: query.offset };
}

/** Any member: the four stat cards over every receipt in their scope. */
export async function getReceiptStats(ctx: TReceiptReadContext): Promise<TReceiptStats> {
  const userId = resolveMemberScope(ctx);
  const totals = await readReceiptTotals(ctx.db, ctx.org.organizationId, userId);
  return {
    scope: userId ? 'own' : 'organization',
    ...totals,
    averageCents: totals.paidCount ? Math.round(totals.paidCents / totals.paidCount) : 0,
  };
}

/**
 * Any member: one receipt. Someone else's receipt is "not found" to a member, exactly like a receipt that
 * does not exist, so its existence is never revealed.
 */
export async function getScopedReceipt(ctx: TReceiptReadContext, id: string): Promise<TReceipt> {
  const row = await findReceipt(ctx.db, ctx.org.organizationId, id);
  if (!row || (row.receipt.userId !== ctx.actor.userId && !canReadAllReceipts(ctx))) {
    throw new AppError('NOT_FOUND', 'Receipt not found');
  }
  return toReceipt(row);
}

async function readIssuedReceipt(db: TDbOrTx, organizationId: string, source: TReceiptSource) {
  const row = await findReceiptWithSource(db, organizationId, source);
  if (!row) throw new AppError('NOT_FOUND', 'Receipt not found');
  return toReceipt(row);
}

async function readReceiptById(db: TDbOrTx, organizationId: string, id: string) {
  const row = await findReceipt(db, organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Receipt not found');
  return toReceipt(row);
}

type TReceiptWrite = Omit<TMoneyOutcome<unknown>, 'result'> & {
  source: TReceiptSource;
  alert?: () => Promise<unknown>;
};

/** Membership fees and other money in: one journal entry (cash in, fee income) and its receipt, together. */
async function writeIncomeWithReceipt(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  input: TNewReceipt,
): Promise<TReceiptWrite> {
  const organizationId = ctx.org.organizationId;
  const isFee = input.category === 'membership_fee';
  const label = isFee ? 'Membership fee' : 'Money received';
  const { entry } = await postJournalEntry(tx, {
    organizationId,
    entryDate: input.receiptDate,
    description: (input.description ? `${label}: ${input.description}` : label).slice(0, 500),
    transactionType: isFee ? 'fee' : 'other',
    lines: [
      { account: 'cash', amountCents: input.amountCents, memberUserId: input.userId },
      { account: 'fee_income', amountCents: -input.amountCents, memberUserId: input.userId },
    ],
    createdBy: ctx.actor.userId,
    sourceType: 'receipt',
  });
  await insertIssuedReceipt(tx, ctx, {
    organizationId,
    userId: input.userId,
    amountCents: input.amountCents,
    description: input.description ?? null,
    category: input.category,
    receiptDate: input.receiptDate,
    status: 'approved',
    journalEntryId: entry.id,
  });
  return {
    source: { journalEntryId: entry.id },
    resultType: 'receipt',
    resultId: entry.id,
    audit: {
      action: `transaction.${input.category}`,
      targetType: 'journal_entry',
      targetId: entry.id,
      summary: { amountCents: input.amountCents, date: input.receiptDate, memberUserId: input.userId },
    },
    topics: ['transactions'],
  };
}

/** Records the money a receipt is for, through the write of its kind, inside the receipt's command. */
async function writeReceiptMoney(
  tx: TDbOrTx,
  ctx: TMoneyContext,
  input: TNewReceipt,
): Promise<TReceiptWrite> {
  const organizationId = ctx.org.organizationId;
  if (input.category === 'contribution') {
    const written = await writeContribution(
      tx,
      ctx,
      input.userId,
      {
        userId: input.userId,
        contributionDate: input.receiptDate,
        amountCents: input.amountCents,
        paymentMethod: input.paymentMethod,
        referenceNumber: null,
        notes: input.description ?? null,
      },
      'completed',
    );
    return {
      ...written,
      source: { contributionId: written.resultId },
      alert: () => announceContribution(ctx, written.result, 'contribution.recorded'),
    };
  }
  if (input.category === 'loan_payment') {
    const loan = input.loanId ? await findLoan(tx, organizationId, input.loanId) : undefined;
    if (!loan || loan.loan.userId !== input.userId) {
      throw new AppError('VALIDATION_FAILED', 'Choose a loan of this member');
    }
    const written = await writeRepayment(
      tx,
      ctx,
      loan.loan.id,
      { repaymentDate: input.receiptDate, amountCents: input.amountCents, referenceNumber: null },
      'completed',
    );
    return {
      ...written,
      source: { loanRepaymentId: written.resultId },
      alert: () => announceRepayment(ctx, written.result, 'repayment.recorded'),
    };
  }
  return writeIncomeWithReceipt(tx, ctx, input);
}

/**
 * Organization admins (receipt.create): a receipt is evidence of money received, so New Receipt records
 * that money through the master book (a contribution, a repayment on the member's loan, a membership fee
 * or other income) and issues its receipt, approved at once, in the same transaction. Nobody issues a
 * receipt for money they paid themselves. A retried Idempotency-Key returns the first receipt.
 */
export function createReceipt(ctx: TMoneyContext, input: TNewReceipt): Promise<TReceipt> {
  const organizationId = ctx.org.organizationId;
  const withDraft: TMoneyContext = {
    ...ctx,
    receipt: { description: input.description ?? null, status: 'approved' },
  };
  let alert: (() => Promise<unknown>) | undefined;
  return runMoneyCommand(ctx, {
    operation: 'receipt.create',
    request: input,
    execute: async (tx) => {
      await assertMayActOn(tx, ctx, {
        permission: 'receipt.create',
        ownerUserId: input.userId,
        action: 'record',
      });
      if (!(await isOrganizationMember(tx, organizationId, input.userId))) {
        throw new AppError('VALIDATION_FAILED', 'This member does not belong to the organization');
      }
      const written = await writeReceiptMoney(tx, withDraft, input);
      alert = written.alert;
      const receipt = await readIssuedReceipt(tx, organizationId, written.source);
      return {
        result: receipt,
        resultType: 'receipt',
        resultId: receipt.id,
        audit: written.audit,
        topics: [...written.topics, 'receipts'],
      };
    },
    replay: (tx, id) => readReceiptById(tx, organizationId, id),
    afterCommit: async () => {
      await alert?.();
    },
  });
}

/**
 * Anyone, signed in or not: what a receipt says, given its number and verification code. Only the
 * organization, amount, date and status; a wrong code is "not found", like an unknown number.
 */
export async function verifyReceipt(
  db: TDbOrTx,
  receiptNumber: string,
  code: string | undefined,
): Promise<TReceiptVerification> {
  const row = code ? await findReceiptToVerify(db, receiptNumber, code.toUpperCase()) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No receipt matches this number and code');
  return row;
}
