import type { loanStatus } from '../db/schema';
import type { TDemoUserKey } from './demo-users';
import type { TDemoOrganizationKey } from './seed-context';
import type { TDayRef } from './seed-dates';

export type TLoanStatus = (typeof loanStatus.enumValues)[number];

export type TLoanPlan = {
  org: TDemoOrganizationKey;
  borrower: TDemoUserKey;
  status: TLoanStatus;
  amountCents: number;
  interestRateBps: number;
  termMonths: number;
  /** The loan date; disbursed loans are paid out that day. */
  requested: TDayRef;
  purpose: string;
  decisionReason?: string;
  /** Defaulted loans only: instalments paid before the member stopped. */
  repaymentsMade?: number;
};

/**
 * Twelve loans over the organizations that offer loans (never the stokvel), one or more in every
 * status. Disbursements fall after that month's contributions so no cash account goes negative.
 */
export const LOAN_PLAN: readonly TLoanPlan[] = [
  {
    org: 'burial',
    borrower: 'nomsa',
    status: 'paid',
    amountCents: 200_000,
    interestRateBps: 1500,
    termMonths: 6,
    requested: { monthsAgo: 9, day: 26 },
    purpose: 'School uniforms and stationery',
  },
  {
    org: 'burial',
    borrower: 'sipho',
    status: 'defaulted',
    amountCents: 100_000,
    interestRateBps: 2000,
    termMonths: 3,
    requested: { monthsAgo: 8, day: 27 },
    purpose: 'Car repairs',
    repaymentsMade: 1,
  },
  {
    org: 'burial',
    borrower: 'bongani',
    status: 'active',
    amountCents: 300_000,
    interestRateBps: 1200,
    termMonths: 6,
    requested: { monthsAgo: 3, day: 26 },
    purpose: 'Tombstone for my father',
  },
  {
    org: 'burial',
    borrower: 'ayanda',
    status: 'pending',
    amountCents: 150_000,
    interestRateBps: 1000,
    termMonths: 3,
    requested: { daysAgo: 3 },
    purpose: 'Deposit on a room closer to work',
  },
  {
    org: 'burial',
    borrower: 'sipho',
    status: 'rejected',
    amountCents: 500_000,
    interestRateBps: 1500,
    termMonths: 6,
    requested: { monthsAgo: 1, day: 10 },
    purpose: 'Stock for a spaza shop',
    decisionReason: 'You have an overdue loan with the society; please settle it first',
  },
  {
    org: 'coop',
    borrower: 'ayanda',
    status: 'paid',
    amountCents: 120_000,
    interestRateBps: 1000,
    termMonths: 4,
    requested: { monthsAgo: 9, day: 26 },
    purpose: 'Seedlings for the spring planting',
  },
  {
    org: 'coop',
    borrower: 'nomsa',
    status: 'active',
    amountCents: 250_000,
    interestRateBps: 1000,
    termMonths: 10,
    requested: { monthsAgo: 5, day: 27 },
    purpose: 'Irrigation pipes and a water tank',
  },
  {
    org: 'coop',
    borrower: 'ayanda',
    status: 'rejected',
    amountCents: 800_000,
    interestRateBps: 1500,
    termMonths: 12,
    requested: { monthsAgo: 1, day: 15 },
    purpose: 'A second-hand bakkie for deliveries',
    decisionReason: 'More than the cooperative lends to one member (R5 000)',
  },
  {
    org: 'club',
    borrower: 'ayanda',
    status: 'paid',
    amountCents: 300_000,
    interestRateBps: 1500,
    termMonths: 4,
    requested: { monthsAgo: 7, day: 3 },
    purpose: 'Laptop for studies',
  },
  {
    org: 'club',
    borrower: 'ayanda',
    status: 'approved',
    amountCents: 500_000,
    interestRateBps: 1800,
    termMonths: 12,
    requested: { daysAgo: 6 },
    purpose: 'Transfer costs on a first flat',
  },
  {
    org: 'sacco',
    borrower: 'kagiso',
    status: 'pending',
    amountCents: 1_000_000,
    interestRateBps: 1500,
    termMonths: 12,
    requested: { daysAgo: 1 },
    purpose: 'Gearbox for the Quantum taxi',
  },
  {
    org: 'general',
    borrower: 'thandi',
    status: 'pending',
    amountCents: 50_000,
    interestRateBps: 1000,
    termMonths: 3,
    requested: { daysAgo: 12 },
    purpose: 'Stock for the community vegetable stall',
  },
];
