import { describe, expect, it } from 'vitest';
import { paymentIdOf } from '../../../shared/contracts/bank-statements';
import { indexByAmount, isLikelyFee, namesMember, proposeMatch, type TPendingPayment } from './matching';

type TPaymentFields = Omit<TPendingPayment, 'kind' | 'contributionId' | 'repaymentId' | 'loanId'>;

const fields = (overrides: Partial<TPaymentFields>): TPaymentFields => ({
  memberUserId: '00000000-0000-4000-8000-0000000000a1',
  memberName: 'Thandi Nkosi',
  memberReferences: [],
  amountCents: 25000,
  paymentDate: '2026-10-03',
  referenceNumber: null,
  ...overrides,
});

const payment = (
  overrides: Partial<TPaymentFields> & { contributionId?: string } = {},
): TPendingPayment & { contributionId: string } => ({
  kind: 'contribution',
  contributionId: '00000000-0000-4000-8000-000000000001',
  ...fields(overrides),
});

const repayment = (
  overrides: Partial<TPaymentFields> & { repaymentId?: string } = {},
): TPendingPayment & { repaymentId: string } => ({
  kind: 'loan_repayment',
  repaymentId: '00000000-0000-4000-8000-0000000000b1',
  loanId: '00000000-0000-4000-8000-0000000000c1',
  ...fields(overrides),
});

const thandi = payment({});
const sipho = payment({
  contributionId: '00000000-0000-4000-8000-000000000002',
  memberUserId: '00000000-0000-4000-8000-0000000000a2',
  memberName: 'Sipho Dlamini',
  memberReferences: ['082 123 4567'],
});
const idsOf = (proposal: ReturnType<typeof proposeMatch>) =>
  proposal.candidates.map((candidate) => [candidate.kind, paymentIdOf(candidate)]);

describe('proposeMatch', () => {
  it('proposes the one pending payment of that amount within five days before the deposit', () => {
    const proposal = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'DEPOSIT' },
      indexByAmount([thandi]),
    );
    expect(proposal.kind).toBe('exact');
    expect(proposal.candidates).toEqual([
      {
        kind: 'contribution',
        contributionId: thandi.contributionId,
        memberUserId: thandi.memberUserId,
        memberName: 'Thandi Nkosi',
        amountCents: 25000,
        paymentDate: '2026-10-03',
        referenceNumber: null,
        isReferenceMatch: false,
      },
    ]);
  });

  it('uses the name or phone on the line to pick one of several', () => {
    const index = indexByAmount([thandi, sipho]);
    const byName = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'FROM NKOSI THANDI' },
      index,
    );
    expect(byName).toMatchObject({ kind: 'exact', candidates: [{ contributionId: thandi.contributionId }] });
    const byPhone = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'CR 0821234567' },
      index,
    );
    expect(byPhone).toMatchObject({ kind: 'exact', candidates: [{ contributionId: sipho.contributionId }] });
  });

  it('lists every candidate when the line does not tell them apart', () => {
    const proposal = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'CASH DEPOSIT' },
      indexByAmount([thandi, sipho]),
    );
    expect(proposal.kind).toBe('ambiguous');
    expect(proposal.candidates).toHaveLength(2);
  });

  it('proposes nothing for another amount, a payment after the deposit, or one more than five days before', () => {
    const index = indexByAmount([thandi]);
    expect(proposeMatch({ lineDate: '2026-10-05', amountCents: 25001, description: '' }, index).kind).toBe(
      'none',
    );
    expect(proposeMatch({ lineDate: '2026-10-02', amountCents: 25000, description: '' }, index).kind).toBe(
      'none',
    );
    expect(proposeMatch({ lineDate: '2026-10-09', amountCents: 25000, description: '' }, index).kind).toBe(
      'none',
    );
    expect(proposeMatch({ lineDate: '2026-10-08', amountCents: 25000, description: '' }, index).kind).toBe(
      'exact',
    );
  });

  it('proposes a pending loan repayment as one, with its loan', () => {
    const nomsa = repayment({ memberName: 'Nomsa Zulu', amountCents: 50000, paymentDate: '2026-11-03' });
    const proposal = proposeMatch(
      { lineDate: '2026-11-04', amountCents: 50000, description: 'ABSA TRANSFER N ZULU' },
      indexByAmount([thandi, nomsa]),
    );
    expect(proposal).toEqual({
      kind: 'exact',
      candidates: [
        {
          kind: 'loan_repayment',
          repaymentId: nomsa.repaymentId,
          loanId: '00000000-0000-4000-8000-0000000000c1',
          memberUserId: nomsa.memberUserId,
          memberName: 'Nomsa Zulu',
          amountCents: 50000,
          paymentDate: '2026-11-03',
          referenceNumber: null,
          isReferenceMatch: false,
        },
      ],
    });
    expect(
      proposeMatch({ lineDate: '2026-11-09', amountCents: 50000, description: '' }, indexByAmount([nomsa]))
        .kind,
    ).toBe('none');
  });

  it('lists a contribution and a repayment of the same amount, unless the line names one of them', () => {
    const siphoLoan = repayment({
      memberUserId: sipho.memberUserId,
      memberName: 'Sipho Dlamini',
      memberReferences: ['KSS-4821'],
    });
    const index = indexByAmount([thandi, siphoLoan]);
    const unnamed = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'CASH DEP' },
      index,
    );
    expect(unnamed.kind).toBe('ambiguous');
    expect(idsOf(unnamed)).toEqual([
      ['contribution', thandi.contributionId],
      ['loan_repayment', siphoLoan.repaymentId],
    ]);
    const named = proposeMatch(
      { lineDate: '2026-10-05', amountCents: 25000, description: 'IB PAYMENT KSS4821 LOAN' },
      index,
    );
    expect(named.kind).toBe('exact');
    expect(idsOf(named)).toEqual([['loan_repayment', siphoLoan.repaymentId]]);
  });

  it('never proposes a payment for money out', () => {
    expect(
      proposeMatch({ lineDate: '2026-10-05', amountCents: -25000, description: '' }, indexByAmount([thandi]))
        .kind,
    ).toBe('none');
  });
});

describe('namesMember', () => {
  it('needs every part of the name, and matches a long payment reference', () => {
    expect(namesMember('THANDI M', thandi)).toBe(false);
    expect(namesMember('REF MSK-0042 OCT', payment({ memberReferences: ['MSK-0042'] }))).toBe(true);
    expect(namesMember('IB PAYMENT KSS4821', payment({ memberReferences: ['KSS-4821'] }))).toBe(true);
    expect(namesMember('IB PAYMENT KSS4822', payment({ memberReferences: ['KSS-4821'] }))).toBe(false);
  });
});

describe('isLikelyFee', () => {
  it('reads bank charges on money out only', () => {
    expect(isLikelyFee({ amountCents: -750, description: '#MONTHLY ACCOUNT FEE' })).toBe(true);
    expect(isLikelyFee({ amountCents: -750, description: 'ADMINISTRATION CHARGE' })).toBe(true);
    expect(isLikelyFee({ amountCents: -750, description: 'PAYOUT TO T NKOSI' })).toBe(false);
    expect(isLikelyFee({ amountCents: -750, description: 'ADMIN CHARGE' })).toBe(true);
    expect(isLikelyFee({ amountCents: 750, description: 'FEE REFUND' })).toBe(false);
  });
});
