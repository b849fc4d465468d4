import type { TReportContent, TReportTable } from '../../../shared/contracts/reports';
import { formatDate } from '../../../shared/format';
import { formatReportCell, formatReportMonth, formatSastDateTime } from '../../../shared/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/cn';

/** Long tables show their first rows on screen; the PDF and CSV hold every row. */
const SCREEN_ROWS = 200;

const isNumeric = (kind: string) => kind === 'money' || kind === 'count' || kind === 'percent';

function ReportTableView({ table }: { table: TReportTable }) {
  const rows = table.rows.slice(0, SCREEN_ROWS);
  const allRows = table.totals ? [...rows, table.totals] : rows;
  return (
    <section className="grid gap-2" aria-label={table.title}>
      <h3 className="font-semibold">{table.title}</h3>
      {table.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{table.emptyText}</p>
      ) : (
        <>
          <ul className="grid gap-2 md:hidden">
            {allRows.map((row, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id and never reorder.
                key={index}
                className={cn(
                  'rounded-md border p-3 text-sm',
                  index === rows.length && 'bg-muted/50 font-semibold',
                )}
              >
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {table.columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted-foreground">{column.label}</dt>
                      <dd className="text-right tabular-nums">
                        {formatReportCell(column.kind, row[column.key] ?? null)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  {table.columns.map((column) => (
                    <TableHead key={column.key} className={cn(isNumeric(column.kind) && 'text-right')}>
                      {column.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {allRows.map((row, index) => (
                  <TableRow
                    // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id and never reorder.
                    key={index}
                    className={cn(index === rows.length && 'bg-muted/50 font-semibold')}
                  >
                    {table.columns.map((column) => (
                      <TableCell
                        key={column.key}
                        className={cn(isNumeric(column.kind) && 'text-right tabular-nums whitespace-nowrap')}
                      >
                        {formatReportCell(column.kind, row[column.key] ?? null)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {table.rows.length > SCREEN_ROWS && (
            <p className="text-xs text-muted-foreground">
              Showing the first {SCREEN_ROWS} of {table.rows.length} rows; the PDF and CSV hold them all.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Money in against money out per month, as plain bars (charts' library stays on the analytics page). */
function MonthlyBars({ chart }: { chart: NonNullable<TReportContent['chart']> }) {
  const peak = Math.max(1, ...chart.map((point) => Math.max(point.inflowCents, point.outflowCents)));
  return (
    <section className="grid gap-2" aria-label="Chart of money in and out per month">
      <h3 className="font-semibold">Chart: money in and out per month</h3>
      <div className="flex h-36 items-end gap-2 overflow-x-auto border-b pb-1" aria-hidden>
        {chart.map((point) => (
          <div key={point.month} className="flex min-w-10 flex-1 flex-col items-center gap-1">
            <div className="flex h-28 items-end gap-0.5">
              <span
                className="w-3 rounded-t bg-green-700"
                style={{ height: `${(point.inflowCents / peak) * 100}%` }}
              />
              <span
                className="w-3 rounded-t bg-red-700"
                style={{ height: `${(point.outflowCents / peak) * 100}%` }}
              />
            </div>
            <span className="text-[10px] whitespace-nowrap text-muted-foreground">
              {formatReportMonth(point.month)}
            </span>
          </div>
        ))}
      </div>
      <p className="flex gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="size-2.5 rounded-sm bg-green-700" aria-hidden /> Money in
        </span>
        <span className="flex items-center gap-1">
          <span className="size-2.5 rounded-sm bg-red-700" aria-hidden /> Money out
        </span>
      </p>
    </section>
  );
}

/** A report as the screen shows it: the same figures and tables as its PDF and CSV. */
export function ReportContentView({ content }: { content: TReportContent }) {
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {content.organizationName} · {formatDate(content.startDate)} to {formatDate(content.endDate)} ·
        generated {formatSastDateTime(content.generatedAt)} (SAST)
      </p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {content.figures.map((item) => (
          <div key={item.key} className="rounded-lg border bg-muted/30 p-3" data-figure={item.key}>
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {formatReportCell(item.kind, item.value)}
            </dd>
          </div>
        ))}
      </dl>
      {content.chart && content.chart.length > 0 && <MonthlyBars chart={content.chart} />}
      {content.tables.map((table) => (
        <ReportTableView key={table.key} table={table} />
      ))}
      <ul className="grid gap-1 text-xs text-muted-foreground">
        {content.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
