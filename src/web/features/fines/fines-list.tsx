import { can, describeOwnRecordRefusal, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { FINE_STATUS_LABELS, type TFine, type TFineStatus } from '../../../shared/contracts/fines';
import { PHONE_CARD } from '../../components/data-table/phone-card';
import { Money } from '../../components/money';
import { Badge, type TBadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';

const VARIANTS = {
  outstanding: 'destructive',
  paid: 'accent',
  waived: 'outline',
} satisfies Record<TFineStatus, TBadgeProps['variant']>;

function FineStatusBadge({ fine }: { fine: TFine }) {
  return (
    <Badge variant={VARIANTS[fine.status]} title={fine.waivedReason ?? undefined}>
      {FINE_STATUS_LABELS[fine.status]}
    </Badge>
  );
}

/** Who looks at the fines and what Waive does; `isReadOnly` (platform staff viewing) offers no Waive. */
export type TFineActions = {
  actor: { role: TRole; userId: string };
  onWaive: (fine: TFine) => void;
  isReadOnly: boolean;
};

function FineAction({ fine, actions }: { fine: TFine; actions: TFineActions }) {
  if (fine.status === 'waived') {
    return (
      <span className="text-xs text-muted-foreground">
        {fine.waivedByName ? `By ${fine.waivedByName}` : 'Waived'}
        {fine.waivedReason ? `: ${fine.waivedReason}` : ''}
      </span>
    );
  }
  if (actions.isReadOnly || !can(actions.actor, 'fine.waive')) return null;
  if (!can(actions.actor, 'fine.waive', { ownerUserId: fine.userId })) {
    return (
      <span className="text-xs text-muted-foreground">
        {describeOwnRecordRefusal('waive', { adminCount: null })}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => actions.onWaive(fine)}
      aria-label={`Waive ${fine.memberName ?? 'member'}'s fine for ${fine.periodLabel}`}
    >
      Waive
    </Button>
  );
}

/** Fines as a table from md up and as cards below it; the member column only where several members show. */
export function FinesList({
  items,
  isMemberShown,
  actions,
}: {
  items: TFine[];
  isMemberShown: boolean;
  actions: TFineActions;
}) {
  return (
    <>
      <ul aria-label="Fines" className="divide-y md:hidden">
        {items.map((fine) => (
          <li key={fine.id} className={`grid gap-2 ${PHONE_CARD}`}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                {isMemberShown && <p className="break-words font-medium">{fine.memberName ?? '—'}</p>}
                <p className="text-sm">{fine.periodLabel}</p>
                <p className="text-xs text-muted-foreground">Raised {formatLongDate(fine.raisedOn)}</p>
              </div>
              <Money cents={fine.amountCents} className="shrink-0 font-semibold" />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <FineStatusBadge fine={fine} />
              {fine.status === 'outstanding' && fine.paidCents > 0 && (
                <span className="text-xs text-muted-foreground">
                  <Money cents={fine.outstandingCents} /> left
                </span>
              )}
            </div>
            <div>
              <FineAction fine={fine} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <Table aria-label="Fines">
          <TableHeader>
            <TableRow>
              {isMemberShown && <TableHead>Member</TableHead>}
              <TableHead>Period</TableHead>
              <TableHead>Raised</TableHead>
              <TableHead className="text-right">Fine</TableHead>
              <TableHead className="text-right">Paid</TableHead>
              <TableHead className="text-right">Outstanding</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((fine) => (
              <TableRow key={fine.id}>
                {isMemberShown && (
                  <TableCell className="whitespace-nowrap">{fine.memberName ?? '—'}</TableCell>
                )}
                <TableCell className="whitespace-nowrap">{fine.periodLabel}</TableCell>
                <TableCell className="whitespace-nowrap">{formatLongDate(fine.raisedOn)}</TableCell>
                <TableCell className="text-right">
                  <Money cents={fine.amountCents} />
                </TableCell>
                <TableCell className="text-right">
                  <Money cents={fine.paidCents} />
                </TableCell>
                <TableCell className="text-right">
                  <Money cents={fine.outstandingCents} />
                </TableCell>
                <TableCell>
                  <FineStatusBadge fine={fine} />
                </TableCell>
                <TableCell className="max-w-64">
                  <FineAction fine={fine} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
