import { describe, expect, it } from 'vitest';
import { formatCents } from '../money';
import { describeRuleChanges, describeRules } from './describe-rules';
import { monthlyRules } from './rule-fixtures';
import { withRuleDefaults, ZGroupRules } from './rule-types';

const inWords = `shares of ${formatCents(2_000)}, 1 to 5 a meeting; social fund ${formatCents(1_000)} a meeting; loans up to 3 times the shares`;

const shares = {
  model: 'shares',
  maxSharesPerMeeting: 5,
  socialFundCents: 1_000,
  loanMultiple: 3,
} as const;

describe('the savings model of the group rules', () => {
  it('saves by contributions unless the group chooses shares', () => {
    const { savings: _, ...older } = monthlyRules();
    expect(ZGroupRules.parse(older).savings).toEqual({ model: 'contributions' });
  });

  it('takes shares at R20, 1 to 5 a meeting, R10 social fund, loans up to 3 times, shared out by shares', () => {
    const rules = ZGroupRules.parse(
      monthlyRules({ savings: shares, shareOut: { rule: 'per_share', sharePriceCents: 2_000 } }),
    );
    expect(rules.savings).toEqual(shares);
    expect(new Map(describeRules(rules)).get('Savings')).toBe(inWords);
  });

  it('refuses shares without the share-out by shares and its share price', () => {
    const proportional = ZGroupRules.safeParse(monthlyRules({ savings: shares }));
    expect(proportional.error?.issues[0]?.message).toBe(
      'A group that saves in shares shares out by shares: choose the share-out by shares',
    );
    const noPrice = ZGroupRules.safeParse(
      monthlyRules({ savings: shares, shareOut: { rule: 'per_share', sharePriceCents: null } }),
    );
    expect(noPrice.error?.issues[0]?.message).toBe('Share price is required for a share-out by shares');
  });

  it('bounds the shares per meeting and the loan multiple', () => {
    const perShare = { rule: 'per_share', sharePriceCents: 2_000 } as const;
    const parse = (savings: object) =>
      ZGroupRules.safeParse({ ...monthlyRules({ shareOut: perShare }), savings }).error?.issues[0]?.message;
    expect(parse({ ...shares, maxSharesPerMeeting: 0 })).toBe('Most shares per meeting must be at least 1');
    expect(parse({ ...shares, loanMultiple: 11 })).toBe('Loan limit must be at most 10 times the shares');
    expect(parse({ ...shares, socialFundCents: -1 })).toBe('Social fund per meeting cannot be negative');
  });

  it('reads stored rules from before the setting as contributions, and words the change to shares', () => {
    const { savings: _, ...stored } = monthlyRules();
    const before = withRuleDefaults(stored as ReturnType<typeof monthlyRules>);
    expect(before.savings).toEqual({ model: 'contributions' });
    const after = monthlyRules({ savings: shares, shareOut: { rule: 'per_share', sharePriceCents: 2_000 } });
    expect(describeRuleChanges(before, after)).toContain(`Savings: contributions per period → ${inWords}`);
  });
});
