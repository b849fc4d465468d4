import { Card, CardHeader } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

/** A list's table with its column headings and the spec's empty text in place of rows. */
export function EmptyTable({
  title,
  columns,
  emptyText,
  hint,
}: {
  title: string;
  columns: readonly string[];
  emptyText: string;
  hint?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <Table label={title}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={columns.length} className="py-12 text-center">
              <p className="font-medium">{emptyText}</p>
              {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}
