import { useQuery } from '@tanstack/react-query';
import { Money } from '../../components/money';
import { LoadingState } from '../../components/page-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { ledgerQueries } from './ledger.queries';

/** Each account's debits and credits; the two totals agree when the book balances. */
export function TrialBalanceView({ organizationId }: { organizationId: string }) {
  const balance = useQuery(ledgerQueries.trialBalance(organizationId));
  if (balance.isPending) return <LoadingState variant="rows" label="Loading" />;
  if (balance.isError) return <QueryErrorState query={balance} />;
  const { accounts, totalDebitCents, totalCreditCents } = balance.data;
  const isBalanced = totalDebitCents === totalCreditCents;
  return (
    <>
      <p className="mb-2 text-sm">
        <Badge variant={isBalanced ? 'accent' : 'destructive'}>
          {isBalanced ? 'Balanced' : 'Out of balance'}
        </Badge>
      </p>
      <Table label="Trial Balance">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Code</TableHead>
            <TableHead>Account</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="text-right">Debit</TableHead>
            <TableHead className="text-right">Credit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.code}>
              <TableCell className="tabular-nums">{account.code}</TableCell>
              <TableCell className="whitespace-nowrap">{account.name}</TableCell>
              <TableCell className="capitalize">{account.type}</TableCell>
              <TableCell className="text-right">
                <Money cents={account.debitCents} />
              </TableCell>
              <TableCell className="text-right">
                <Money cents={account.creditCents} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow className="font-semibold hover:bg-transparent">
            <TableCell colSpan={3}>Total</TableCell>
            <TableCell className="text-right">
              <Money cents={totalDebitCents} />
            </TableCell>
            <TableCell className="text-right">
              <Money cents={totalCreditCents} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
