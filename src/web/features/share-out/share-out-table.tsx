import { Download } from 'lucide-react';
import type { TShareOut, TShareOutLine } from '../../../shared/contracts/share-outs';
import { DataTable, type TDataColumn } from '../../components/data-table/data-table';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { getShareOutStatementPath } from './share-out.queries';

type TViewer = { userId: string; canReadAll: boolean };

function StatementLink({
  shareOutId,
  organizationId,
  line,
}: {
  shareOutId: string;
  organizationId: string;
  line: TShareOutLine;
}) {
  return (
    <Button asChild variant="ghost" size="sm">
      <a href={getShareOutStatementPath(organizationId, shareOutId, line.userId)} download>
        <Download aria-hidden />
        Statement<span className="sr-only"> of {line.memberName ?? 'a member'} (PDF)</span>
      </a>
    </Button>
  );
}

function buildColumns(
  shareOut: TShareOut,
  organizationId: string,
  viewer: TViewer,
): TDataColumn<TShareOutLine>[] {
  const shareOutId = shareOut.id;
  const money = (
    header: string,
    read: (line: TShareOutLine) => number,
    totalCents: number,
  ): TDataColumn<TShareOutLine> => ({
    header,
    isRightAligned: true,
    cell: (line) => <Money cents={read(line)} />,
    footer: <Money cents={totalCents} />,
  });
  const shares: TDataColumn<TShareOutLine> = {
    header: 'Shares',
    isRightAligned: true,
    className: 'tabular-nums',
    cell: (line) => line.shares,
    footer: <span className="tabular-nums">{shareOut.totalShares}</span>,
  };
  return [
    {
      header: 'Member',
      stacked: 'lead',
      cell: (line) => (
        <span className="grid gap-0.5">
          <span>{line.memberName ?? 'A member'}</span>
          {line.leftOutReason && (
            <span className="text-xs text-muted-foreground" data-testid="share-out-left-out">
              {line.leftOutReason}
            </span>
          )}
        </span>
      ),
      footer: 'Total',
    },
    money('Paid in', (line) => line.paidInCents, shareOut.pot.savingsCents),
    ...(shareOut.rule === 'per_share' ? [shares] : []),
    money(
      'Share of income',
      (line) => line.incomeShareCents,
      shareOut.totalCents - shareOut.pot.savingsCents,
    ),
    ...(shareOut.pot.groceriesCents > 0
      ? [money('Groceries', (line) => line.groceriesCents, shareOut.totals.groceriesCents)]
      : []),
    money('Loan deducted', (line) => line.loanDeductedCents, shareOut.totals.loanDeductedCents),
    {
      header: 'Net payout',
      isRightAligned: true,
      className: 'font-medium',
      cell: (line) => <Money cents={line.netPayoutCents} />,
      footer: (
        <span data-testid="share-out-net-total">
          <Money cents={shareOut.totals.netPayoutCents} />
        </span>
      ),
    },
    {
      header: 'Statement',
      stacked: 'end',
      cell: (line) =>
        shareOutId &&
        (viewer.canReadAll || line.userId === viewer.userId) && (
          <StatementLink shareOutId={shareOutId} organizationId={organizationId} line={line} />
        ),
    },
  ];
}

/**
 * The share-out as every member reviews it: one row per member (a card on phones), and the totals. A stored
 * share-out offers each statement the viewer may download: their own, or every member's for admins.
 */
export function ShareOutTable({
  shareOut,
  organizationId,
  viewer,
}: {
  shareOut: TShareOut;
  organizationId: string;
  viewer: TViewer;
}) {
  return (
    <DataTable
      label="Share-out by member"
      columns={buildColumns(shareOut, organizationId, viewer)}
      rows={shareOut.lines}
      getRowKey={(line) => line.userId}
      isLoading={false}
      emptyText="No members in this share-out"
      phone={{ kind: 'details', getTitle: (line) => line.memberName ?? 'A member' }}
    />
  );
}
