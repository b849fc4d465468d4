import { z } from 'zod';
import { ZRecordGroceryPurchase } from '../../../shared/contracts/grocery-purchases';
import { registerApprovalOperation } from '../approvals';
import { recordGroceryPurchase } from './grocery-purchases.service';

const ZStoredReceipt = z.object({
  storageKey: z.string().regex(/^grocery-receipts\/[0-9a-f-]+\/[0-9a-f]{64}\.(webp|pdf)$/),
  contentType: z.enum(['image/webp', 'application/pdf']),
  sizeBytes: z.number().int().positive(),
  originalName: z.string().nullable(),
});

/**
 * A bulk purchase spends most of the pot at once: like the share-out it replaces, it waits for a second
 * admin whenever the group has two admins or more (ADR 0036). The receipt is stored before it is asked for.
 */
export const recordGroceryPurchaseMove = registerApprovalOperation({
  name: 'grocery.purchase',
  payload: ZRecordGroceryPurchase.extend({ receipt: ZStoredReceipt }),
  describe: async (_ctx, input) => ({
    amountCents: input.amountCents,
    memberUserId: null,
    description: `Bulk purchase from ${input.supplier}: ${input.description}`,
  }),
  isHeld: () => true,
  isAlwaysHeld: true,
  execute: (ctx, input) => recordGroceryPurchase(ctx, input),
});
