import type { TFineRule, TGroupRules } from '../../shared/group-rules/rule-types';
import { ZGroupRules } from '../../shared/group-rules/rule-types';
import { groupRuleVersions } from '../db/schema';
import { refreshStandings } from '../features/group-rules/standings.service';
import type { TDemoOrganizationKey, TSeedContext } from './seed-context';
import { dayOfMonthAgo } from './seed-dates';

/** Each demo group's late fine and grace days (the stokvel fines late payers R50); the amount is the one its members have been paying. */
const RULES_BY_ORGANIZATION: Record<TDemoOrganizationKey, { graceDays: number; fine: TFineRule }> = {
  stokvel: { graceDays: 7, fine: { kind: 'fixed', amountCents: 5_000 } },
  burial: { graceDays: 14, fine: { kind: 'none' } },
  coop: { graceDays: 14, fine: { kind: 'none' } },
  club: { graceDays: 7, fine: { kind: 'none' } },
  general: { graceDays: 10, fine: { kind: 'none' } },
  sacco: { graceDays: 7, fine: { kind: 'none' } },
  fund: { graceDays: 7, fine: { kind: 'none' } },
  nonprofit: { graceDays: 14, fine: { kind: 'none' } },
};

/**
 * Gives every demo organization its rules, in force from the month of its first seeded contributions
 * (each month's contribution due on the 1st of the next), and computes every member's standing: the
 * months someone skipped or paid short show on the arrears list.
 */
export async function seedGroupRules(ctx: TSeedContext): Promise<void> {
  const effectiveFrom = dayOfMonthAgo(ctx.today, 11, 1);
  for (const org of ctx.organizations) {
    const { graceDays, fine } = RULES_BY_ORGANIZATION[org.key];
    const rules: TGroupRules = ZGroupRules.parse({
      amount: { defaultCents: org.monthlyContributionCents, perPlanCents: {}, perMemberCents: {} },
      frequency: 'monthly',
      dueDay: 1,
      graceDays,
      fine,
      joiningFee: { amountCents: 0, instalments: 1 },
      paymentOrder: 'contributions_first',
      reminders: { daysBefore: 3, daysAfter: 3 },
    });
    await ctx.db.insert(groupRuleVersions).values({
      organizationId: org.id,
      version: 1,
      effectiveFrom,
      rules,
      createdBy: org.admin.id,
    });
    await refreshStandings(ctx.db, org.id, undefined, ctx.today);
  }
}
