import { getTodayIso } from '../../../shared/calendar';
import type { TArrearsList, TArrearsQuery } from '../../../shared/contracts/group-rules';
import { formatCents } from '../../../shared/money';
import type { TDb } from '../../db/client';
import type { TOrgAccess } from '../../platform/caller';
import { csvRand, toCsv } from '../../platform/csv';
import { listEngineVersions } from './group-rules.repository';
import { listArrears, readArrearsTotals, readOldestAsOf } from './standings.repository';
import { refreshStandings } from './standings.service';

type TArrearsContext = { db: TDb; org: TOrgAccess };

const EXPORT_LIMIT = 100_000;

/**
 * Brings the stored standings up to today when the last refresh was on an earlier day (a period may have
 * fallen due since): the nightly job normally does it first, so a request rarely pays for it.
 */
async function ensureStandingsCurrent(
  ctx: TArrearsContext,
): Promise<{ hasRules: boolean; asOf: string | null }> {
  const organizationId = ctx.org.organizationId;
  const versions = await listEngineVersions(ctx.db, organizationId);
  if (versions.length === 0) return { hasRules: false, asOf: null };
  const today = getTodayIso();
  const asOf = await readOldestAsOf(ctx.db, organizationId);
  if (asOf === null || asOf < today) {
    await ctx.db.transaction((tx) => refreshStandings(tx, organizationId, undefined, today));
    return { hasRules: true, asOf: today };
  }
  return { hasRules: true, asOf };
}

/**
 * Organization admins (contribution.read_organization): the members who owe money under the rules, one
 * page sorted and filtered as asked, read from the stored standings (an index, however long the history).
 */
export async function getArrears(ctx: TArrearsContext, query: TArrearsQuery): Promise<TArrearsList> {
  const { hasRules, asOf } = await ensureStandingsCurrent(ctx);
  const page = { limit: query.limit, offset: query.offset };
  if (!hasRules) return { hasRules, asOf, membersBehind: 0, totalOwedCents: 0, items: [], total: 0, ...page };
  const [list, totals] = await Promise.all([
    listArrears(ctx.db, ctx.org.organizationId, query, page),
    readArrearsTotals(ctx.db, ctx.org.organizationId),
  ]);
  return { hasRules, asOf, ...totals, items: list.items, total: list.total, ...page };
}

/** The arrears list as filtered and sorted, every page, as CSV. */
export async function exportArrearsCsv(ctx: TArrearsContext, query: TArrearsQuery): Promise<string> {
  const list = await getArrears(ctx, { ...query, limit: EXPORT_LIMIT, offset: 0 });
  return toCsv(
    [
      'Member',
      'Periods behind',
      'Owed',
      'Owed (ZAR)',
      'Fines',
      'Fines (ZAR)',
      'Oldest unpaid',
      'Due on',
      'As of',
    ],
    list.items.map((row) => [
      row.memberName ?? 'Former member',
      row.periodsBehind,
      formatCents(row.owedCents),
      csvRand(row.owedCents),
      formatCents(row.finesCents),
      csvRand(row.finesCents),
      row.oldestUnpaidLabel ?? '',
      row.oldestUnpaidDueOn ?? '',
      list.asOf ?? '',
    ]),
  );
}
