/**
 * What other features read of payment slips, through this door only: the slip columns a payment list joins,
 * a slip as the API shows it, the slips of some repayments, and what a submit-with-slip route declares.
 * Storing a submitted slip goes through payment-slips.service (`submitWithSlip`).
 */
export { findRepaymentSlips, slipColumns, toPaymentSlip } from './payment-slips.repository';
export {
  SLIP_FORM,
  SLIP_FORM_DESCRIPTION,
  SLIP_UPLOAD_PATH,
  slipBodyLimit,
  ZLoanParams,
} from './slip-upload';
