import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from './periods';
import { monthlyRules, ruleMember, ruleVersion } from './rule-fixtures';
import type { TGroupRules, TRulePayment } from './rule-types';
import { computeStanding } from './standing';

const fixedFine = monthlyRules({ fine: { kind: 'fixed', amountCents: 5_000 } });

function standing(rules: TGroupRules, payments: TRulePayment[], asOf: string, joinedOn = '2026-10-01') {
  return computeStanding({
    versions: [ruleVersion('2026-01-01', rules)],
    member: ruleMember(joinedOn),
    payments,
    waivers: [],
    asOf,
  });
}

describe('computeStanding: the worked examples', () => {
  it('owes R700 on 10 December for unpaid October and November with two R50 fines, R1,050 on 10 January', () => {
    const december = standing(fixedFine, [], '2026-12-10');
    expect(december.owedCents).toBe(70_000);
    expect(december.overdue.map((debt) => [debt.key, debt.outstandingCents])).toEqual([
      ['contribution:2026-10', 30_000],
      ['fine:2026-10', 5_000],
      ['contribution:2026-11', 30_000],
      ['fine:2026-11', 5_000],
    ]);
    expect(december.periodsBehind).toBe(2);
    expect(december.oldestUnpaid).toEqual({
      periodKey: '2026-10',
      periodLabel: 'October 2026',
      dueOn: '2026-11-01',
    });

    const january = standing(fixedFine, [], '2027-01-10');
    expect(january.owedCents).toBe(105_000);
    expect(january.periodsBehind).toBe(3);
    expect(january.finesCents).toBe(15_000);
  });

  it('covers February (R300), March (R350) and April (R350) with R1,000 paid on 15 April after paying to January', () => {
    const versions = [
      ruleVersion('2026-01-01', monthlyRules()),
      ruleVersion(
        '2026-03-01',
        monthlyRules({ amount: { defaultCents: 35_000, perPlanCents: {}, perMemberCents: {} } }),
        2,
      ),
    ];
    const result = computeStanding({
      versions,
      member: ruleMember('2026-01-01'),
      payments: [
        { id: 'p1', paidOn: '2026-01-28', amountCents: 30_000 },
        { id: 'p2', paidOn: '2026-04-15', amountCents: 100_000 },
      ],
      waivers: [],
      asOf: '2026-04-20',
    });
    expect(result.allocations.filter((allocation) => allocation.paymentId === 'p2')).toEqual([
      { paymentId: 'p2', debtKey: 'contribution:2026-02', cents: 30_000 },
      { paymentId: 'p2', debtKey: 'contribution:2026-03', cents: 35_000 },
      { paymentId: 'p2', debtKey: 'contribution:2026-04', cents: 35_000 },
    ]);
    expect(result.owedCents).toBe(0);
    expect(result.creditCents).toBe(35_000); // April's contribution is paid before it falls due on 1 May
  });

  it('adds a R400 joining-fee instalment to each of the first three contributions', () => {
    const rules = monthlyRules({ joiningFee: { amountCents: 120_000, instalments: 3 } });
    const result = standing(rules, [], '2027-02-10');
    const joining = result.debts.filter((debt) => debt.kind === 'joining_fee');
    expect(joining.map((debt) => [debt.periodKey, debt.amountCents])).toEqual([
      ['2026-10', 40_000],
      ['2026-11', 40_000],
      ['2026-12', 40_000],
    ]);
    expect(result.owedCents).toBe(4 * 30_000 + 3 * 40_000);
  });

  it('charges R0, R150 and R500 for a period paid 5, 10 and 30 days late at R50 a day after day 7, cap R500', () => {
    // Contributions first, so the R300 paid covers the period and stops the fine growing.
    const rules = monthlyRules({
      fine: { kind: 'per_day', amountCents: 5_000, capCents: 50_000 },
      paymentOrder: 'contributions_first',
    });
    const fineWhenPaidAfter = (days: number) => {
      const paidOn = shiftIsoDate('2026-11-01', days);
      const result = standing(rules, [{ id: 'p', paidOn, amountCents: 30_000 }], '2026-12-20');
      return result.debts.find((debt) => debt.key === 'fine:2026-10')?.amountCents ?? 0;
    };
    expect(fineWhenPaidAfter(5)).toBe(0);
    expect(fineWhenPaidAfter(10)).toBe(15_000);
    expect(fineWhenPaidAfter(30)).toBe(50_000);
  });
});

