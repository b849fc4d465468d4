import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import type { TReserve } from '../../../shared/contracts/reserve';
import { findVersionOn } from '../../../shared/group-rules/periods';
import { DEFAULT_RESERVE } from '../../../shared/group-rules/rule-types';
import type { TDb, TDbOrTx } from '../../db/client';
import { cashFlowSummaries } from '../../db/schema';
import { readFigureSource } from './figure-sources';
import { readGroupFigures } from './figures';

const IN_FORCE = new Set(['waiting', 'covered', 'in_arrears', 'reinstated']);
const AVERAGE_MONTHS = 12;

/** Cash paid out as payouts (positive cents, net of reversals) in the months from `from` up to before `to`. */
async function sumPayouts(db: TDbOrTx, organizationId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ net: sql<string | number | null>`sum(${cashFlowSummaries.netCents})` })
    .from(cashFlowSummaries)
    .where(
      and(
        eq(cashFlowSummaries.organizationId, organizationId),
        eq(cashFlowSummaries.transactionType, 'payout'),
        gte(cashFlowSummaries.month, from),
        lt(cashFlowSummaries.month, to),
      ),
    );
  return -Number(row?.net ?? 0);
}

/** The reserve rule in force on a day: the group rules' `reserve`, or the default of two funerals. */
export async function readReserveRule(db: TDbOrTx, organizationId: string, on: string) {
  const versions = await readFigureSource('listRuleVersions')(db, organizationId);
  return findVersionOn(versions, on)?.rules.reserve ?? DEFAULT_RESERVE;
}

/** Pure: the reserve figures from the cash, the covers in force, the payouts of the last year and the rule. */
export function toReserve(input: {
  asOf: string;
  cashCents: number;
  coversCents: number[];
  payoutsLastYearCents: number;
  warnBelowPayouts: number;
}): TReserve {
  const largest = [...input.coversCents].sort((a, b) => b - a).slice(0, input.warnBelowPayouts);
  const costOfLargestCents = largest.reduce((sum, cents) => sum + cents, 0);
  const averageMonthlyPayoutsCents = Math.round(input.payoutsLastYearCents / AVERAGE_MONTHS);
  return {
    asOf: input.asOf,
    cashCents: input.cashCents,
    warnBelowPayouts: input.warnBelowPayouts,
    largestCoversCents: largest,
    costOfLargestCents,
    coversInForce: input.coversCents.length,
    averageMonthlyPayoutsCents,
    monthsOfPayouts:
      averageMonthlyPayoutsCents > 0
        ? Math.floor((Math.max(0, input.cashCents) / averageMonthlyPayoutsCents) * 10) / 10
        : null,
    isBelow: input.cashCents < costOfLargestCents,
  };
}

/**
 * Services, after authorising a burial society's admin: the society's cash (Total Balance, from the master
 * book) against its exposure on `asOf` — the largest covers in force (each person's cover amount from the
 * cover engine) and the average payouts per month over the 12 whole months before `asOf`'s month — and
 * whether the cash is below the cost of the number of funerals the group rules name.
 */
export async function readReserve(
  db: TDb,
  organizationId: string,
  asOf: string = getTodayIso(),
): Promise<TReserve> {
  const figures = await readGroupFigures(db, organizationId, asOf);
  const people = await readFigureSource('listCovers')(db, organizationId, asOf);
  const thisMonth = getMonthStart(asOf);
  const payoutsLastYearCents = await sumPayouts(
    db,
    organizationId,
    addMonthsIso(thisMonth, -AVERAGE_MONTHS),
    thisMonth,
  );
  const rule = await readReserveRule(db, organizationId, asOf);
  return toReserve({
    asOf,
    cashCents: figures.totalBalanceCents,
    coversCents: people.filter((person) => IN_FORCE.has(person.status)).map((person) => person.coverCents),
    payoutsLastYearCents,
    warnBelowPayouts: rule.warnBelowPayouts,
  });
}
