import { Zip, ZipPassThrough } from 'fflate';
import {
  RECEIPT_BATCH_LIMIT,
  type TReceipt,
  type TReceiptBatchQuery,
} from '../../../shared/contracts/receipts';
import { formatDate, formatNumber } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { writeAudit } from '../../platform/audit';
import type { THeavyWork } from '../../platform/cpu/heavy-work';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import { getReceiptVerifyUrl, renderReceiptPdf, type TReceiptIssuer } from './receipt-pdf';
import { countReceiptsInPeriod, findReceiptIssuer, listReceiptsInPeriod } from './receipts.repository';
import { getScopedReceipt, type TReceiptReadContext, toReceipt } from './receipts.service';

async function readIssuer(ctx: TReceiptReadContext): Promise<TReceiptIssuer> {
  const issuer = await findReceiptIssuer(ctx.db, ctx.org.organizationId);
  if (!issuer) throw new AppError('NOT_FOUND', 'Organization not found');
  return issuer;
}

export function getReceiptFileName(receipt: Pick<TReceipt, 'receiptNumber'>): string {
  return `${receipt.receiptNumber}.pdf`;
}

/** Whoever may see the receipt (its member, admins, staff): the receipt as a PDF file. */
export async function getReceiptPdf(ctx: TReceiptReadContext, receiptId: string, baseUrl: string) {
  const receipt = await getScopedReceipt(ctx, receiptId);
  const pdf = await renderReceiptPdf(receipt, await readIssuer(ctx), baseUrl);
  return { receipt, pdf };
}

/**
 * Whoever may see the receipt (receipt.email): sends it as a PDF attachment to the given address (the
 * member's own by default in the UI). Audited; delivery failures reach the caller as errors.
 */
export async function emailReceipt(
  ctx: TReceiptReadContext & { requestId: string | null },
  deps: { mailer: TMailer; baseUrl: string },
  receiptId: string,
  recipientEmail: string,
): Promise<{ recipientEmail: string }> {
  const receipt = await getScopedReceipt(ctx, receiptId);
  const issuer = await readIssuer(ctx);
  const pdf = await renderReceiptPdf(receipt, issuer, deps.baseUrl);
  const verifyUrl = getReceiptVerifyUrl(deps.baseUrl, receipt);
  const amount = formatCents(receipt.amountCents);
  const status = receipt.status === 'void' ? ' This receipt is VOID.' : '';
  await deps.mailer.send({
    to: recipientEmail,
    subject: `Receipt ${receipt.receiptNumber} from ${issuer.name}`,
    text: [
      `Receipt ${receipt.receiptNumber} from ${issuer.name}: ${amount} received on ${formatDate(receipt.receiptDate)}.${status}`,
      '',
      'The receipt is attached as a PDF. Anyone can check it here:',
      verifyUrl,
    ].join('\n'),
    link: verifyUrl,
    attachments: [{ filename: getReceiptFileName(receipt), content: pdf, contentType: 'application/pdf' }],
  });
  await writeAudit(ctx.db, {
    organizationId: ctx.org.organizationId,
    actorUserId: ctx.actor.userId,
    action: 'receipt.email',
    targetType: 'receipt',
    targetId: receipt.id,
    summary: {
      receiptNumber: receipt.receiptNumber,
      isMembersOwnAddress: receipt.memberEmail === recipientEmail,
    },
    requestId: ctx.requestId,
  });
  return { recipientEmail };
}

/**
 * Organization admins and staff (receipt.read_organization): every receipt dated in the period as one
 * ZIP of PDFs, streamed as each PDF is drawn on a worker thread, one at a time. The download holds one of
 * the organization's places for heavy work until its stream ends or is cancelled (ADR 64). Refuses an
 * empty period and more than RECEIPT_BATCH_LIMIT receipts. `estimatedBytes` (from the first PDF's size)
 * lets the browser show progress.
 */
export async function buildReceiptZip(
  ctx: TReceiptReadContext,
  heavyWork: THeavyWork,
  { period, baseUrl }: { period: TReceiptBatchQuery; baseUrl: string },
) {
  const count = await countReceiptsInPeriod(ctx.db, ctx.org.organizationId, period);
  if (count === 0) throw new AppError('NOT_FOUND', 'There are no receipts in this period');
  if (count > RECEIPT_BATCH_LIMIT) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Choose a shorter period: one download holds at most ${formatNumber(RECEIPT_BATCH_LIMIT)} receipts`,
    );
  }
  const place = await heavyWork.takePlace(ctx.org.organizationId);
  try {
    return await streamReceiptZip(ctx, { period, baseUrl }, place.release);
  } catch (error) {
    await place.release();
    throw error;
  }
}

async function streamReceiptZip(
  ctx: TReceiptReadContext,
  { period, baseUrl }: { period: TReceiptBatchQuery; baseUrl: string },
  release: () => Promise<void>,
) {
  const issuer = await readIssuer(ctx);
  const rows = (await listReceiptsInPeriod(ctx.db, ctx.org.organizationId, period, RECEIPT_BATCH_LIMIT)).map(
    toReceipt,
  );
  const [first] = rows;
  if (!first) throw new AppError('NOT_FOUND', 'There are no receipts in this period');
  const firstPdf = await renderReceiptPdf(first, issuer, baseUrl);
  let next = 0;
  let zip: Zip | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, isFinal) => {
        if (error) {
          void release();
          return controller.error(error);
        }
        controller.enqueue(chunk);
        if (isFinal) {
          void release();
          controller.close();
        }
      });
    },
    async pull() {
      const receipt = rows[next];
      if (!zip) return;
      if (!receipt) {
        zip.end();
        return;
      }
      let pdf: Buffer;
      try {
        pdf = next === 0 ? firstPdf : await renderReceiptPdf(receipt, issuer, baseUrl);
      } catch (error) {
        await release();
        throw error;
      }
      next += 1;
      // PDFs are compressed already: store them as they are.
      const file = new ZipPassThrough(getReceiptFileName(receipt));
      zip.add(file);
      file.push(pdf, true);
    },
    async cancel() {
      await release();
    },
  });
  return { count: rows.length, estimatedBytes: rows.length * (firstPdf.length + 120) + 22, stream };
}
