import { createHash, randomUUID } from 'node:crypto';
import { can, getEffectiveRole } from '../../../shared/access';
import type { TContribution, TSubmitContribution } from '../../../shared/contracts/contributions';
import type { TLoanRepayment, TSubmitRepayment } from '../../../shared/contracts/loans';
import type { TDbOrTx } from '../../db/client';
import type { TFileUpload } from '../../http/file-uploads';
import { AppError } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import type { TStorage, TStoredFile } from '../../platform/storage/storage';
import { readContribution, writeContribution } from '../contributions/contribution-writes.service';
import { readRepaymentAnswer, writeRepayment } from '../loans/loan-repayments.service';
import { findPaymentSlipWithOwner, hasPaymentSlip, insertPaymentSlip } from './payment-slips.repository';
import { cleanOriginalName, prepareSlip, type TPreparedSlip } from './slip-file';

type TSlipPayment = { contributionId: string } | { repaymentId: string };
/** Writes the slip's row for the payment just written, inside the submit's transaction. */
type TAttachSlip = (tx: TDbOrTx, payment: TSlipPayment) => Promise<void>;

const SLIP_NOT_FOUND = 'Slip not found';

/**
 * Checks and stores the slip, then runs the submit, which writes the slip's row in its own transaction.
 * Nothing is left half-stored: when the submit fails the file is removed; when the Idempotency-Key replays
 * an earlier submit (which kept its own slip), the file this retry stored is removed too.
 */
async function submitWithSlip<TResult>(
  ctx: TMoneyContext,
  storage: TStorage,
  upload: TFileUpload,
  submit: (attach: TAttachSlip, slipSha256: string) => Promise<TResult>,
): Promise<TResult> {
  const prepared = await prepareSlip(upload.bytes);
  const organizationId = ctx.org.organizationId;
  const slipId = randomUUID();
  const storageKey = `slips/${organizationId}/${slipId}.${prepared.extension}`;
  const attach: TAttachSlip = async (tx, payment) => {
    await insertPaymentSlip(tx, {
      id: slipId,
      organizationId,
      ...payment,
      uploadedBy: ctx.actor.userId,
      contentType: prepared.contentType,
      sizeBytes: prepared.data.byteLength,
      storageKey,
      originalName: cleanOriginalName(upload.name),
    });
  };
  await storage.put(storageKey, prepared.data, prepared.contentType);
  try {
    const result = await submit(attach, hashUpload(upload.bytes));
    if (!(await hasPaymentSlip(ctx.db, organizationId, slipId))) await storage.remove(storageKey);
    return result;
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/** The upload's fingerprint joins the request a retry must repeat: the same key with another file is refused. */
function hashUpload(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Any member (contribution.submit): reports their own payment with its slip, pending until another admin
 * confirms it. The same rules and the same Idempotency-Key scope as a submit without a slip.
 */
export function submitContributionWithSlip(
  ctx: TMoneyContext,
  storage: TStorage,
  input: TSubmitContribution,
  upload: TFileUpload,
): Promise<TContribution> {
  if (!ctx.org.membershipRole)
    throw new AppError('FORBIDDEN', 'Only members can submit their own contributions');
  const organizationId = ctx.org.organizationId;
  return submitWithSlip(ctx, storage, upload, (attach, slipSha256) =>
    runMoneyCommand(ctx, {
      operation: 'contribution.submit',
      request: { ...input, slipSha256 },
      execute: async (tx) => {
        const outcome = await writeContribution(tx, ctx, ctx.actor.userId, input, 'pending');
        await attach(tx, { contributionId: outcome.resultId });
        return { ...outcome, result: await readContribution(tx, organizationId, outcome.resultId) };
      },
      replay: (tx, id) => readContribution(tx, organizationId, id),
    }),
  );
}

/** The borrower (loan.repayment_submit): reports a repayment with its slip, pending until an admin confirms it. */
export function submitRepaymentWithSlip(
  ctx: TMoneyContext,
  storage: TStorage,
  loanId: string,
  input: TSubmitRepayment,
  upload: TFileUpload,
): Promise<TLoanRepayment> {
  const organizationId = ctx.org.organizationId;
  return submitWithSlip(ctx, storage, upload, (attach, slipSha256) =>
    runMoneyCommand(ctx, {
      operation: 'repayment.submit',
      targetId: loanId,
      request: { ...input, slipSha256 },
      execute: async (tx) => {
        const outcome = await writeRepayment(tx, ctx, loanId, input, 'pending');
        await attach(tx, { repaymentId: outcome.resultId });
        return {
          ...outcome,
          result: await readRepaymentAnswer(tx, organizationId, loanId, outcome.resultId),
        };
      },
      replay: (tx, id) => readRepaymentAnswer(tx, organizationId, loanId, id),
    }),
  );
}

export type TSlipFile = TStoredFile & { contentType: TPreparedSlip['contentType']; fileName: string };

/**
 * The member whose payment the slip proves and the organization's admins: the file. Anyone else (other
 * members, platform staff without a membership) is told it does not exist, as for an unknown id.
 */
export async function readPaymentSlip(
  ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>,
  storage: TStorage,
  slipId: string,
): Promise<TSlipFile> {
  const found = await findPaymentSlipWithOwner(ctx.db, ctx.org.organizationId, slipId);
  const isOwner = found?.ownerUserId === ctx.actor.userId;
  // Judged by the caller's membership alone: platform roles give no reach into members' slips.
  const asMember = { role: getEffectiveRole({ platformRoles: [], membershipRole: ctx.org.membershipRole }) };
  if (!found || !(isOwner || can(asMember, 'payment_slip.read_organization'))) {
    throw new AppError('NOT_FOUND', SLIP_NOT_FOUND);
  }
  const file = await storage.get(found.slip.storageKey);
  if (!file) throw new AppError('NOT_FOUND', SLIP_NOT_FOUND);
  const contentType = found.slip.contentType === 'application/pdf' ? 'application/pdf' : 'image/webp';
  const extension = contentType === 'application/pdf' ? 'pdf' : 'webp';
  return { data: file.data, contentType, fileName: `slip-${found.slip.id.slice(0, 8)}.${extension}` };
}
