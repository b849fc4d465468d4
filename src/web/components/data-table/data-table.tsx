import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useIsPhone } from '../../lib/use-is-phone';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '../ui/table';
import { DataCards } from './data-cards';
import { LoadMoreButton, type TLoadMore } from './load-more';
import { STACKED_TABLE } from './stacked-rows';

/**
 * Where a cell goes on a phone. In stacked rows: a line of its own ('lead'), inline, or at the row's end
 * ('end'). In detail cards: 'lead' is the column the card's title already shows, 'end' sits beside the title.
 */
export type TStackedPlace = 'lead' | 'inline' | 'end';

export type TDataColumn<TRow> = {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts, rates and actions line up on the right, header and cells alike. */
  isRightAligned?: boolean;
  className?: string | ((row: TRow) => string);
  /** On a phone (stacked rows or detail cards): where the cell sits; 'inline' unless said. */
  stacked?: TStackedPlace;
  /** The column's total: a last row under the rows, and a last card on phones. */
  footer?: ReactNode;
  /** The row's actions: the last column, pinned to the right edge so it stays in view when the table scrolls. */
  isPinned?: boolean;
};

/** A pinned column keeps the card's background over the cells scrolling under it, with a shadow on its left. */
const PINNED_CLASS = 'sticky right-0 z-10 bg-card shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]';

/**
 * The phone layout. 'cards': below 768 px the table gives way to a list, one card a row (renderCard draws it).
 * 'details': the same list, each card drawn from the columns: the title, the 'end' column (the row's actions)
 * beside it, and every other column as a labelled line.
 * 'stacked': below 640 px the header hides and each row wraps its cells, so every column stays readable.
 */
export type TPhoneLayout<TRow> =
  | { kind: 'cards'; renderCard: (row: TRow) => ReactNode; skeletonClassName?: string }
  | { kind: 'details'; getTitle: (row: TRow) => ReactNode }
  | { kind: 'stacked' };

export type TPhoneCards<TRow> = Exclude<TPhoneLayout<TRow>, { kind: 'stacked' }>;

type TDataTableProps<TRow> = {
  /** Names the table's scroll region and the card list, for screen readers and tests. */
  label?: string;
  columns: readonly TDataColumn<TRow>[];
  rows: readonly TRow[];
  getRowKey: (row: TRow) => string;
  isLoading: boolean;
  emptyText: string;
  phone: TPhoneLayout<TRow>;
  /** A list that grows a page at a time (readLoadMore of an infinite query). */
  loadMore?: TLoadMore;
};

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];
const STACKED_CELL: Record<TStackedPlace, string> = {
  lead: STACKED_TABLE.leadCell,
  inline: STACKED_TABLE.cell,
  end: STACKED_TABLE.actionsCell,
};

/** Where a cell sits, a total's as well as a row's. */
function readPlaceClass<TRow>(column: TDataColumn<TRow>, isStacked: boolean): string {
  return cn(
    column.isRightAligned && 'text-right',
    isStacked ? STACKED_CELL[column.stacked ?? 'inline'] : column.isPinned && PINNED_CLASS,
  );
}

function readCellClass<TRow>(column: TDataColumn<TRow>, row: TRow, isStacked: boolean): string {
  const own = typeof column.className === 'function' ? column.className(row) : column.className;
  return cn(readPlaceClass(column, isStacked), own);
}

/**
 * One table for the app's lists: the columns, skeleton rows while the first page loads, the empty text, the
 * totals, a "Load More" button, and a phone layout (cards or stacked rows) so nothing scrolls sideways at 360 px.
 * Cards and table are never both rendered: only the one the window's width shows.
 */
export function DataTable<TRow>({
  label,
  columns,
  rows,
  getRowKey,
  isLoading,
  emptyText,
  phone,
  loadMore,
}: TDataTableProps<TRow>) {
  const isStacked = phone.kind === 'stacked';
  const hasTotals = !isLoading && rows.length > 0 && columns.some((column) => column.footer !== undefined);
  const isPhone = useIsPhone();
  const renderTable = () => (
    <Table label={label}>
      <TableHeader className={isStacked ? STACKED_TABLE.header : undefined}>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead
              key={column.header}
              className={cn(column.isRightAligned && 'text-right', column.isPinned && PINNED_CLASS)}
            >
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody aria-busy={isLoading || undefined}>
        {isLoading &&
          SKELETON_ROWS.map((row) => (
            <TableRow key={row} className={cn('hover:bg-transparent', isStacked && STACKED_TABLE.row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={isStacked ? STACKED_TABLE.cell : undefined}>
                  <Skeleton className="h-4 w-20" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        {!isLoading && rows.length === 0 && (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-12 text-center font-medium">
              {emptyText}
            </TableCell>
          </TableRow>
        )}
        {!isLoading &&
          rows.map((row) => (
            <TableRow key={getRowKey(row)} className={isStacked ? STACKED_TABLE.row : undefined}>
              {columns.map((column) => (
                <TableCell key={column.header} className={readCellClass(column, row, isStacked)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
      </TableBody>
      {hasTotals && (
        <TableFooter>
          <TableRow className={cn('hover:bg-transparent', isStacked && STACKED_TABLE.row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={readPlaceClass(column, isStacked)}>
                {column.footer}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
  return (
    <>
      {phone.kind === 'stacked' ? (
        renderTable()
      ) : isPhone ? (
        <DataCards
          label={label}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          isLoading={isLoading}
          emptyText={emptyText}
          phone={phone}
        />
      ) : (
        <div className="hidden md:block">{renderTable()}</div>
      )}
      {loadMore && <LoadMoreButton {...loadMore} />}
    </>
  );
}
