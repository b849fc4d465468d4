import { z } from 'zod';

/** The largest slip a member may attach: 5 MB, before it is re-encoded. */
export const MAX_SLIP_BYTES = 5 * 1024 * 1024;
/** What the slip file input offers; the server checks the bytes, not this list. */
export const SLIP_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
export const SLIP_TOO_LARGE = 'Slip must be 5 MB or smaller';
export const SLIP_WRONG_TYPE = 'Slip must be a JPEG, PNG, WebP or PDF file';

/** A stored slip as lists show it beside its payment. */
export const ZPaymentSlip = z.object({
  id: z.uuid(),
  contentType: z.enum(['image/webp', 'application/pdf']),
  sizeBytes: z.number().int(),
  originalName: z.string().nullable(),
});

export type TPaymentSlip = z.infer<typeof ZPaymentSlip>;
