/**
 * What other features read of loans, through this door only: one loan, one repayment, and what has been
 * repaid on a loan. Lending, repaying and correcting go through the loans services.
 */
export { findLoan, findRepayment, sumLoanPaid } from './loans.repository';
