import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, humanizeKey } from '../../../shared/format';
import { Pager } from '../../components/data-table/pager';
import { Money } from '../../components/money';
import { LoadingState } from '../../components/page-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { JOURNAL_PAGE_SIZE, ledgerQueries } from './ledger.queries';

/** Every journal entry, newest first, with its lines: account, member, debit, credit. */
export function JournalView({ organizationId }: { organizationId: string }) {
  const [offset, setOffset] = useState(0);
  const journal = useQuery(ledgerQueries.journal(organizationId, offset));
  if (journal.isPending) return <LoadingState variant="rows" label="Loading" />;
  if (journal.isError) return <QueryErrorState query={journal} />;
  if (journal.data.items.length === 0) {
    return <p className="py-10 text-center font-medium">No journal entries yet</p>;
  }
  return (
    <>
      <Table label="Journal">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Date</TableHead>
            <TableHead>Account</TableHead>
            <TableHead>Member</TableHead>
            <TableHead className="text-right">Debit</TableHead>
            <TableHead className="text-right">Credit</TableHead>
          </TableRow>
        </TableHeader>
        {journal.data.items.map((entry) => (
          <TableBody key={entry.id} className="border-b-2">
            <TableRow className="bg-muted/40 hover:bg-muted/40">
              <TableCell className="whitespace-nowrap font-medium">{formatDate(entry.entryDate)}</TableCell>
              <TableCell colSpan={4} className="font-medium">
                {entry.description}{' '}
                <span className="text-xs font-normal text-muted-foreground capitalize">
                  · {humanizeKey(entry.transactionType)}
                </span>
                {entry.reversalOf && (
                  <Badge variant="outline" className="ml-2">
                    Reversal
                  </Badge>
                )}
              </TableCell>
            </TableRow>
            {entry.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; a fetched list is replaced whole, never reordered.
              <TableRow key={`${entry.id}-${index}`}>
                <TableCell />
                <TableCell className="whitespace-nowrap">
                  <span className="text-muted-foreground tabular-nums">{line.accountCode}</span>{' '}
                  {line.accountName}
                </TableCell>
                <TableCell className="whitespace-nowrap">{line.memberName ?? ''}</TableCell>
                <TableCell className="text-right">
                  {line.debitCents > 0 && <Money cents={line.debitCents} />}
                </TableCell>
                <TableCell className="text-right">
                  {line.creditCents > 0 && <Money cents={line.creditCents} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
      <Pager
        offset={offset}
        pageSize={JOURNAL_PAGE_SIZE}
        total={journal.data.total}
        isTotalCapped={journal.data.isTotalCapped}
        onChange={setOffset}
      />
    </>
  );
}
