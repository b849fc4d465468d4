import { z } from 'zod';
import { SLIP_TOO_LARGE } from '../../../shared/contracts/payment-slips';
import { uploadBodyLimit } from '../../http/file-uploads';

/** The submit-with-slip uploads: the API bodies past the general 1 MB limit, with their own (app.ts). */
export const SLIP_UPLOAD_PATH =
  /^\/api\/v1\/orgs\/[^/]+\/(contributions|loans\/[^/]+\/repayments)\/submit-with-slip$/;

export const slipBodyLimit = uploadBodyLimit(SLIP_TOO_LARGE);

export const ZLoanParams = z.object({ orgId: z.string(), loanId: z.uuid('Loan not found') });

export const SLIP_FORM = { details: 'payment', file: 'slip' };
export const SLIP_FORM_DESCRIPTION =
  'multipart/form-data: `payment`, the JSON the submit without a slip takes; `slip`, the file (JPEG, PNG, ' +
  'WebP or PDF, at most 5 MB; images are stored as WebP at most 1600 px, without metadata).';
