import type { TPostOpeningPosition } from '../../../shared/contracts/opening-position';
import { getPrincipalLeft, percentToBps } from '../../../shared/loans';
import { parseRandToCents } from '../../../shared/money';
import { describeBadAmount } from '../../components/money-form/amount-input';

/** The opening position as typed: amounts and numbers as the person wrote them. */
export type THoldingRow = { key: string; name: string; amount: string };
export type TSavingsRow = { key: string; userId: string; amount: string };
export type TLoanRow = {
  key: string;
  userId: string;
  principal: string;
  ratePercent: string;
  termMonths: string;
  lentOn: string;
  repaid: string;
};
export type TOpeningRows = { holdings: THoldingRow[]; savings: TSavingsRow[]; loans: TLoanRow[] };

export type TOpeningTotals = {
  cashCents: number;
  savingsCents: number;
  loansCents: number;
  equityCents: number;
};

const cents = (text: string) => (text.trim() === '' ? 0 : (parseRandToCents(text) ?? 0));
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** What the rows add up to so far (what cannot be read yet counts as nothing). */
export function sumOpeningRows(rows: TOpeningRows): TOpeningTotals {
  const cashCents = rows.holdings.reduce((sum, row) => sum + cents(row.amount), 0);
  const savingsCents = rows.savings.reduce((sum, row) => sum + cents(row.amount), 0);
  const loansCents = rows.loans.reduce((sum, row) => {
    const rate = number(row.ratePercent);
    const term = number(row.termMonths);
    const principal = cents(row.principal);
    if (!(principal > 0) || !(rate >= 0) || !Number.isInteger(term) || term < 1) return sum;
    const left = getPrincipalLeft(
      { amountCents: principal, interestRateBps: percentToBps(rate), termMonths: term },
      cents(row.repaid),
    );
    return sum + (left ?? 0);
  }, 0);
  return { cashCents, savingsCents, loansCents, equityCents: cashCents + loansCents - savingsCents };
}

function readAmount(text: string, where: string, isOptional = false): number | string {
  if (isOptional && text.trim() === '') return 0;
  const value = parseRandToCents(text);
  return value === null ? `${where}: ${describeBadAmount(text)}` : value;
}

/**
 * The rows as the opening position the server takes, or the first thing wrong, named by its row ("Savings
 * row 2: Choose a member"). Rows left empty are skipped, and savings rows without an amount.
 */
export function readOpeningRows(rows: TOpeningRows): TPostOpeningPosition | string {
  const holdings: TPostOpeningPosition['holdings'] = [];
  for (const [index, row] of rows.holdings.entries()) {
    if (row.name.trim() === '' && row.amount.trim() === '') continue;
    const where = `Cash and bank row ${index + 1}`;
    if (row.name.trim().length < 2) return `${where}: Name the cash box or bank account`;
    const amount = readAmount(row.amount, where);
    if (typeof amount === 'string') return amount;
    holdings.push({ name: row.name.trim(), balanceCents: amount });
  }
  const savings: TPostOpeningPosition['savings'] = [];
  for (const [index, row] of rows.savings.entries()) {
    // A member with nothing saved keeps an empty row (a row for every member leaves them so).
    if (row.amount.trim() === '') continue;
    const where = `Savings row ${index + 1}`;
    if (row.userId === '') return `${where}: Choose a member`;
    const amount = readAmount(row.amount, where);
    if (typeof amount === 'string') return amount;
    if (amount > 0) savings.push({ userId: row.userId, amountCents: amount });
  }
  const loans: TPostOpeningPosition['loans'] = [];
  for (const [index, row] of rows.loans.entries()) {
    if (row.userId === '' && row.principal.trim() === '') continue;
    const where = `Loan ${index + 1}`;
    if (row.userId === '') return `${where}: Choose the borrower`;
    const principal = readAmount(row.principal, where);
    if (typeof principal === 'string') return principal;
    const repaid = readAmount(row.repaid, `${where}, repaid`, true);
    if (typeof repaid === 'string') return repaid;
    if (row.lentOn === '') return `${where}: Lent on is required`;
    loans.push({
      userId: row.userId,
      principalCents: principal,
      interestRatePercent: number(row.ratePercent),
      termMonths: number(row.termMonths),
      lentOn: row.lentOn,
      repaidCents: repaid,
    });
  }
  return { holdings, savings, loans };
}
