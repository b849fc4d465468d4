import type { TBankFormat, TColumnMapping } from '../../../../shared/contracts/bank-statements';

export type { TBankFormat, TColumnMapping };

type TCsvBank = { format: Exclude<TBankFormat, 'ofx' | 'generic_csv'>; mapping: TColumnMapping };

/**
 * The CSV exports of the large South African banks, recognised by their header row. Each bank names its
 * columns and prints its dates and amounts its own way; the first whose every mapped column is present wins,
 * so the banks with the most specific headers come first.
 */
export const CSV_BANKS: readonly TCsvBank[] = [
  {
    // Capitec: money in and out (negative) and fees in their own columns, ISO dates.
    format: 'capitec',
    mapping: {
      dateColumn: 'Transaction Date',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumns: ['Description'],
      creditColumn: 'Money In',
      debitColumn: 'Money Out',
      feeColumn: 'Fee',
      balanceColumn: 'Balance',
    },
  },
  {
    // Absa: separate debit and credit columns, day/month/year dates.
    format: 'absa',
    mapping: {
      dateColumn: 'Transaction Date',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumns: ['Transaction Description'],
      debitColumn: 'Debit Amount',
      creditColumn: 'Credit Amount',
      balanceColumn: 'Balance',
    },
  },
  {
    // Standard Bank: a signed amount, compact dates, the payer's reference in its own column.
    format: 'standard_bank',
    mapping: {
      dateColumn: 'Posting Date',
      dateFormat: 'YYYYMMDD',
      descriptionColumns: ['Description', 'Reference'],
      amountColumn: 'Amount',
      balanceColumn: 'Balance',
    },
  },
  {
    // Nedbank: amounts and balances with a CR or DR suffix, dates like 05 Oct 2026.
    format: 'nedbank',
    mapping: {
      dateColumn: 'Transaction Date',
      dateFormat: 'DD MMM YYYY',
      descriptionColumns: ['Narrative'],
      amountColumn: 'Amount',
      balanceColumn: 'Balance',
    },
  },
  {
    // FNB: account details above the header, a signed amount, year/month/day dates.
    format: 'fnb',
    mapping: {
      dateColumn: 'Date',
      dateFormat: 'YYYY/MM/DD',
      descriptionColumns: ['Description'],
      amountColumn: 'Amount',
      balanceColumn: 'Balance',
    },
  },
];

/** The columns a mapping reads. */
export function listMappedColumns(mapping: TColumnMapping): string[] {
  return [
    mapping.dateColumn,
    ...mapping.descriptionColumns,
    mapping.amountColumn,
    mapping.debitColumn,
    mapping.creditColumn,
    mapping.feeColumn,
    mapping.balanceColumn,
  ].filter((column): column is string => Boolean(column));
}
