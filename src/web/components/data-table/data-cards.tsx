import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useRowsInSteps } from '../../lib/use-rows-in-steps';
import { Skeleton } from '../ui/skeleton';
import type { TDataColumn, TPhoneCards } from './data-table';
import { PHONE_CARD } from './phone-card';

const SKELETON_CARDS = ['a', 'b', 'c'];

type TDetailLine = { header: string; value: ReactNode; isRightAligned: boolean };

/** A card drawn from the columns: the title with what sits beside it, then one labelled line a column. */
function DetailCard({ title, aside, lines }: { title: ReactNode; aside: ReactNode; lines: TDetailLine[] }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 font-medium break-words">{title}</div>
        {aside}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lines.map((line) => (
          <div key={line.header} className="contents">
            <dt className="text-muted-foreground">{line.header}</dt>
            <dd className={cn('min-w-0 break-words', line.isRightAligned && 'text-right')}>{line.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The table's rows below 768 px, one card a row, and its totals in a last card. Detail cards leave out the
 * 'lead' column (the title shows it) and put the 'end' column (the row's actions) beside the title.
 */
export function DataCards<TRow>({
  label,
  columns,
  rows,
  getRowKey,
  isLoading,
  emptyText,
  phone,
}: {
  label: string | undefined;
  columns: readonly TDataColumn<TRow>[];
  rows: readonly TRow[];
  getRowKey: (row: TRow) => string;
  isLoading: boolean;
  emptyText: string;
  phone: TPhoneCards<TRow>;
}) {
  const shownRows = useRowsInSteps(rows);
  if (isLoading) {
    return (
      <div className="grid gap-3 p-4 md:hidden" aria-busy="true">
        {SKELETON_CARDS.map((card) => (
          <Skeleton
            key={card}
            className={cn('h-16 w-full', phone.kind === 'cards' && phone.skeletonClassName)}
          />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <p className="py-12 text-center font-medium md:hidden">{emptyText}</p>;
  const lead = columns.find((column) => column.stacked === 'lead');
  const end = columns.find((column) => column.stacked === 'end');
  const lineColumns = columns.filter((column) => column !== lead && column !== end);
  const toLine = (column: TDataColumn<TRow>, value: ReactNode): TDetailLine => ({
    header: column.header,
    value,
    isRightAligned: column.isRightAligned ?? false,
  });
  const totals = lineColumns.filter((column) => column.footer !== undefined);
  return (
    <ul aria-label={label} className="divide-y md:hidden">
      {shownRows.map((row) => (
        <li key={getRowKey(row)} className={`grid gap-2 ${PHONE_CARD}`}>
          {phone.kind === 'cards' ? (
            phone.renderCard(row)
          ) : (
            <DetailCard
              title={phone.getTitle(row)}
              aside={end?.cell(row)}
              lines={lineColumns.map((column) => toLine(column, column.cell(row)))}
            />
          )}
        </li>
      ))}
      {totals.length > 0 && (
        <li className="grid gap-2 px-4 py-3">
          <DetailCard
            title={lead?.footer}
            aside={null}
            lines={totals.map((column) => toLine(column, column.footer))}
          />
        </li>
      )}
    </ul>
  );
}
