import { describe, expect, it } from 'vitest';
import { dueDateAfter, findVersionOn, isPeriodBoundary, listMemberPeriods } from './periods';
import { monthlyRules, ruleMember, ruleVersion } from './rule-fixtures';

describe('listMemberPeriods', () => {
  it('counts calendar months from the month the member joined, each due on the due day of the next month', () => {
    const periods = listMemberPeriods(
      [ruleVersion('2026-01-01', monthlyRules())],
      ruleMember('2026-10-15'),
      '2026-12-10',
    );
    expect(periods.map((period) => [period.key, period.label, period.dueOn, period.amountCents])).toEqual([
      ['2026-10', 'October 2026', '2026-11-01', 30_000],
      ['2026-11', 'November 2026', '2026-12-01', 30_000],
      ['2026-12', 'December 2026', '2027-01-01', 30_000],
    ]);
  });

  it('starts with the first version when the member joined before the group had rules', () => {
    const periods = listMemberPeriods(
      [ruleVersion('2026-03-01', monthlyRules())],
      ruleMember('2025-06-01'),
      '2026-04-30',
    );
    expect(periods.map((period) => period.key)).toEqual(['2026-03', '2026-04']);
  });

  it('judges each period by the version in force when it starts', () => {
    const versions = [
      ruleVersion('2026-01-01', monthlyRules()),
      ruleVersion(
        '2026-03-01',
        monthlyRules({ amount: { defaultCents: 35_000, perPlanCents: {}, perMemberCents: {} } }),
        2,
      ),
    ];
    const periods = listMemberPeriods(versions, ruleMember('2026-01-01'), '2026-04-30');
    expect(periods.map((period) => [period.key, period.amountCents, period.version])).toEqual([
      ['2026-01', 30_000, 1],
      ['2026-02', 30_000, 1],
      ['2026-03', 35_000, 2],
      ['2026-04', 35_000, 2],
    ]);
  });

  it("uses the member's own amount, then their plan's, then the group's", () => {
    const rules = monthlyRules({
      amount: {
        defaultCents: 30_000,
        perPlanCents: { family: 45_000 },
        perMemberCents: { 'member-9': 10_000 },
      },
    });
    const versions = [ruleVersion('2026-01-01', rules)];
    const amountFor = (member: ReturnType<typeof ruleMember>) =>
      listMemberPeriods(versions, member, '2026-01-31')[0]?.amountCents;
    expect(amountFor(ruleMember('2026-01-01', { memberKey: 'member-9', planKey: 'family' }))).toBe(10_000);
    expect(amountFor(ruleMember('2026-01-01', { planKey: 'family' }))).toBe(45_000);
    expect(amountFor(ruleMember('2026-01-01'))).toBe(30_000);
  });

  it('stops at the period the member left in', () => {
    const periods = listMemberPeriods(
      [ruleVersion('2026-01-01', monthlyRules())],
      ruleMember('2026-01-01', { leftOn: '2026-03-10' }),
      '2026-12-31',
    );
    expect(periods.map((period) => period.key)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('runs weekly periods Monday to Sunday, due on the next due weekday', () => {
    const rules = monthlyRules({ frequency: 'weekly', dueDay: 5 });
    const periods = listMemberPeriods(
      [ruleVersion('2026-10-05', rules)],
      ruleMember('2026-10-07'),
      '2026-10-13',
    );
    expect(periods.map((period) => [period.startsOn, period.endsOn, period.dueOn, period.label])).toEqual([
      ['2026-10-05', '2026-10-11', '2026-10-16', 'Week of 5 October 2026'],
      ['2026-10-12', '2026-10-18', '2026-10-23', 'Week of 12 October 2026'],
    ]);
  });

  it('counts fortnights from the first Monday of the version', () => {
    const rules = monthlyRules({ frequency: 'fortnightly', dueDay: 1 });
    const periods = listMemberPeriods(
      [ruleVersion('2026-10-05', rules)],
      ruleMember('2026-10-20'),
      '2026-11-02',
    );
    expect(periods.map((period) => [period.startsOn, period.endsOn, period.dueOn])).toEqual([
      ['2026-10-19', '2026-11-01', '2026-11-02'],
      ['2026-11-02', '2026-11-15', '2026-11-16'],
    ]);
  });

  it('ends a weekly period early when monthly rules start inside it', () => {
    const versions = [
      ruleVersion('2026-01-26', monthlyRules({ frequency: 'weekly', dueDay: 1 })),
      ruleVersion('2026-02-01', monthlyRules(), 2),
    ];
    const periods = listMemberPeriods(versions, ruleMember('2026-01-26'), '2026-02-28');
    expect(periods.map((period) => [period.startsOn, period.endsOn])).toEqual([
      ['2026-01-26', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
    ]);
  });
});

describe('due dates and boundaries', () => {
  it('falls on the due day of the following month', () => {
    expect(dueDateAfter({ frequency: 'monthly', dueDay: 7 }, '2026-12-31')).toBe('2027-01-07');
    expect(dueDateAfter({ frequency: 'monthly', dueDay: 28 }, '2026-01-31')).toBe('2026-02-28');
  });

  it('knows which dates start a period', () => {
    expect(isPeriodBoundary('monthly', '2026-03-01')).toBe(true);
    expect(isPeriodBoundary('monthly', '2026-03-02')).toBe(false);
    expect(isPeriodBoundary('weekly', '2026-11-23')).toBe(true);
    expect(isPeriodBoundary('fortnightly', '2026-11-24')).toBe(false);
  });

  it('finds the version in force on a date', () => {
    const versions = [
      ruleVersion('2026-03-01', monthlyRules(), 2),
      ruleVersion('2026-01-01', monthlyRules(), 1),
    ];
    expect(findVersionOn(versions, '2025-12-31')).toBeNull();
    expect(findVersionOn(versions, '2026-02-28')?.version).toBe(1);
    expect(findVersionOn(versions, '2026-03-01')?.version).toBe(2);
  });
});
