import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMonthStart, getTodayIso } from '../../../shared/calendar';
import { formatDate, humanizeKey } from '../../../shared/format';
import { DateRangeFields } from '../../components/date-range-fields';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { Money } from '../../components/money';
import { MemberPicker } from '../../components/money-form/member-picker';
import { LoadingState } from '../../components/page-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getStatementExportPath, ledgerQueries } from './ledger.queries';

function getYearAgo(today: string): string {
  return getMonthStart(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
}

/**
 * One member's savings between two dates: opening balance, movements, closing balance; CSV download. Admins
 * choose the member; a member given as `ownUserId` sees only their own statement.
 */
export function MemberStatementView({
  organizationId,
  ownUserId,
}: {
  organizationId: string;
  ownUserId?: string | undefined;
}) {
  const today = getTodayIso();
  const [chosenMemberId, setMemberId] = useState('');
  const memberId = ownUserId ?? chosenMemberId;
  const [{ from, to }, setPeriod] = useState(() => ({ from: getYearAgo(today), to: today }));
  const isReady = memberId !== '' && from !== '' && to !== '' && from <= to;
  const filters = { memberId, from, to };
  const statement = useQuery({ ...ledgerQueries.statement(organizationId, filters), enabled: isReady });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end">
        {ownUserId === undefined ? (
          <MemberPicker
            id="statement-member"
            organizationId={organizationId}
            loadingLabel={null}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Your savings with the organization between two dates.
          </p>
        )}
        <DateRangeFields
          idPrefix="statement"
          labels={{ start: 'From', end: 'To' }}
          start={from}
          end={to}
          onChange={(start, end) => setPeriod({ from: start, to: end })}
        />
        {isReady && (
          <DownloadCsvButton href={getStatementExportPath(organizationId, filters)} label="Download CSV" />
        )}
      </div>
      {!isReady && (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {from > to ? 'From must be on or before To' : 'Choose a member to see their statement'}
        </p>
      )}
      {isReady && statement.isPending && <LoadingState variant="rows" label="Loading" />}
      {isReady && statement.isError && <QueryErrorState query={statement} />}
      {isReady && statement.data && (
        <Table label="Member Statement">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow className="bg-muted/40 font-medium hover:bg-muted/40">
              <TableCell className="whitespace-nowrap">{formatDate(statement.data.from)}</TableCell>
              <TableCell colSpan={3}>Opening balance</TableCell>
              <TableCell className="text-right">
                <Money cents={statement.data.openingBalanceCents} />
              </TableCell>
            </TableRow>
            {statement.data.movements.map((movement, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; a fetched list is replaced whole, never reordered.
              <TableRow key={`${movement.date}-${index}`}>
                <TableCell className="whitespace-nowrap">{formatDate(movement.date)}</TableCell>
                <TableCell className="min-w-40">{movement.description}</TableCell>
                <TableCell className="whitespace-nowrap capitalize">
                  {humanizeKey(movement.transactionType)}
                </TableCell>
                <TableCell className="text-right">
                  <Money cents={movement.amountCents} />
                </TableCell>
                <TableCell className="text-right">
                  <Money cents={movement.balanceCents} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="bg-muted/40 font-semibold hover:bg-muted/40">
              <TableCell className="whitespace-nowrap">{formatDate(statement.data.to)}</TableCell>
              <TableCell colSpan={3}>Closing balance</TableCell>
              <TableCell className="text-right">
                <Money cents={statement.data.closingBalanceCents} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </div>
  );
}
