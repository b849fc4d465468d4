import readXlsxFile from 'read-excel-file/node';
import {
  GROUP_FIELD_LABELS,
  GROUP_SHEET_FIELDS,
  GROUP_SHEET_LABELS,
  GROUP_SHEETS,
  type TGroupMapping,
  type TGroupSheet,
} from '../../../shared/contracts/group-import';
import { CsvError, readCsvRows } from '../../../shared/csv-rows';

/** A sheet as read: its name, and its rows of text (the first holds the headings). */
export type TRawSheet = { name: string; rows: string[][] };

/** A sheet taken for one kind, with the column each field is read from (-1: none). */
export type TMappedSheet = {
  name: string;
  sheet: TGroupSheet | null;
  headers: string[];
  mapping: Record<string, string | null>;
  columns: Record<string, number>;
  /** The rows under the headings, each with its row number in the sheet (the headings are row 1). */
  rows: { number: number; cells: string[] }[];
};

export class GroupFileError extends Error {}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/** Headings a group's own book may use for each field, beside the template's. */
const FIELD_HEADINGS: Record<string, readonly string[]> = {
  key: ['member no', 'member number', 'no', 'number', 'key', 'id', 'member id'],
  fullName: ['full name', 'name', 'member name', 'names', 'member', 'full names'],
  phone: ['phone', 'cell', 'cellphone', 'cell phone', 'mobile', 'phone number', 'cell number', 'contact'],
  email: ['e mail', 'email', 'email address', 'e mail address'],
  member: ['member', 'name', 'member name', 'full name', 'member no', 'member number', 'names'],
  amount: ['amount', 'amount r', 'savings', 'balance', 'savings r', 'paid', 'saved'],
  principal: ['amount lent', 'amount lent r', 'principal', 'loan amount', 'loan', 'amount'],
  ratePercent: ['interest %', 'interest', 'rate', 'interest rate', 'interest rate %', 'rate %'],
  termMonths: ['term months', 'term', 'months', 'term in months'],
  lentOn: ['lent on', 'date lent', 'loan date', 'date', 'given on'],
  repaid: ['repaid by then', 'repaid by then r', 'repaid', 'paid back', 'repaid so far', 'amount repaid'],
  date: ['date', 'paid on', 'payment date', 'date paid'],
  method: ['method', 'payment method', 'paid by', 'how paid'],
  reference: ['reference', 'ref', 'receipt', 'receipt no', 'receipt number'],
};

const SHEET_NAMES: Record<TGroupSheet, readonly string[]> = {
  members: ['members', 'member list', 'register', 'membership'],
  savings: ['savings at books start', 'savings', 'opening balances', 'balances', 'opening savings'],
  loans: ['loans still out', 'loans', 'loan book', 'outstanding loans'],
  contributions: ['contributions', 'payments', 'history', 'contributions history', 'monthly payments'],
};

const fieldsOf = (sheet: TGroupSheet): string[] => [
  ...GROUP_SHEET_FIELDS[sheet].required,
  ...GROUP_SHEET_FIELDS[sheet].optional,
];

/** Which heading feeds each field: the one the admin chose, else the first the field is known by. */
function mapColumns(sheet: TGroupSheet, headers: string[], chosen: Record<string, string> | undefined) {
  const normalized = headers.map(normalize);
  const taken = new Set<number>();
  const columns: Record<string, number> = {};
  for (const field of fieldsOf(sheet)) {
    const wanted = chosen?.[field];
    let index = wanted === undefined ? -1 : headers.indexOf(wanted);
    if (index < 0 && wanted === undefined) {
      const names = [
        normalize(GROUP_FIELD_LABELS[field as keyof typeof GROUP_FIELD_LABELS]),
        ...(FIELD_HEADINGS[field] ?? []),
      ];
      index =
        names
          .map((name) => normalized.findIndex((heading, at) => heading === name && !taken.has(at)))
          .find((at) => at >= 0) ?? -1;
    }
    if (index >= 0) taken.add(index);
    columns[field] = index;
  }
  return columns;
}

/** The kind of a sheet: by its name, else by the kind whose required headings it has. */
function classifySheet(name: string, headers: string[]): TGroupSheet | null {
  const byName = normalize(name);
  const named = GROUP_SHEETS.find(
    (sheet) => normalize(GROUP_SHEET_LABELS[sheet]) === byName || SHEET_NAMES[sheet].includes(byName),
  );
  if (named) return named;
  const fitting = GROUP_SHEETS.filter((sheet) => {
    const columns = mapColumns(sheet, headers, undefined);
    return GROUP_SHEET_FIELDS[sheet].required.every((field) => (columns[field] ?? -1) >= 0);
  });
  // The most specific kind that fits: loans need the most headings, members the fewest.
  return (
    fitting.sort(
      (a, b) => GROUP_SHEET_FIELDS[b].required.length - GROUP_SHEET_FIELDS[a].required.length,
    )[0] ?? null
  );
}

/** A cell as text: dates as YYYY-MM-DD (Excel's are UTC midnights), numbers as written. */
function toText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The sheets of a workbook (.xlsx) or of a CSV file (one sheet, named by the file). */
export async function readRawSheets(bytes: Uint8Array, fileName: string): Promise<TRawSheet[]> {
  if (isZip(bytes)) {
    let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
    try {
      sheets = await readXlsxFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    } catch {
      throw new GroupFileError('The workbook could not be read: save it as .xlsx or as CSV and try again');
    }
    return sheets.map(({ sheet, data }) => ({ name: sheet, rows: data.map((row) => row.map(toText)) }));
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000'))
    throw new GroupFileError('The file is neither a CSV file nor an .xlsx workbook');
  try {
    return [{ name: fileName.replace(/\.[^.]+$/, ''), rows: readCsvRows(text) }];
  } catch (error) {
    if (error instanceof CsvError) throw new GroupFileError(error.message);
    throw error;
  }
}

/** Each sheet with its kind and columns; empty sheets are left out. */
export function mapSheets(raw: readonly TRawSheet[], mapping: TGroupMapping | undefined): TMappedSheet[] {
  return raw.flatMap((sheet) => {
    const rows = sheet.rows
      .map((cells, index) => ({ number: index + 1, cells }))
      .filter((row) => row.cells.some((cell) => cell !== ''));
    const [heading, ...body] = rows;
    if (!heading) return [];
    const headerRow = heading.cells;
    const headers = headerRow.map((cell) => cell.trim());
    const kind = classifySheet(sheet.name, headers);
    const columns = kind ? mapColumns(kind, headers, mapping?.[kind]) : {};
    return [
      {
        name: sheet.name,
        sheet: kind,
        headers,
        columns,
        mapping: Object.fromEntries(
          Object.entries(columns).map(([field, index]) => [
            field,
            index >= 0 ? (headers[index] ?? null) : null,
          ]),
        ),
        rows: body,
      },
    ];
  });
}
