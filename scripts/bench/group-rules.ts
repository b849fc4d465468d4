// Rules for the large society, so the arrears list and the dashboard's expected figure are measured on 5,000
// members with a million contributions: the stored standings are computed once, as a rules change does.

import type { TDb } from '../../src/server/db/client';
import { groupRuleVersions } from '../../src/server/db/schema';
import { refreshStandings } from '../../src/server/features/group-rules/standings.service';
import { getTodayIso } from '../../src/shared/calendar';
import { ZGroupRules } from '../../src/shared/group-rules/rule-types';

/**
 * Sets R 250 a month due on the 1st (R 25 late fine) from the month the large seed's two years of contributions
 * start, and computes every standing (returns the seconds it took).
 */
export async function giveLargeSocietyRules(db: TDb, organizationId: string): Promise<number> {
  const today = getTodayIso();
  const twoYearsBack = `${Number(today.slice(0, 4)) - 2}-${today.slice(5, 7)}-01`;
  await db.insert(groupRuleVersions).values({
    organizationId,
    version: 1,
    effectiveFrom: twoYearsBack,
    rules: ZGroupRules.parse({
      amount: { defaultCents: 25_000, perPlanCents: {}, perMemberCents: {} },
      frequency: 'monthly',
      dueDay: 1,
      graceDays: 7,
      fine: { kind: 'fixed', amountCents: 2_500 },
      joiningFee: { amountCents: 0, instalments: 1 },
      paymentOrder: 'contributions_first',
      reminders: { daysBefore: 3, daysAfter: 3 },
    }),
  });
  const started = Date.now();
  await db.transaction((tx) => refreshStandings(tx, organizationId));
  return Math.round((Date.now() - started) / 100) / 10;
}
