import { createHash, randomUUID } from 'node:crypto';
import {
  GROCERY_RECEIPT_TOO_LARGE,
  GROCERY_RECEIPT_WRONG_TYPE,
  type TGroceryPurchase,
  type TGroceryPurchaseList,
  type TRecordGroceryPurchase,
} from '../../../shared/contracts/grocery-purchases';
import { SLIP_TOO_LARGE, SLIP_WRONG_TYPE } from '../../../shared/contracts/payment-slips';
import type { TDbOrTx } from '../../db/client';
import type { TFileUpload } from '../../http/file-uploads';
import { AppError } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext, TReadContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import { postJournalEntry } from '../ledger/ledger.service';
import { cleanOriginalName, prepareSlip } from '../payment-slips/slip-file';
import {
  findGroceryPurchase,
  insertGroceryPurchase,
  isReceiptKept,
  listGroceryPurchases,
} from './grocery-purchases.repository';

/** The receipt as stored before the purchase is posted (or held for a second admin). */
export type TStoredReceipt = {
  storageKey: string;
  contentType: 'image/webp' | 'application/pdf';
  sizeBytes: number;
  originalName: string | null;
};

export type TGroceryPurchaseMove = TRecordGroceryPurchase & { receipt: TStoredReceipt };

const PURCHASE_NOT_FOUND = 'Purchase not found';

type TFoundPurchase = NonNullable<Awaited<ReturnType<typeof findGroceryPurchase>>>;

function toGroceryPurchase({ purchase, recordedByName }: TFoundPurchase): TGroceryPurchase {
  return {
    id: purchase.id,
    supplier: purchase.supplier,
    description: purchase.description,
    amountCents: purchase.amountCents,
    purchasedOn: purchase.purchasedOn,
    receiptContentType: purchase.receiptContentType === 'application/pdf' ? 'application/pdf' : 'image/webp',
    recordedBy: purchase.recordedBy,
    recordedByName: recordedByName?.trim() || null,
    createdAt: purchase.createdAt.toISOString(),
  };
}

async function readPurchase(db: TDbOrTx, organizationId: string, id: string): Promise<TGroceryPurchase> {
  const found = await findGroceryPurchase(db, organizationId, id);
  if (!found) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND);
  return toGroceryPurchase(found);
}

/**
 * Organization admins (shareout.manage), from the route: checks the receipt like a payment slip (JPEG, PNG,
 * WebP or PDF by its bytes, at most 5 MB; images re-encoded without metadata) and stores it under a key
 * made from its content, so a retry of the same upload stores the same file under the same key.
 */
export async function storeGroceryReceipt(
  ctx: Pick<TMoneyContext, 'org'>,
  storage: TStorage,
  upload: TFileUpload,
): Promise<TStoredReceipt> {
  const prepared = await prepareSlip(upload.bytes).catch((error: unknown) => {
    if (error instanceof AppError && error.message === SLIP_TOO_LARGE) {
      throw new AppError('PAYLOAD_TOO_LARGE', GROCERY_RECEIPT_TOO_LARGE);
    }
    if (error instanceof AppError && error.message === SLIP_WRONG_TYPE) {
      throw new AppError('VALIDATION_FAILED', GROCERY_RECEIPT_WRONG_TYPE);
    }
    throw error;
  });
  const digest = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = `grocery-receipts/${ctx.org.organizationId}/${digest}.${prepared.extension}`;
  await storage.put(storageKey, prepared.data, prepared.contentType);
  return {
    storageKey,
    contentType: prepared.contentType,
    sizeBytes: prepared.data.byteLength,
    originalName: cleanOriginalName(upload.name),
  };
}

/** After a refused upload: the file goes unless a purchase already keeps it (the same receipt twice). */
export async function forgetGroceryReceipt(
  ctx: Pick<TMoneyContext, 'db' | 'org'>,
  storage: TStorage,
  receipt: TStoredReceipt,
): Promise<void> {
  if (!(await isReceiptKept(ctx.db, ctx.org.organizationId, receipt.storageKey))) {
    await storage.remove(receipt.storageKey);
  }
}

/**
 * Organization admins (shareout.manage), or the second admin approving it (ADR 0036): posts a bulk
 * purchase of groceries as one expense entry against cash (never below zero, never into a closed month)
 * and keeps its receipt. The Idempotency-Key makes a retry answer the same purchase and post nothing.
 */
export function recordGroceryPurchase(
  ctx: TMoneyContext,
  move: TGroceryPurchaseMove,
): Promise<TGroceryPurchase> {
  const organizationId = ctx.org.organizationId;
  const { receipt, ...input } = move;
  return runMoneyCommand(ctx, {
    operation: 'grocery.purchase',
    request: move,
    execute: async (tx) => {
      const id = randomUUID();
      const { entry } = await postJournalEntry(tx, {
        organizationId,
        entryDate: input.purchasedOn,
        description: `Bulk purchase from ${input.supplier}: ${input.description}`.slice(0, 300),
        transactionType: 'other',
        lines: [
          { account: 'expenses', amountCents: input.amountCents },
          { account: 'cash', amountCents: -input.amountCents },
        ],
        createdBy: ctx.actor.userId,
        sourceType: 'grocery_purchase',
        sourceId: id,
      });
      await insertGroceryPurchase(tx, {
        id,
        organizationId,
        supplier: input.supplier,
        description: input.description,
        amountCents: input.amountCents,
        purchasedOn: input.purchasedOn,
        journalEntryId: entry.id,
        receiptContentType: receipt.contentType,
        receiptSizeBytes: receipt.sizeBytes,
        receiptStorageKey: receipt.storageKey,
        receiptOriginalName: receipt.originalName,
        recordedBy: ctx.actor.userId,
      });
      // The share-out page (its keys start with the approvals topic) shows the purchases and the new table.
      await publishChange(tx, { topic: 'approvals', organizationId });
      return {
        result: await readPurchase(tx, organizationId, id),
        resultType: 'grocery_purchase',
        resultId: id,
        audit: {
          action: 'grocery.purchase',
          targetType: 'grocery_purchase',
          targetId: id,
          summary: { ...input, receipt: receipt.storageKey },
        },
        topics: ['transactions'],
      };
    },
    replay: (tx, id) => readPurchase(tx, organizationId, id),
  });
}

/** Any member (shareout.read): the group's bulk purchases, newest first, and what they came to. */
export async function readGroceryPurchases(ctx: TReadContext): Promise<TGroceryPurchaseList> {
  const rows = await listGroceryPurchases(ctx.db, ctx.org.organizationId);
  const purchases = rows.map(toGroceryPurchase);
  return { purchases, totalCents: purchases.reduce((sum, purchase) => sum + purchase.amountCents, 0) };
}

/** Any member of the group (shareout.read): a purchase's receipt. Anyone else never reaches here (404). */
export async function readGroceryReceipt(ctx: TReadContext, storage: TStorage, purchaseId: string) {
  const found = await findGroceryPurchase(ctx.db, ctx.org.organizationId, purchaseId);
  if (!found) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND);
  const file = await storage.get(found.purchase.receiptStorageKey);
  if (!file) throw new AppError('NOT_FOUND', 'Receipt not found');
  const purchase = toGroceryPurchase(found);
  const extension = purchase.receiptContentType === 'application/pdf' ? 'pdf' : 'webp';
  return {
    data: file.data,
    contentType: purchase.receiptContentType,
    fileName: `receipt-${purchase.id.slice(0, 8)}.${extension}`,
  };
}
