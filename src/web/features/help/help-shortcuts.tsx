import { Card } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getModifierLabel, NAVIGATION_SHORTCUTS } from '../../lib/shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((key) => (
        <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
          {key}
        </kbd>
      ))}
    </span>
  );
}

/** Every keyboard shortcut of the dashboard (spec part 2 section 2). */
export function HelpShortcuts() {
  const modifier = getModifierLabel();
  const rows = [
    ...NAVIGATION_SHORTCUTS.map((shortcut) => ({
      keys: shortcut.isShifted
        ? [modifier, 'Shift', shortcut.key.toUpperCase()]
        : [modifier, shortcut.key.toUpperCase()],
      action: `Go to ${shortcut.title}`,
    })),
    { keys: ['?'], action: 'Open this help' },
    { keys: [modifier, 'K'], action: 'Open or close the search' },
    { keys: [modifier, 'B'], action: 'Collapse or expand the sidebar' },
  ];
  return (
    <Card>
      <Table label="Keyboard shortcuts">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Keys</TableHead>
            <TableHead>What it does</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.action}>
              <TableCell>
                <Keys keys={row.keys} />
              </TableCell>
              <TableCell>{row.action}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="border-t p-4 text-sm text-muted-foreground">
        Shortcuts do nothing while you are typing in a field, so they never get in the way of your words.
      </p>
    </Card>
  );
}
