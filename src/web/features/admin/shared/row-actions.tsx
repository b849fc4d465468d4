import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TDataColumn } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export type TRowAction = {
  label: string;
  onSelect: () => void;
  isDestructive?: boolean;
  isDisabled?: boolean;
};

/** A row's actions behind one button named for the row, so screen readers know whose actions they are. */
export function RowActions({ name, actions }: { name: string; actions: readonly TRowAction[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.label}
            variant={action.isDestructive ? 'destructive' : 'default'}
            disabled={action.isDisabled}
            onSelect={action.onSelect}
          >
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The table's last column: each row's actions, beside the card's title on phones. */
export function toActionsColumn<TRow>(cell: (row: TRow) => ReactNode): TDataColumn<TRow> {
  return { header: 'Actions', isRightAligned: true, isPinned: true, className: 'w-12', stacked: 'end', cell };
}
