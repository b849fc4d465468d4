import { TRANSACTION_TYPES } from '../../../../shared/money-records';
import { column, figure, table } from '../../../../shared/report-parts';
import { readBalancesAsOf, sumJournalLines, type TLineScope, type TLineSum } from '../../ledger/index';
import {
  getDayBefore,
  listMonths,
  type TBuildInput,
  type TBuiltReport,
  TRANSACTION_TYPE_LABELS,
} from './report-kit';

/**
 * Monthly Financial Report: cash and bank at the start, money in and out by type (cash account lines of the
 * range), cash at the end, the trial balance at the end date, and money in against money out per month.
 */
export async function buildFinancialSummary(input: TBuildInput): Promise<TBuiltReport> {
  const { db, organizationId, range } = input;
  const cashInRange: TLineScope = { organizationId, accounts: ['cash'], from: range.from, through: range.to };
  const inAndOut = { inflowCents: { side: 'debits' }, outflowCents: { side: 'credits' } } satisfies Record<
    string,
    TLineSum
  >;
  const opening = await readBalancesAsOf(db, organizationId, getDayBefore(range.from));
  const openingCash = opening.find((account) => account.code === 'cash')?.cents ?? 0;
  await input.onProgress(25);
  const byType = await sumJournalLines(db, cashInRange, { groupBy: ['transactionType'], sums: inAndOut });
  const inflowCents = byType.reduce((sum, row) => sum + row.inflowCents, 0);
  const outflowCents = byType.reduce((sum, row) => sum + row.outflowCents, 0);
  await input.onProgress(50);
  const closing = await readBalancesAsOf(db, organizationId, range.to);
  const closingCash = closing.find((account) => account.code === 'cash')?.cents ?? 0;
  await input.onProgress(70);
  const byMonth = new Map(
    (await sumJournalLines(db, cashInRange, { groupBy: ['month'], sums: inAndOut })).map((row) => [
      row.month,
      row,
    ]),
  );
  const chart = listMonths(range).map((month) => ({
    month,
    inflowCents: byMonth.get(month)?.inflowCents ?? 0,
    outflowCents: -(byMonth.get(month)?.outflowCents ?? 0),
  }));

  const typeRows = (pick: 'inflowCents' | 'outflowCents') =>
    TRANSACTION_TYPES.map((type) => ({
      type: TRANSACTION_TYPE_LABELS[type],
      amount: Math.abs(byType.find((row) => row.transactionType === type)?.[pick] ?? 0),
    })).filter((row) => row.amount !== 0);
  const debitTotal = closing.reduce((sum, account) => sum + Math.max(account.cents, 0), 0);
  const creditTotal = closing.reduce((sum, account) => sum + Math.max(-account.cents, 0), 0);

  return {
    figures: [
      figure('opening_cash', 'Opening cash and bank', 'money', openingCash),
      figure('total_inflows', 'Money in', 'money', inflowCents),
      figure('total_outflows', 'Money out', 'money', -outflowCents),
      figure('closing_cash', 'Closing cash and bank', 'money', closingCash),
    ],
    tables: [
      table({
        key: 'inflows',
        title: 'Money in by type',
        columns: [column('type', 'Type'), column('amount', 'Amount', 'money')],
        rows: typeRows('inflowCents'),
        totals: { type: 'Total money in', amount: inflowCents },
        emptyText: 'No money came in during this period',
      }),
      table({
        key: 'outflows',
        title: 'Money out by type',
        columns: [column('type', 'Type'), column('amount', 'Amount', 'money')],
        rows: typeRows('outflowCents'),
        totals: { type: 'Total money out', amount: -outflowCents },
        emptyText: 'No money went out during this period',
      }),
      table({
        key: 'monthly',
        title: 'Money in and out per month',
        columns: [
          column('month', 'Month'),
          column('inflow', 'Money in', 'money'),
          column('outflow', 'Money out', 'money'),
          column('net', 'Net', 'money'),
        ],
        rows: chart.map((point) => ({
          month: point.month,
          inflow: point.inflowCents,
          outflow: point.outflowCents,
          net: point.inflowCents - point.outflowCents,
        })),
      }),
      table({
        key: 'trial_balance',
        title: `Trial balance at ${range.to}`,
        columns: [
          column('account', 'Account'),
          column('type', 'Type'),
          column('debit', 'Debit', 'money'),
          column('credit', 'Credit', 'money'),
        ],
        rows: closing.map((account) => ({
          account: account.name,
          type: account.type,
          debit: Math.max(account.cents, 0),
          credit: account.cents < 0 ? -account.cents : 0,
        })),
        totals: { account: 'Total', type: null, debit: debitTotal, credit: creditTotal },
      }),
    ],
    chart,
    notes: [
      'Money in and out are the lines of the cash and bank account in the master book; reversals count on the side they move money.',
      'Closing cash and bank equals opening cash and bank plus money in less money out.',
    ],
  };
}
