import { LOAN_STATUSES, planInstalments } from '../../../../shared/loans';
import { column, figure, table } from '../../../../shared/report-parts';
import { sumJournalTotal } from '../../ledger/index';
import { listLoanPositions } from '../report-ledger.repository';
import { getDaysBetween, type TBuildInput, type TBuiltReport } from './report-kit';

const PAR_THRESHOLDS = [30, 60, 90] as const;
const LARGEST_EXPOSURES = 10;

type TPosition = Awaited<ReturnType<typeof listLoanPositions>>[number];

/**
 * Days the loan is behind its plan at `asOf`: from the due date of the first instalment that what was
 * repaid by then does not cover (0 when up to date or nothing is owed).
 */
export function getDaysOverdue(loan: TPosition, asOf: string): number {
  if (loan.receivableCents <= 0 || !loan.disbursedOn) return 0;
  let due = 0;
  for (const instalment of planInstalments(loan, loan.disbursedOn)) {
    due += instalment.amountCents;
    if (due > loan.repaidCents) return Math.max(0, getDaysBetween(instalment.dueDate, asOf));
  }
  return Math.max(0, getDaysBetween(loan.dueDate, asOf));
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/**
 * Loan Portfolio Analysis: principal outstanding at the end date by (today's) loan status, portfolio at risk
 * by days behind plan, interest earned and write-offs in the period, defaulted loans and the largest
 * exposures. Outstanding principal is each loan's loans_receivable lines up to the end date.
 */
export async function buildLoanPortfolio(input: TBuildInput): Promise<TBuiltReport> {
  const { db, organizationId, range } = input;
  const positions = await listLoanPositions(db, organizationId, range.to);
  await input.onProgress(40);
  const inRange = { organizationId, from: range.from, through: range.to };
  const interestCents = -(await sumJournalTotal(db, { ...inRange, accounts: ['interest_income'] }));
  const writeOffCents = await sumJournalTotal(db, { ...inRange, accounts: ['loan_write_offs'] });
  await input.onProgress(60);
  const open = positions
    .filter((loan) => loan.receivableCents !== 0)
    .map((loan) => ({ ...loan, daysOverdue: getDaysOverdue(loan, range.to) }));
  const outstandingCents = open.reduce((sum, loan) => sum + loan.receivableCents, 0);
  const byStatus = LOAN_STATUSES.map((status) => {
    const loans = open.filter((loan) => loan.status === status);
    return {
      status,
      count: loans.length,
      outstanding: loans.reduce((sum, loan) => sum + loan.receivableCents, 0),
    };
  }).filter((row) => row.count > 0);
  const par = PAR_THRESHOLDS.map((days) => {
    const atRisk = open.filter((loan) => loan.daysOverdue > days);
    const cents = atRisk.reduce((sum, loan) => sum + loan.receivableCents, 0);
    return {
      bucket: `PAR ${days}`,
      loans: atRisk.length,
      outstanding: cents,
      share: percentOf(cents, outstandingCents),
    };
  });
  const defaulted = positions.filter((loan) => loan.status === 'defaulted');
  const largest = [...open].sort((a, b) => b.receivableCents - a.receivableCents).slice(0, LARGEST_EXPOSURES);

  return {
    figures: [
      figure('outstanding_principal', 'Outstanding principal', 'money', outstandingCents),
      figure('open_loans', 'Loans with principal outstanding', 'count', open.length),
      figure('par_30', 'Portfolio at risk (30 days)', 'percent', par[0]?.share ?? 0),
      figure('interest_earned', 'Interest earned', 'money', interestCents),
      figure('written_off', 'Written off', 'money', writeOffCents),
    ],
    tables: [
      table({
        key: 'by_status',
        title: `Outstanding principal by status at ${range.to}`,
        columns: [
          column('status', 'Status'),
          column('count', 'Loans', 'count'),
          column('outstanding', 'Outstanding', 'money'),
        ],
        rows: byStatus,
        totals: { status: 'Total', count: open.length, outstanding: outstandingCents },
        emptyText: 'No principal was outstanding at the end date',
      }),
      table({
        key: 'par',
        title: 'Portfolio at risk (days behind the repayment plan)',
        columns: [
          column('bucket', 'Bucket'),
          column('loans', 'Loans', 'count'),
          column('outstanding', 'Outstanding', 'money'),
          column('share', 'Share of portfolio', 'percent'),
        ],
        rows: par,
      }),
      table({
        key: 'defaults',
        title: 'Defaulted loans',
        columns: [
          column('member', 'Member'),
          column('amount', 'Principal lent', 'money'),
          column('outstanding', 'Outstanding at end date', 'money'),
          column('writtenOffOn', 'Written off on', 'date'),
        ],
        rows: defaulted.map((loan) => ({
          member: loan.memberName ?? 'No name',
          amount: loan.amountCents,
          outstanding: loan.receivableCents,
          writtenOffOn: loan.writtenOffOn,
        })),
        emptyText: 'No defaulted loans',
      }),
      table({
        key: 'largest',
        title: 'Largest exposures',
        columns: [
          column('member', 'Member'),
          column('status', 'Status'),
          column('disbursedOn', 'Disbursed', 'date'),
          column('outstanding', 'Outstanding', 'money'),
          column('daysOverdue', 'Days overdue', 'count'),
        ],
        rows: largest.map((loan) => ({
          member: loan.memberName ?? 'No name',
          status: loan.status,
          disbursedOn: loan.disbursedOn,
          outstanding: loan.receivableCents,
          daysOverdue: loan.daysOverdue,
        })),
        emptyText: 'No loans outstanding',
      }),
    ],
    chart: null,
    notes: [
      'Outstanding principal is taken from the loans receivable account at the end date; status is the loan’s status today.',
      'Portfolio at risk counts loans more than 30, 60 or 90 days behind their planned monthly instalments at the end date.',
    ],
  };
}
