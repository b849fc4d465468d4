import { CsvError, readCsvRows } from './csv-rows';

/** A member as a group's own file lists them, before the form checks each field. */
export type TFileMember = { fullName: string; phone: string; email: string };

export type TMemberFileRead = { members: TFileMember[] } | { error: string };

type TColumns = { fullName?: number; firstName?: number; surname?: number; phone?: number; email?: number };

const HEADERS: [keyof TColumns, RegExp][] = [
  ['fullName', /^(full ?names?|names?|member( name)?|name and surname)$/],
  ['firstName', /^(first ?names?|given ?names?|names? \(first\))$/],
  ['surname', /^(surname|last ?name|family ?name)$/],
  ['phone', /^(phone|cell|cellphone|cell ?no|mobile|tel|telephone|phone number|cell number)$/],
  ['email', /^(e-?mail|e-?mail address)$/],
];

function readColumns(header: string[]): TColumns {
  const columns: TColumns = {};
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase().replace(/[.:]/g, '');
    const match = HEADERS.find(([key, pattern]) => columns[key] === undefined && pattern.test(name));
    if (match) columns[match[0]] = index;
  });
  return columns;
}

/**
 * The members a CSV file lists, the way a group keeps them: a header row naming a name column (or first
 * name and surname), and optionally phone and e-mail, in any order and the group's own words. Rows with
 * nothing in them are skipped; a row with a phone or e-mail but no name is named in the error.
 */
export function readMemberFile(text: string): TMemberFileRead {
  let rows: string[][];
  try {
    rows = readCsvRows(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof CsvError) return { error: error.message };
    throw error;
  }
  const headerIndex = rows.findIndex((row) => {
    const columns = readColumns(row);
    return columns.fullName !== undefined || columns.firstName !== undefined;
  });
  if (headerIndex < 0) {
    return { error: 'The file needs a header row with a column for the name (for example "Full name")' };
  }
  const columns = readColumns(rows[headerIndex] ?? []);
  const cell = (row: string[], index: number | undefined) =>
    index === undefined ? '' : (row[index] ?? '').trim();
  const members: TFileMember[] = [];
  for (const [offset, row] of rows.slice(headerIndex + 1).entries()) {
    const fullName =
      cell(row, columns.fullName) ||
      [cell(row, columns.firstName), cell(row, columns.surname)].filter(Boolean).join(' ');
    const member = { fullName, phone: cell(row, columns.phone), email: cell(row, columns.email) };
    if (!member.fullName && !member.phone && !member.email) continue;
    if (!member.fullName) return { error: `Row ${headerIndex + offset + 2}: there is no name` };
    members.push(member);
  }
  if (members.length === 0) return { error: 'The file lists no members under its header row' };
  return { members };
}
