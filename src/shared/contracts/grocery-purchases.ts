import { z } from 'zod';
import { ZAmountCents, ZMoneyDate } from './contributions';

/**
 * A grocery stokvel's bulk purchases (issue 21, ADR 0036):
 *   GET  /orgs/{orgId}/grocery-purchases                      -> ZGroceryPurchaseList (any member)
 *   POST /orgs/{orgId}/grocery-purchases multipart            -> ZGroceryPurchase (shareout.manage;
 *        `purchase`: ZRecordGroceryPurchase as JSON, `receipt`: the file; Idempotency-Key)
 *   GET  /orgs/{orgId}/grocery-purchases/{id}/receipt         -> the receipt file (any member)
 */

export const GROCERY_RECEIPT_TOO_LARGE = 'Receipt must be 5 MB or smaller';
export const GROCERY_RECEIPT_WRONG_TYPE = 'Receipt must be a JPEG, PNG, WebP or PDF file';

export const ZRecordGroceryPurchase = z.object({
  supplier: z
    .string({ error: 'Supplier is required' })
    .trim()
    .min(2, 'Supplier must be at least 2 characters')
    .max(120, 'Supplier must be at most 120 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(2, 'Description must be at least 2 characters')
    .max(500, 'Description must be at most 500 characters'),
  amountCents: ZAmountCents,
  purchasedOn: ZMoneyDate,
});
export type TRecordGroceryPurchase = z.infer<typeof ZRecordGroceryPurchase>;

export const ZGroceryPurchase = z.object({
  id: z.uuid(),
  supplier: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  purchasedOn: z.string(),
  receiptContentType: z.enum(['image/webp', 'application/pdf']),
  recordedBy: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TGroceryPurchase = z.infer<typeof ZGroceryPurchase>;

export const ZGroceryPurchaseList = z.object({
  purchases: z.array(ZGroceryPurchase),
  totalCents: z.number().int(),
});
export type TGroceryPurchaseList = z.infer<typeof ZGroceryPurchaseList>;

/** Where the group's members open a purchase's receipt. */
export function groceryReceiptUrl(organizationId: string, purchaseId: string): string {
  return `/api/v1/orgs/${organizationId}/grocery-purchases/${purchaseId}/receipt`;
}
