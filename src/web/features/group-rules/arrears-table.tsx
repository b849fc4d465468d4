import { ArrowDown, ArrowUp } from 'lucide-react';
import { formatLongDate } from '../../../shared/book-months';
import type { TArrearsRow, TArrearsSort } from '../../../shared/contracts/group-rules';
import { STACKED_TABLE } from '../../components/data-table/stacked-rows';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

export type TArrearsOrder = { sort: TArrearsSort; direction: 'asc' | 'desc' };

const COLUMNS: { sort: TArrearsSort; label: string; isNumeric?: boolean }[] = [
  { sort: 'name', label: 'Member' },
  { sort: 'periods_behind', label: 'Periods behind', isNumeric: true },
  { sort: 'owed', label: 'Owed', isNumeric: true },
  { sort: 'oldest', label: 'Oldest unpaid' },
];

function SortHeader({
  column,
  order,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  order: TArrearsOrder;
  onSort: (order: TArrearsOrder) => void;
}) {
  const isActive = order.sort === column.sort;
  const Icon = order.direction === 'asc' ? ArrowUp : ArrowDown;
  const next = isActive && order.direction === 'desc' ? 'asc' : 'desc';
  return (
    <TableHead
      className={column.isNumeric ? 'text-right' : undefined}
      aria-sort={isActive ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button
        variant="ghost"
        size="sm"
        className="-mx-2"
        onClick={() =>
          onSort({ sort: column.sort, direction: isActive ? next : column.sort === 'name' ? 'asc' : 'desc' })
        }
      >
        {column.label}
        {isActive && <Icon aria-hidden />}
      </Button>
    </TableHead>
  );
}

/** The arrears list: one row per member who owes, sortable by each column. */
export function ArrearsTable({
  items,
  order,
  onSort,
}: {
  items: TArrearsRow[];
  order: TArrearsOrder;
  onSort: (order: TArrearsOrder) => void;
}) {
  return (
    <Table label="Members in arrears">
      <TableHeader className={STACKED_TABLE.header}>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortHeader key={column.sort} column={column} order={order} onSort={onSort} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((row) => (
          <TableRow key={row.userId} className={STACKED_TABLE.row} data-testid="arrears-row">
            <TableCell className={`${STACKED_TABLE.leadCell} font-medium`}>
              {row.memberName ?? 'Former member'}
            </TableCell>
            <TableCell className={`${STACKED_TABLE.cell} text-right`}>
              <span className="sm:hidden text-muted-foreground">Behind: </span>
              {row.periodsBehind}
            </TableCell>
            <TableCell className={`${STACKED_TABLE.cell} text-right`}>
              <Money cents={row.owedCents} />
              {row.finesCents > 0 && (
                <span className="block text-xs text-muted-foreground">
                  incl. fines <Money cents={row.finesCents} />
                </span>
              )}
            </TableCell>
            <TableCell className={STACKED_TABLE.cell}>
              {row.oldestUnpaidLabel ?? '—'}
              {row.oldestUnpaidDueOn && (
                <span className="block text-xs text-muted-foreground">
                  due {formatLongDate(row.oldestUnpaidDueOn)}
                </span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
