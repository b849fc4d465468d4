import { createHash, randomUUID } from 'node:crypto';
import { can, getEffectiveRole } from '../../../shared/access';
import type { TDbOrTx } from '../../db/client';
import type { TFileUpload } from '../../http/file-uploads';
import { AppError } from '../../platform/errors';
import type { TMoneyContext } from '../../platform/money/money-context';
import type { TStorage, TStoredFile } from '../../platform/storage/storage';
import { findPaymentSlipWithOwner, hasPaymentSlip, insertPaymentSlip } from './payment-slips.repository';
import { cleanOriginalName, prepareSlip, type TPreparedSlip } from './slip-file';

type TSlipPayment = { contributionId: string } | { repaymentId: string };
/** Writes the slip's row for the payment just written, inside the submit's transaction. */
export type TAttachSlip = (tx: TDbOrTx, payment: TSlipPayment) => Promise<void>;

const SLIP_NOT_FOUND = 'Slip not found';

/**
 * Checks and stores the slip, then runs the submit, which writes the slip's row in its own transaction.
 * Nothing is left half-stored: when the submit fails the file is removed; when the Idempotency-Key replays
 * an earlier submit (which kept its own slip), the file this retry stored is removed too.
 */
export async function submitWithSlip<TResult>(
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
