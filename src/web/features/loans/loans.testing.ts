import type { TLoan } from '../../../shared/contracts/loans';
import type { TLoanAccess } from './loan-actions';

/** The example loan of the loan tests: Nomsa borrows R1 000 at 10% over six months; an admin decides on it. */
export const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
export const BORROWER_ID = '22222222-2222-4222-8222-222222222222';

export const ADMIN: TLoanAccess = { userId: ADMIN_ID, role: 'organization_admin' };

/** The loan as requested, awaiting a decision. */
export const PENDING_LOAN: TLoan = {
  id: '33333333-3333-4333-8333-333333333333',
  organizationId: '44444444-4444-4444-8444-444444444444',
  userId: BORROWER_ID,
  memberName: 'Nomsa Zulu',
  loanDate: '2026-03-01',
  amountCents: 100_000,
  currency: 'ZAR',
  interestRateBps: 1000,
  termMonths: 6,
  totalRepayableCents: 110_000,
  dueDate: '2026-09-01',
  status: 'pending',
  purpose: 'Roof repairs',
  decisionReason: null,
  decidedAt: null,
  disbursedOn: null,
  repaidCents: 0,
  outstandingCents: 0,
  isOverdue: false,
  isWrittenOff: false,
  createdAt: '2026-03-01T08:00:00.000Z',
};

/** The same loan paid out the next day, nothing repaid yet. */
export const ACTIVE_LOAN: TLoan = {
  ...PENDING_LOAN,
  status: 'active',
  disbursedOn: '2026-03-02',
  outstandingCents: 110_000,
};
