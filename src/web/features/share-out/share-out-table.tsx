import { Download } from 'lucide-react';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getShareOutStatementPath } from './share-out.queries';

/**
 * The share-out as every member reviews it: one row per member, and the totals. A stored share-out offers
 * each statement the viewer may download: their own, or every member's for admins.
 */
export function ShareOutTable({
  shareOut,
  organizationId,
  viewer,
}: {
  shareOut: TShareOut;
  organizationId: string;
  viewer: { userId: string; canReadAll: boolean };
}) {
  const isByShares = shareOut.rule === 'per_share';
  const hasGroceries = shareOut.pot.groceriesCents > 0;
  const shareOutId = shareOut.id;
  const canDownload = (userId: string) =>
    shareOutId !== null && (viewer.canReadAll || userId === viewer.userId);
  return (
    <Table data-testid="share-out-table">
      <TableHeader>
        <TableRow>
          <TableHead>Member</TableHead>
          <TableHead className="text-right">Paid in</TableHead>
          {isByShares && <TableHead className="text-right">Shares</TableHead>}
          <TableHead className="text-right">Share of income</TableHead>
          {hasGroceries && <TableHead className="text-right">Groceries</TableHead>}
          <TableHead className="text-right">Loan deducted</TableHead>
          <TableHead className="text-right">Net payout</TableHead>
          <TableHead>
            <span className="sr-only">Statement</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shareOut.lines.map((line) => (
          <TableRow key={line.userId}>
            <TableCell>{line.memberName ?? 'A member'}</TableCell>
            <TableCell className="text-right">
              <Money cents={line.paidInCents} />
            </TableCell>
            {isByShares && <TableCell className="text-right tabular-nums">{line.shares}</TableCell>}
            <TableCell className="text-right">
              <Money cents={line.incomeShareCents} />
            </TableCell>
            {hasGroceries && (
              <TableCell className="text-right">
                <Money cents={line.groceriesCents} />
              </TableCell>
            )}
            <TableCell className="text-right">
              <Money cents={line.loanDeductedCents} />
            </TableCell>
            <TableCell className="text-right font-medium">
              <Money cents={line.netPayoutCents} />
            </TableCell>
            <TableCell>
              {shareOutId && canDownload(line.userId) && (
                <Button asChild variant="ghost" size="sm">
                  <a href={getShareOutStatementPath(organizationId, shareOutId, line.userId)} download>
                    <Download aria-hidden />
                    Statement<span className="sr-only"> of {line.memberName ?? 'a member'} (PDF)</span>
                  </a>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell>Total</TableCell>
          <TableCell className="text-right">
            <Money cents={shareOut.pot.savingsCents} />
          </TableCell>
          {isByShares && <TableCell className="text-right tabular-nums">{shareOut.totalShares}</TableCell>}
          <TableCell className="text-right">
            <Money cents={shareOut.totalCents - shareOut.pot.savingsCents} />
          </TableCell>
          {hasGroceries && (
            <TableCell className="text-right">
              <Money cents={shareOut.totals.groceriesCents} />
            </TableCell>
          )}
          <TableCell className="text-right">
            <Money cents={shareOut.totals.loanDeductedCents} />
          </TableCell>
          <TableCell className="text-right" data-testid="share-out-net-total">
            <Money cents={shareOut.totals.netPayoutCents} />
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
