/** Date ranges the Reports page offers; all dates are 'YYYY-MM-DD' calendar dates in South Africa. */
export type TDateRange = { startDate: string; endDate: string };

export const QUICK_PICKS = [
  { key: 'last_month', label: 'Last month' },
  { key: 'this_month', label: 'This month' },
  { key: 'last_quarter', label: 'Last quarter' },
  { key: 'this_quarter', label: 'This quarter' },
  { key: 'financial_year', label: 'Financial year to date' },
  { key: 'last_financial_year', label: 'Last financial year' },
] as const;
export type TQuickPick = (typeof QUICK_PICKS)[number]['key'];

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The last day of a month (month 1-12). */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the month `offset` months from (year, month), as [year, month]. */
function shiftMonth(year: number, month: number, offset: number): [number, number] {
  const index = year * 12 + (month - 1) + offset;
  return [Math.floor(index / 12), (index % 12) + 1];
}

function monthRange(year: number, month: number, months: number): TDateRange {
  const [endYear, endMonth] = shiftMonth(year, month, months - 1);
  return {
    startDate: isoOf(year, month, 1),
    endDate: isoOf(endYear, endMonth, lastDayOf(endYear, endMonth)),
  };
}

/**
 * The range of a quick pick on `today`. Quarters are calendar quarters; the financial year runs from
 * March to February (South Africa's tax year). "To date" picks end today.
 */
export function getQuickPickRange(pick: TQuickPick, today: string): TDateRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarterStart = month - ((month - 1) % 3);
  const financialYearStart = month >= 3 ? year : year - 1;
  switch (pick) {
    case 'last_month': {
      const [lastYear, lastMonth] = shiftMonth(year, month, -1);
      return monthRange(lastYear, lastMonth, 1);
    }
    case 'this_month':
      return { startDate: isoOf(year, month, 1), endDate: today };
    case 'last_quarter': {
      const [startYear, startMonth] = shiftMonth(year, quarterStart, -3);
      return monthRange(startYear, startMonth, 3);
    }
    case 'this_quarter':
      return { startDate: isoOf(year, quarterStart, 1), endDate: today };
    case 'financial_year':
      return { startDate: isoOf(financialYearStart, 3, 1), endDate: today };
    case 'last_financial_year':
      return monthRange(financialYearStart - 1, 3, 12);
  }
}

/** The range the page starts with: the last full month. */
export function getDefaultRange(today: string): TDateRange {
  return getQuickPickRange('last_month', today);
}
