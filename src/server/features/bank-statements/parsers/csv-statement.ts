import { CsvError, readCsvRows } from '../../../../shared/csv-rows';
import { CSV_BANKS, listMappedColumns, type TBankFormat, type TColumnMapping } from './bank-formats';
import { StatementError } from './statement-error';
import type { TParsedLine } from './statement-types';
import { parseStatementAmount, parseStatementDate } from './values';

/** How far down a file its header row may be (banks print account details above it). */
const HEADER_SEARCH_ROWS = 25;

const normalise = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

function findHeaderRow(rows: string[][], columns: string[]): number {
  const wanted = columns.map(normalise);
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const cells = new Set((rows[index] ?? []).map(normalise));
    if (wanted.every((column) => cells.has(column))) return index;
  }
  return -1;
}

/** The most likely header row of an unknown CSV: the first row of several text cells. */
function guessHeaders(rows: string[][]): string[] {
  const row = rows
    .slice(0, HEADER_SEARCH_ROWS)
    .find((cells) => cells.filter((cell) => /[A-Za-z]/.test(cell)).length >= 3);
  return (row ?? rows[0] ?? []).map((cell) => cell.trim()).filter(Boolean);
}

type TCsvRead = { lines: TParsedLine[]; datedRows: string[]; currency: string | null };

/** A currency code the file states: in a "Currency" column of its rows, or beside "Currency" above the header. */
function findCurrency(rows: string[][], headerIndex: number, currencyAt: number): string | null {
  const code = (cell: string | undefined) => {
    const value = (cell ?? '').trim().toUpperCase();
    return /^[A-Z]{3}$/.test(value) ? value : null;
  };
  if (currencyAt >= 0) {
    for (const cells of rows.slice(headerIndex + 1)) {
      const found = code(cells[currencyAt]);
      if (found && found !== 'ZAR') return found;
    }
  }
  for (const cells of rows.slice(0, headerIndex)) {
    const labelAt = cells.findIndex((cell) => /^\s*currency\s*:?\s*$/i.test(cell));
    if (labelAt >= 0) return code(cells[labelAt + 1]);
    const inline = cells.map((cell) => /^\s*currency\s*:\s*([A-Za-z]{3})\s*$/i.exec(cell)?.[1]).find(Boolean);
    if (inline) return inline.toUpperCase();
  }
  return null;
}

function readLines(rows: string[][], headerIndex: number, mapping: TColumnMapping): TCsvRead {
  const header = (rows[headerIndex] ?? []).map(normalise);
  const at = (name: string | undefined) => (name ? header.indexOf(normalise(name)) : -1);
  const dateAt = at(mapping.dateColumn);
  const descriptionAt = mapping.descriptionColumns.map(at);
  const [amountAt, debitAt, creditAt, feeAt, balanceAt] = [
    at(mapping.amountColumn),
    at(mapping.debitColumn),
    at(mapping.creditColumn),
    at(mapping.feeColumn),
    at(mapping.balanceColumn),
  ];
  const lines: TParsedLine[] = [];
  // Every dated row, zero amounts too: the statement's period is its own, not that of the lines kept.
  const datedRows: string[] = [];
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const cells = rows[index] ?? [];
    const rowNumber = index + 1;
    const cell = (position: number) => (position >= 0 ? (cells[position] ?? '') : '');
    // Footer rows (totals, closing balance) have no date in the date column: they are not transactions.
    if (cell(dateAt).trim() === '' || !/\d/.test(cell(dateAt))) continue;
    const date = parseStatementDate(cell(dateAt), mapping.dateFormat, rowNumber);
    datedRows.push(date);
    let amountCents = 0;
    if (amountAt >= 0) amountCents = parseStatementAmount(cell(amountAt), rowNumber) ?? 0;
    const credit = parseStatementAmount(cell(creditAt), rowNumber);
    const debit = parseStatementAmount(cell(debitAt), rowNumber);
    const fee = parseStatementAmount(cell(feeAt), rowNumber);
    amountCents += Math.abs(credit ?? 0) - Math.abs(debit ?? 0) - Math.abs(fee ?? 0);
    if (amountCents === 0) continue;
    const description = descriptionAt
      .map((position) => cell(position).trim())
      .filter(Boolean)
      .join(' / ')
      .slice(0, 500);
    lines.push({
      date,
      amountCents,
      description,
      balanceCents: parseStatementAmount(cell(balanceAt), rowNumber),
      fitId: null,
    });
  }
  if (lines.length === 0) throw new StatementError('The statement has no transactions');
  return { lines, datedRows, currency: findCurrency(rows, headerIndex, header.indexOf('currency')) };
}

/** A bank CSV recognised by its header row, or read with the given mapping. */
function readRows(text: string): string[][] {
  try {
    return readCsvRows(text);
  } catch (error) {
    if (error instanceof CsvError) throw new StatementError(error.message);
    throw error;
  }
}

export function parseCsvStatement(
  text: string,
  mapping?: TColumnMapping,
): { format: TBankFormat } & TCsvRead {
  const rows = readRows(text);
  if (rows.length === 0) throw new StatementError('The file is empty');
  if (mapping) {
    const headerIndex = findHeaderRow(rows, listMappedColumns(mapping));
    if (headerIndex < 0) {
      throw new StatementError(
        `The file has no header row with the columns ${listMappedColumns(mapping).join(', ')}`,
        guessHeaders(rows),
      );
    }
    return { format: 'generic_csv', ...readLines(rows, headerIndex, mapping) };
  }
  for (const bank of CSV_BANKS) {
    const headerIndex = findHeaderRow(rows, listMappedColumns(bank.mapping));
    if (headerIndex >= 0) return { format: bank.format, ...readLines(rows, headerIndex, bank.mapping) };
  }
  throw new StatementError(
    'This CSV is not a statement layout we know (FNB, Standard Bank, Absa, Nedbank, Capitec): map its columns',
    guessHeaders(rows),
  );
}
