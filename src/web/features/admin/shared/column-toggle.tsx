import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** A column the user may hide, known by its header. */
export type TToggleColumn = { header: string; isHiddenByDefault?: boolean };

/** Which columns show: starts from the defaults; at least one stays on. `shown` are those, in their order. */
export function useColumnVisibility<TColumn extends TToggleColumn>(columns: readonly TColumn[]) {
  const [visible, setVisible] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => !column.isHiddenByDefault).map((column) => column.header)),
  );
  const toggle = (key: string, isOn: boolean) =>
    setVisible((current) => {
      const next = new Set(current);
      if (isOn) next.add(key);
      else if (next.size > 1) next.delete(key);
      return next;
    });
  const shown = columns.filter((column) => visible.has(column.header));
  return { visible, toggle, shown };
}

export function ColumnToggle({
  columns,
  visible,
  onToggle,
}: {
  columns: readonly TToggleColumn[];
  visible: ReadonlySet<string>;
  onToggle: (key: string, isOn: boolean) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden />
          Columns
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show columns</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.header}
            checked={visible.has(column.header)}
            onCheckedChange={(checked) => onToggle(column.header, checked === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {column.header}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
