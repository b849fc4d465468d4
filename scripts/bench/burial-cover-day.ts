// The daily cover run for the 5,000-member burial society of the large seed, each member with three
// dependants (20,000 covered people) and a year of premiums (issue 20 budget: under 10 s).
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { burialCoverStatuses } from '../../src/server/db/schema';
import { seedFeatureFlags } from '../../src/server/demo/seed';
import { runCoverDay } from '../../src/server/features/burial/cover-day';
import { buildPlanTerms } from '../../src/shared/burial/example-plan-terms';
import { getTodayIso } from '../../src/shared/calendar';
import { ZPlanTerms } from '../../src/shared/contracts/burial';
import { shiftIsoDate } from '../../src/shared/group-rules/periods';
import { seedLarge } from '../large-seed/large-seed';
import { recreateDatabase } from './fresh-database';

const BUDGET_SECONDS = 10;

const EXAMPLE = buildPlanTerms();
/** The example family plan at R150 a month, one child band, up to six dependants. */
const TERMS = ZPlanTerms.parse(
  buildPlanTerms({
    monthlyPremiumCents: 15_000,
    cover: { ...EXAMPLE.cover, childBands: [{ fromAge: 0, toAge: 25, coverCents: 1_000_000 }] },
    maxDependants: 6,
    entryAges: { ...EXAMPLE.entryAges, extended: { minAge: 0, maxAge: 75 } },
  }),
);

export async function runBurialCoverBench(options: {
  serverUrl: string;
  databaseName: string;
  contributions: number;
}) {
  const databaseUrl = await recreateDatabase(options.serverUrl, options.databaseName);
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await seedFeatureFlags(database.db);
    const { organizationId } = await seedLarge(database.db, {
      contributions: options.contributions,
      members: 5_000,
      smallOrganizations: 0,
      loans: 0,
    });
    const joinedOn = shiftIsoDate(getTodayIso(), -400);
    await database.db.execute(sql`INSERT INTO burial_plans (id, organization_id, name)
      VALUES (gen_random_uuid(), ${organizationId}, 'Family plan')`);
    await database.db.execute(sql`INSERT INTO burial_plan_versions (organization_id, plan_id, version, effective_from, terms)
      SELECT ${organizationId}, id, 1, '2020-01-01', ${JSON.stringify(TERMS)}::jsonb FROM burial_plans`);
    await database.db.execute(sql`INSERT INTO burial_policies (organization_id, plan_id, plan_version, user_id, membership_id, joined_on)
      SELECT uo.organization_id, p.id, 1, uo.user_id, uo.id, ${joinedOn}::date
      FROM user_organizations uo CROSS JOIN burial_plans p
      WHERE uo.organization_id = ${organizationId}`);
    await database.db.execute(sql`INSERT INTO burial_people (organization_id, policy_id, relationship, full_name, document_kind, document_number, date_of_birth, added_on)
      SELECT bp.organization_id, bp.id, r.relationship, r.relationship || ' of ' || bp.user_id,
             CASE WHEN r.relationship = 'main_member' THEN NULL ELSE 'passport' END,
             CASE WHEN r.relationship = 'main_member' THEN NULL ELSE upper(substr(md5(bp.id::text || r.relationship), 1, 12)) END,
             CASE r.relationship WHEN 'child' THEN '2012-05-05'::date WHEN 'parent' THEN '1950-03-03'::date ELSE '1985-01-01'::date END,
             bp.joined_on
      FROM burial_policies bp
      CROSS JOIN (VALUES ('main_member'), ('spouse'), ('child'), ('parent')) AS r(relationship)`);
    await database.db.execute(sql`VACUUM (ANALYZE)`);

    const asOf = getTodayIso();
    let started = Date.now();
    const first = await runCoverDay(database.db, asOf);
    const firstRunSeconds = (Date.now() - started) / 1000;
    started = Date.now();
    const next = await runCoverDay(database.db, shiftIsoDate(asOf, 1));
    const nextDaySeconds = (Date.now() - started) / 1000;
    const counts = await database.db
      .select({ status: burialCoverStatuses.status, n: count() })
      .from(burialCoverStatuses)
      .groupBy(burialCoverStatuses.status);
    return {
      organizations: first.organizations,
      people: first.people,
      firstRunSeconds: Math.round(firstRunSeconds * 100) / 100,
      nextDaySeconds: Math.round(nextDaySeconds * 100) / 100,
      nextDayPeople: next.people,
      statuses: JSON.stringify(counts.map((row) => ({ ...row, n: Number(row.n) }))),
      budgetSeconds: BUDGET_SECONDS,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runBurialCoverBench({
    serverUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    databaseName: `${process.env.BENCH_DB_PREFIX ?? 'masakhane_bench'}_burial_cover`,
    contributions: Number(process.env.BENCH_COVER_CONTRIBUTIONS ?? 60_000),
  });
  console.table([result]);
  process.exit(0);
}
