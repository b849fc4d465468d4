import type { TReportCell, TReportColumn, TReportFigure, TReportTable } from './contracts/reports';

/** The pieces of a report's content (a figure, a column, a table), as every report and statement builds them. */
export function figure(
  key: string,
  label: string,
  kind: TReportFigure['kind'],
  value: TReportCell,
): TReportFigure {
  return { key, label, kind, value };
}

export function column(key: string, label: string, kind: TReportColumn['kind'] = 'text'): TReportColumn {
  return { key, label, kind };
}

export function table(
  input: Pick<TReportTable, 'key' | 'title' | 'columns' | 'rows'> &
    Partial<Pick<TReportTable, 'totals' | 'emptyText'>>,
): TReportTable {
  return { totals: null, emptyText: 'Nothing in this period', ...input };
}
