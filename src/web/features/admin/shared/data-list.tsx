import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

export type TColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  className?: string;
};

type TDataListProps<T> = {
  label: string;
  columns: readonly TColumn<T>[];
  /** Keys of the columns shown (the column toggle's choice). */
  visible: ReadonlySet<string>;
  rows: readonly T[] | undefined;
  getKey: (row: T) => string;
  /** The card heading on small screens. */
  getTitle: (row: T) => ReactNode;
  /** The column the card heading already shows, left out of the card's details. */
  titleKey?: string;
  actions?: (row: T) => ReactNode;
  isLoading: boolean;
  emptyText: string;
};

/** A table from 768 px up, a stack of cards below it: the same rows, columns and actions. */
export function DataList<T>(props: TDataListProps<T>) {
  const { label, columns, visible, rows, getKey, getTitle, titleKey, actions, isLoading, emptyText } = props;
  const shown = columns.filter((column) => visible.has(column.key));
  if (isLoading && !rows) {
    return (
      <div className="grid gap-2 p-4" aria-busy>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (!rows || rows.length === 0) {
    return <p className="py-12 text-center font-medium text-muted-foreground">{emptyText}</p>;
  }
  return (
    <>
      <div className="hidden md:block">
        <Table label={label}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {shown.map((column) => (
                <TableHead key={column.key}>{column.label}</TableHead>
              ))}
              {actions && <TableHead className="w-12 text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={isLoading || undefined}>
            {rows.map((row) => (
              <TableRow key={getKey(row)}>
                {shown.map((column) => (
                  <TableCell key={column.key} className={column.className}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {actions && <TableCell className="text-right">{actions(row)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 p-3 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={getKey(row)}>
            <Card className="grid gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0 font-medium break-words">{getTitle(row)}</div>
                {actions?.(row)}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {shown
                  .filter((column) => column.key !== titleKey)
                  .map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted-foreground">{column.label}</dt>
                      <dd className="min-w-0 break-words">{column.render(row)}</dd>
                    </div>
                  ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
