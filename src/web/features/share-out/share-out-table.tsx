import type { TShareOut } from '../../../shared/contracts/share-outs';
import { Money } from '../../components/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

/** The share-out as every member reviews it: one row per member, and the totals. */
export function ShareOutTable({ shareOut }: { shareOut: TShareOut }) {
  const isByShares = shareOut.rule === 'per_share';
  return (
    <Table data-testid="share-out-table">
      <TableHeader>
        <TableRow>
          <TableHead>Member</TableHead>
          <TableHead className="text-right">Paid in</TableHead>
          {isByShares && <TableHead className="text-right">Shares</TableHead>}
          <TableHead className="text-right">Share of income</TableHead>
          <TableHead className="text-right">Loan deducted</TableHead>
          <TableHead className="text-right">Net payout</TableHead>
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
            <TableCell className="text-right">
              <Money cents={line.loanDeductedCents} />
            </TableCell>
            <TableCell className="text-right font-medium">
              <Money cents={line.netPayoutCents} />
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
          <TableCell className="text-right">
            <Money cents={shareOut.totals.loanDeductedCents} />
          </TableCell>
          <TableCell className="text-right" data-testid="share-out-net-total">
            <Money cents={shareOut.totals.netPayoutCents} />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
