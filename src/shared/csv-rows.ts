/** A file that is not CSV as RFC 4180 writes it. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * An RFC 4180 reader: comma-separated fields, double-quoted fields may hold commas, line breaks and
 * doubled quotes; rows end with CRLF or LF. Cells are returned as text, never evaluated. Both sides read
 * with it: bank statements on the server, a members file in the browser.
 */
export function readCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
      } else {
        cell += char;
      }
      index++;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      cell = '';
      isQuoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else {
      cell += char;
    }
    index++;
  }
  if (isQuoted) throw new CsvError('The file has a quoted field that never ends');
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}
