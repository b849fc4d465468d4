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

export type TToggleColumn = { key: string; label: string; isHiddenByDefault?: boolean };

/** Which columns show: starts from the defaults; at least one stays on. */
export function useColumnVisibility(columns: readonly TToggleColumn[]) {
  const [visible, setVisible] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => !column.isHiddenByDefault).map((column) => column.key)),
  );
  const toggle = (key: string, isOn: boolean) =>
    setVisible((current) => {
      const next = new Set(current);
      if (isOn) next.add(key);
      else if (next.size > 1) next.delete(key);
      return next;
    });
  return { visible, toggle };
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
            key={column.key}
            checked={visible.has(column.key)}
            onCheckedChange={(checked) => onToggle(column.key, checked === true)}
            onSelect={(event) => event.preventDefault()}
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
