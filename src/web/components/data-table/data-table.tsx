import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { LoadMoreButton, type TLoadMore } from './load-more';
import { STACKED_TABLE } from './stacked-rows';

/** Where a cell goes when the rows stack on a phone: a line of its own, inline, or at the row's end. */
export type TStackedPlace = 'lead' | 'inline' | 'end';

export type TDataColumn<TRow> = {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts, rates and actions line up on the right, header and cells alike. */
  isRightAligned?: boolean;
  className?: string | ((row: TRow) => string);
  /** With stacked rows (no cards): where the cell sits on a phone; 'inline' unless said. */
  stacked?: TStackedPlace;
};

/**
 * The phone layout. 'cards': below 768 px the table gives way to a list, one card a row (renderCard draws it).
 * 'stacked': below 640 px the header hides and each row wraps its cells, so every column stays readable.
 */
export type TPhoneLayout<TRow> =
  | { kind: 'cards'; renderCard: (row: TRow) => ReactNode; skeletonClassName?: string }
  | { kind: 'stacked' };

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

function readCellClass<TRow>(column: TDataColumn<TRow>, row: TRow, isStacked: boolean): string {
  const own = typeof column.className === 'function' ? column.className(row) : column.className;
  return cn(
    column.isRightAligned && 'text-right',
    isStacked && STACKED_CELL[column.stacked ?? 'inline'],
    own,
  );
}

function DataCards<TRow>({
  label,
  rows,
  getRowKey,
  isLoading,
  emptyText,
  renderCard,
  skeletonClassName,
}: Omit<TDataTableProps<TRow>, 'columns' | 'phone' | 'loadMore'> & {
  renderCard: (row: TRow) => ReactNode;
  skeletonClassName: string | undefined;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3 p-4 md:hidden" aria-busy="true">
        {SKELETON_ROWS.slice(0, 3).map((row) => (
          <Skeleton key={row} className={cn('h-16 w-full', skeletonClassName)} />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <p className="py-12 text-center font-medium md:hidden">{emptyText}</p>;
  return (
    <ul aria-label={label} className="divide-y md:hidden">
      {rows.map((row) => (
        <li key={getRowKey(row)} className="grid gap-2 px-4 py-3">
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
}

/**
 * One table for the app's lists: the columns, skeleton rows while the first page loads, the empty text, a
 * "Load More" button, and a phone layout (cards or stacked rows) so nothing scrolls sideways at 360 px.
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
  const table = (
    <Table label={label}>
      <TableHeader className={isStacked ? STACKED_TABLE.header : undefined}>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.header} className={column.isRightAligned ? 'text-right' : undefined}>
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
    </Table>
  );
  return (
    <>
      {phone.kind === 'cards' ? (
        <>
          <DataCards
            label={label}
            rows={rows}
            getRowKey={getRowKey}
            isLoading={isLoading}
            emptyText={emptyText}
            renderCard={phone.renderCard}
            skeletonClassName={phone.skeletonClassName}
          />
          <div className="hidden md:block">{table}</div>
        </>
      ) : (
        table
      )}
      {loadMore && <LoadMoreButton {...loadMore} />}
    </>
  );
}
