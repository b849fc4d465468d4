/**
 * What other features read of payment slips, through this door only: the slip columns a payment list joins,
 * a slip as the API shows it, and the slips of some repayments. Attaching a slip goes through
 * payment-slips.service.
 */
export { findRepaymentSlips, slipColumns, toPaymentSlip } from './payment-slips.repository';