describe('computeStanding: the order payments clear debts', () => {
  const lateDecember = '2026-12-10';

  it('keeps a per-day fine growing while fines first leaves the period short', () => {
    const rules = monthlyRules({ fine: { kind: 'per_day', amountCents: 5_000, capCents: 50_000 } });
    const result = standing(rules, [{ id: 'p', paidOn: '2026-11-11', amountCents: 30_000 }], '2026-11-20');
    // On 11 November the fine was R150 and took R150 of the R300; October stays R150 short, the fine grows.
    expect(result.debts.find((debt) => debt.key === 'fine:2026-10')).toMatchObject({
      amountCents: 50_000,
      paidCents: 15_000,
    });
    expect(result.owedCents).toBe(15_000 + 35_000);
  });

  it('clears fines first when the group says so', () => {
    const result = standing(
      fixedFine,
      [{ id: 'p', paidOn: lateDecember, amountCents: 30_000 }],
      lateDecember,
    );
    expect(result.allocations.map((allocation) => [allocation.debtKey, allocation.cents])).toEqual([
      ['fine:2026-10', 5_000],
      ['fine:2026-11', 5_000],
      ['contribution:2026-10', 20_000],
    ]);
    expect(result.owedCents).toBe(40_000);
  });

  it('clears contributions first, oldest first, when the group says so', () => {
    const rules = { ...fixedFine, paymentOrder: 'contributions_first' as const };
    const result = standing(rules, [{ id: 'p', paidOn: lateDecember, amountCents: 30_000 }], lateDecember);
    expect(result.allocations.map((allocation) => [allocation.debtKey, allocation.cents])).toEqual([
      ['contribution:2026-10', 30_000],
    ]);
    expect(result.owedCents).toBe(40_000);
  });

  it('with contributions first, clears the fines before paying ahead', () => {
    const rules = { ...fixedFine, paymentOrder: 'contributions_first' as const };
    const result = standing(rules, [{ id: 'p', paidOn: lateDecember, amountCents: 70_000 }], lateDecember);
    expect(result.allocations.map((allocation) => [allocation.debtKey, allocation.cents])).toEqual([
      ['contribution:2026-10', 30_000],
      ['contribution:2026-11', 30_000],
      ['fine:2026-10', 5_000],
      ['fine:2026-11', 5_000],
    ]);
    expect(result).toMatchObject({ owedCents: 0, creditCents: 0 });
  });

  it('raises no fine for a period paid within its grace days', () => {
    const result = standing(
      fixedFine,
      [{ id: 'p', paidOn: '2026-11-08', amountCents: 30_000 }],
      lateDecember,
    );
    expect(result.debts.some((debt) => debt.key === 'fine:2026-10')).toBe(false);
    expect(result.owedCents).toBe(35_000); // November, and its fine
  });

  it('drops a waived fine and lets the money pay other debts', () => {
    const result = computeStanding({
      versions: [ruleVersion('2026-01-01', fixedFine)],
      member: ruleMember('2026-10-01'),
      payments: [],
      waivers: [{ periodKey: '2026-10' }],
      asOf: lateDecember,
    });
    expect(result.owedCents).toBe(65_000);
    expect(result.debts.find((debt) => debt.key === 'fine:2026-10')).toMatchObject({
      waived: true,
      outstandingCents: 0,
    });
  });

  it('says "up to date" plainly: nothing owed, the next period ahead', () => {
    const result = standing(
      fixedFine,
      [{ id: 'p', paidOn: '2026-10-20', amountCents: 30_000 }],
      '2026-11-05',
    );
    expect(result.owedCents).toBe(0);
    expect(result.periodsBehind).toBe(0);
    expect(result.oldestUnpaid).toBeNull();
    expect(result.nextDue).toEqual({
      periodKey: '2026-11',
      periodLabel: 'November 2026',
      dueOn: '2026-12-01',
      outstandingCents: 30_000,
    });
  });

  it('owes nothing before the group has rules', () => {
    const result = computeStanding({
      versions: [],
      member: ruleMember('2026-01-01'),
      payments: [],
      waivers: [],
      asOf: '2026-12-01',
    });
    expect(result.owedCents).toBe(0);
    expect(result.debts).toEqual([]);
  });
});

