/**
 * What other features read of payment slips, through this door only: the slip columns a payment list joins,
 * a slip as the API shows it, the slips of some repayments, and the submit-with-slip route each paying
 * feature declares.
 * Storing a submitted slip goes through payment-slips.service (`submitWithSlip`).
 */
export { findRepaymentSlips, slipColumns, toPaymentSlip } from './payment-slips.repository';
export { addSlipSubmitRoute, SLIP_UPLOAD_PATH, ZLoanParams } from './slip-upload';
