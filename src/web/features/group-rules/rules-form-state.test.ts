import { describe, expect, it } from 'vitest';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { explainFirstDue, readRules, toFormState } from './rules-form-state';

const names = new Map([['m-1', 'Nomsa Dlamini']]);

describe('the Rules form', () => {
  it('reads back the rules it was filled from', () => {
    const rules = monthlyRules({
      amount: { defaultCents: 30_050, perPlanCents: {}, perMemberCents: { 'm-1': 45_000 } },
      fine: { kind: 'per_day', amountCents: 5_000, capCents: 50_000 },
      joiningFee: { amountCents: 120_000, instalments: 3 },
      reminders: { daysBefore: 3, daysAfter: null },
      reserve: { warnBelowPayouts: 3 },
    });
    const state = toFormState(rules, '2026-10-01', names);
    expect(state.reserveFunerals).toBe('3');
    expect(state.memberAmounts).toEqual([{ membershipId: 'm-1', name: 'Nomsa Dlamini', amount: '450,00' }]);
    expect(readRules(state)).toEqual(rules);
    // Rules saved before the reserve warning existed read back with the default of two funerals.
    expect(toFormState(monthlyRules(), '2026-10-01', names).reserveFunerals).toBe('2');
    expect(() => readRules({ ...state, reserveFunerals: '0' })).toThrow(
      'Number of funerals must be at least 1',
    );
    expect(readRules({ ...state, fineKind: 'percent', finePercent: '2,5' }).fine).toEqual({
      kind: 'percent',
      basisPoints: 250,
    });
  });

  it('keeps a share-based group’s savings rule when it is filled back and read', () => {
    const rules = monthlyRules({
      shareOut: { rule: 'per_share', sharePriceCents: 2_000 },
      savings: { model: 'shares', maxSharesPerMeeting: 5, socialFundCents: 1_000, loanMultiple: 3 },
      reserve: { warnBelowPayouts: 2 },
    });
    const state = toFormState(rules, '2026-10-01', names);
    expect([state.savingsModel, state.maxSharesPerMeeting, state.socialFund, state.loanMultiple]).toEqual([
      'shares',
      '5',
      '10,00',
      '3',
    ]);
    expect(readRules(state)).toEqual(rules);
    expect(() => readRules({ ...state, shareOutRule: 'proportional' })).toThrow(
      'A group that saves in shares shares out by shares',
    );
  });

  it('gives the first message a person can act on', () => {
    const state = toFormState(monthlyRules(), '2026-10-01', names);
    expect(() => readRules({ ...state, amount: 'abc' })).toThrow('Contribution amount: enter an amount');
    expect(() => readRules({ ...state, dueDay: '31' })).toThrow('Due day must be between 1 and 28');
    expect(() => readRules({ ...state, frequency: 'weekly', dueDay: '9' })).toThrow('Choose a weekday');
  });

  it('says when the first period falls due', () => {
    const state = toFormState(
      monthlyRules({ fine: { kind: 'fixed', amountCents: 5_000 } }),
      '2026-10-01',
      names,
    );
    expect(explainFirstDue(state)).toBe(
      "October 2026's contribution is due on 1 November 2026; unpaid after 8 November 2026 it is fined.",
    );
    expect(explainFirstDue({ ...state, frequency: 'weekly', dueDay: '5', effectiveFrom: '2026-11-02' })).toBe(
      'The contribution for the week of 2 November 2026 is due on 13 November 2026; unpaid after 20 November 2026 it is fined.',
    );
    expect(explainFirstDue({ ...state, effectiveFrom: '2026-10-15' })).toBe(
      'Rules take effect on the 1st of a month.',
    );
  });
});