describe('computeStanding: no cent lost or invented', () => {
  const dateArbitrary = fc.integer({ min: 0, max: 500 }).map((offset) => shiftIsoDate('2026-01-01', offset));
  const rulesArbitrary = fc.record({
    fine: fc.constantFrom<TGroupRules['fine']>(
      { kind: 'none' },
      { kind: 'fixed', amountCents: 5_000 },
      { kind: 'per_day', amountCents: 1_000, capCents: 20_000 },
      { kind: 'percent', basisPoints: 1_000 },
    ),
    paymentOrder: fc.constantFrom<TGroupRules['paymentOrder']>('fines_first', 'contributions_first'),
    graceDays: fc.integer({ min: 0, max: 14 }),
    joiningFee: fc.record({
      amountCents: fc.integer({ min: 0, max: 100_000 }),
      instalments: fc.integer({ min: 1, max: 5 }),
    }),
    frequency: fc.constantFrom<TGroupRules['frequency']>('monthly', 'weekly', 'fortnightly'),
  });

  it('allocates every paid cent to a debt or leaves it as credit, and owed equals due minus paid', () => {
    fc.assert(
      fc.property(
        rulesArbitrary,
        fc.array(fc.record({ paidOn: dateArbitrary, amountCents: fc.integer({ min: 1, max: 200_000 }) }), {
          maxLength: 25,
        }),
        dateArbitrary,
        dateArbitrary,
        (overrides, rawPayments, joinedOn, asOf) => {
          const rules = monthlyRules({ ...overrides, dueDay: overrides.frequency === 'monthly' ? 5 : 3 });
          const payments = rawPayments.map((payment, index) => ({ ...payment, id: `p${index}` }));
          const result = computeStanding({
            versions: [ruleVersion('2026-01-05', rules)],
            member: ruleMember(joinedOn),
            payments,
            waivers: [],
            asOf,
          });
          const paid = payments
            .filter((payment) => payment.paidOn <= asOf)
            .reduce((sum, payment) => sum + payment.amountCents, 0);
          const allocated = result.allocations.reduce((sum, allocation) => sum + allocation.cents, 0);
          const paidOnDebts = result.debts.reduce((sum, debt) => sum + debt.paidCents, 0);
          expect(allocated).toBe(paid); // the member never leaves, so every cent finds a period
          expect(paidOnDebts).toBe(allocated);
          for (const payment of payments) {
            const fromPayment = result.allocations.filter(
              (allocation) => allocation.paymentId === payment.id,
            );
            expect(fromPayment.reduce((sum, allocation) => sum + allocation.cents, 0)).toBe(
              payment.paidOn <= asOf ? payment.amountCents : 0,
            );
          }
          const due = result.debts.filter((debt) => debt.dueOn <= asOf);
          const dueTotal = due.reduce((sum, debt) => sum + debt.amountCents, 0);
          const paidOnDue = due.reduce((sum, debt) => sum + debt.paidCents, 0);
          expect(result.owedCents).toBe(dueTotal - paidOnDue);
          expect(result.creditCents).toBe(paid - paidOnDue);
          expect(result.owedCents).toBeGreaterThanOrEqual(0);
          for (const debt of result.debts)
            expect(debt.outstandingCents).toBe(debt.amountCents - debt.paidCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
