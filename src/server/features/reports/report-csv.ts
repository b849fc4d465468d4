import type { TReportContent } from '../../../shared/contracts/reports';
import { formatReportCsvCell, formatSastDateTime } from '../../../shared/reports';
import { toCsv } from '../../platform/csv';

/**
 * The report as one CSV: a heading block, the headline figures, then each table under its title (blank
 * rows between). Amounts are rand with a '.' point, dates ISO, times SAST — what spreadsheets read.
 */
export function renderReportCsv(content: TReportContent): string {
  const rows: (string | number)[][] = [
    ['Organization', content.organizationName],
    ['Period', content.startDate, content.endDate],
    ['Generated (SAST)', formatSastDateTime(content.generatedAt).replace(/\//g, '-')],
    [],
    ['Figure', 'Value'],
    ...content.figures.map((item) => [item.label, formatReportCsvCell(item.kind, item.value)]),
  ];
  for (const table of content.tables) {
    rows.push(
      [],
      [table.title],
      table.columns.map((column) => column.label),
    );
    for (const row of [...table.rows, ...(table.totals ? [table.totals] : [])]) {
      rows.push(table.columns.map((column) => formatReportCsvCell(column.kind, row[column.key] ?? null)));
    }
    if (table.rows.length === 0) rows.push([table.emptyText]);
  }
  if (content.notes.length > 0) rows.push([], ['Notes'], ...content.notes.map((note) => [note]));
  return toCsv(['Report', content.title], rows);
}
