// The nightly rules job at platform scale: 10,000 small organizations and the 5,000-member society, each
// with rules, fines and reminders, settled by one run of the job (issue budget: under two minutes). The first
// run catches up six months of fines; the second, the next day, is what a normal night costs.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { seedFeatureFlags } from '../../src/server/demo/seed';
import { runGroupRulesDay } from '../../src/server/features/fines/group-rules-day';
import { createLogger } from '../../src/server/platform/logger';
import { getTodayIso } from '../../src/shared/calendar';
import { shiftIsoDate } from '../../src/shared/group-rules/periods';
import { ZGroupRules } from '../../src/shared/group-rules/rule-types';
import { seedLarge } from '../large-seed/large-seed';
import { recreateDatabase } from './fresh-database';

export type TRulesDayBench = {
  organizations: number;
  members: number;
  firstRunSeconds: number;
  firstRunPostings: number;
  /** Fine figures booked by the first run (fines raised, paid parts) and how many a second that is. */
  firstRunFines: number;
  finesPerSecond: number;
  nextDaySeconds: number;
  nextDayPostings: number;
  budgetSeconds: number;
};

const BUDGET_SECONDS = 120;

export async function runRulesDayBench(options: {
  serverUrl: string;
  databaseName: string;
  smallOrganizations: number;
  contributions: number;
}): Promise<TRulesDayBench> {
  const databaseUrl = await recreateDatabase(options.serverUrl, options.databaseName);
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedFeatureFlags(database.db);
    await seedLarge(database.db, {
      contributions: options.contributions,
      members: 5_000,
      smallOrganizations: options.smallOrganizations,
      loans: 0,
    });
    const today = getTodayIso();
    const from = `${shiftIsoDate(today, -183).slice(0, 7)}-01`;
    const rules = ZGroupRules.parse({
      amount: { defaultCents: 15_000, perPlanCents: {}, perMemberCents: {} },
      frequency: 'monthly',
      dueDay: 1,
      graceDays: 7,
      fine: { kind: 'fixed', amountCents: 2_500 },
      joiningFee: { amountCents: 0, instalments: 1 },
      paymentOrder: 'fines_first',
      reminders: { daysBefore: 3, daysAfter: 3 },
    });
    await database.db.execute(sql`INSERT INTO group_rule_versions (organization_id, version, effective_from, rules, created_by)
      SELECT o.id, 1, ${from}::date, ${JSON.stringify(rules)}::jsonb, o.created_by FROM organizations o`);
    // Members joined when their organization was founded, three years back, so every period since the rules
    // began is owed and the first run has fines to raise.
    await database.db.execute(sql`UPDATE user_organizations uo SET joined_at = o.created_at
      FROM organizations o WHERE o.id = uo.organization_id`);
    await database.db.execute(sql`VACUUM (ANALYZE)`);

    const deps = { db: database.db, logger: createLogger('error'), baseUrl: 'http://localhost' };
    let started = Date.now();
    const first = await runGroupRulesDay(deps, undefined, today);
    const firstRunSeconds = (Date.now() - started) / 1000;
    started = Date.now();
    const next = await runGroupRulesDay(deps, undefined, shiftIsoDate(today, 1));
    const nextDaySeconds = (Date.now() - started) / 1000;
    return {
      organizations: first.organizations,
      members: first.members,
      firstRunSeconds: Math.round(firstRunSeconds * 10) / 10,
      firstRunPostings: first.postings,
      firstRunFines: first.fineMoves,
      finesPerSecond: Math.round(first.fineMoves / firstRunSeconds),
      nextDaySeconds: Math.round(nextDaySeconds * 10) / 10,
      nextDayPostings: next.postings,
      budgetSeconds: BUDGET_SECONDS,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runRulesDayBench({
    serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    databaseName: `${process.env.BENCH_DB_PREFIX ?? 'masakhane_bench'}_rules_day`,
    smallOrganizations: Number(process.env.BENCH_RULES_ORGANIZATIONS ?? 10_000),
    contributions: Number(process.env.BENCH_RULES_CONTRIBUTIONS ?? 100_000),
  });
  console.table([result]);
  process.exit(0);
}
