import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  paymentIdOf,
  type TBankLine,
  type TBankLineStatus,
  type TPaymentRef,
  type TRecordBankLine,
  toMatch,
} from '../../../shared/contracts/bank-statements';
import { formatTotal } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/data-table/pager';
import { memberPickerQueries } from '../../components/money-form/member-picker-queries';
import { PageNotice } from '../../components/page-notice';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { usePagedFilters } from '../../lib/use-paged-filters';
import { useConfirmMatches, useRecordBankLine } from './bank.mutations';
import { BANK_LINES_PAGE_SIZE, bankQueries } from './bank.queries';
import { BankLineCard, type TLineAction } from './bank-line-card';

const ACTION_TOASTS: Record<TLineAction, string> = {
  contribution: 'Recorded as a contribution',
  other_income: 'Recorded as other income',
  fee: 'Posted as a bank fee',
  ignore: 'Line set aside',
};

/** Exact proposals are selected for the admin to review; ambiguous ones wait for a choice. */
function proposeSelection(lines: readonly TBankLine[]): Map<string, TPaymentRef> {
  const selection = new Map<string, TPaymentRef>();
  for (const line of lines) {
    const candidate = line.proposal?.kind === 'exact' ? line.proposal.candidates[0] : undefined;
    if (line.status === 'unmatched' && candidate) selection.set(line.id, candidate);
  }
  return selection;
}

const paymentOf = (payment: TPaymentRef | undefined) => (payment ? paymentIdOf(payment) : null);

/**
 * The statement lines with their proposals, "Confirm selected", and record, fee and ignore actions; only the
 * lines and proposals when `isReadOnly` (platform staff viewing the organization).
 */
export function BankLines({ organizationId, isReadOnly }: { organizationId: string; isReadOnly: boolean }) {
  const paging = usePagedFilters<TBankLineStatus | undefined>('unmatched', BANK_LINES_PAGE_SIZE);
  const status = paging.filters;
  const lines = useQuery(bankQueries.lines(organizationId, status, paging.offset));
  const members = useQuery(memberPickerQueries.list(organizationId));
  const confirmMatches = useConfirmMatches(organizationId);
  const recordLine = useRecordBankLine(organizationId);
  const confirmKey = useIdempotencyKey();
  const recordKey = useIdempotencyKey();
  const [selection, setSelection] = useState<Map<string, TPaymentRef>>(new Map());
  const [refusals, setRefusals] = useState<Map<string, string>>(new Map());
  const [memberByLine, setMemberByLine] = useState<Map<string, string>>(new Map());
  const [isConfirming, setIsConfirming] = useState(false);

  if (!hasAnswer(lines)) {
    return (
      <QueryWait
        query={lines}
        loadingLabel="Loading statement lines..."
        errorTitle="Failed to load the statement lines"
      />
    );
  }
  const items = lines.data.items;
  const open = new Set(items.filter((line) => line.status === 'unmatched').map((line) => line.id));
  const selected = [...selection].filter(([lineId]) => open.has(lineId));
  const selectedTotal = selected.reduce(
    (total, [lineId]) => total + (items.find((line) => line.id === lineId)?.amountCents ?? 0),
    0,
  );

  async function confirmSelected() {
    const input = { matches: selected.map(([lineId, payment]) => toMatch(lineId, payment)) };
    try {
      const result = await confirmMatches.mutateAsync({ input, idempotencyKey: confirmKey.getKey(input) });
      confirmKey.resetKey();
      setRefusals(
        new Map(
          result.results
            .filter((item) => item.outcome === 'refused')
            .map((item) => [item.lineId, item.message]),
        ),
      );
      setSelection(new Map());
      if (result.confirmedCount > 0) toast.success(`${result.confirmedCount} payments confirmed`);
      if (result.refusedCount > 0) toast.error(`${result.refusedCount} not confirmed: see the lines`);
    } catch (error) {
      toastError(error);
    } finally {
      setIsConfirming(false);
    }
  }

  async function act(line: TBankLine, action: TLineAction) {
    const input: TRecordBankLine =
      action === 'contribution'
        ? { action, userId: memberByLine.get(line.id) ?? '', paymentMethod: 'eft' }
        : { action };
    const request = { lineId: line.id, input };
    try {
      const result = await recordLine.mutateAsync({ ...request, idempotencyKey: recordKey.getKey(request) });
      recordKey.resetKey();
      if (result.approval) toast.info('Held for a second admin: see Approvals');
      else toast.success(ACTION_TOASTS[action]);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <section className="grid gap-3" aria-labelledby="bank-lines-title">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="bank-lines-title" className="text-lg font-semibold">
          Statement lines ({formatTotal(lines.data)})
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <NativeSelect
            aria-label="Show lines"
            className="sm:w-44"
            value={status ?? 'all'}
            onChange={(event) =>
              paging.changeFilters(
                event.target.value === 'all' ? undefined : (event.target.value as TBankLineStatus),
              )
            }
          >
            <option value="unmatched">To match</option>
            <option value="all">All lines</option>
            <option value="matched">Matched</option>
            <option value="recorded">Recorded</option>
            <option value="fee">Fees posted</option>
            <option value="ignored">Ignored</option>
          </NativeSelect>
          {!isReadOnly && (
            <>
              <Button variant="outline" onClick={() => setSelection(proposeSelection(items))}>
                Select exact matches
              </Button>
              <Button
                disabled={selected.length === 0 || confirmMatches.isPending}
                onClick={() => setIsConfirming(true)}
              >
                Confirm selected ({selected.length})
              </Button>
            </>
          )}
        </div>
      </div>
      {items.length === 0 ? (
        <PageNotice>
          {status === 'unmatched' ? 'Every imported line is dealt with.' : 'No statement lines yet.'}
        </PageNotice>
      ) : (
        items.map((line) => (
          <BankLineCard
            key={line.id}
            line={line}
            selectedPaymentId={paymentOf(selection.get(line.id))}
            onSelect={(payment) =>
              setSelection((current) => {
                const next = new Map(current);
                if (payment) next.set(line.id, payment);
                else next.delete(line.id);
                return next;
              })
            }
            refusal={refusals.get(line.id)}
            members={members.data ?? []}
            memberForLine={memberByLine.get(line.id) ?? ''}
            onMemberChange={(userId) => setMemberByLine((current) => new Map(current).set(line.id, userId))}
            onAction={(action) => void act(line, action)}
            isBusy={recordLine.isPending && recordLine.variables?.lineId === line.id}
            isReadOnly={isReadOnly}
          />
        ))
      )}
      <Pager {...paging.getPage(lines.data.total, lines.data.isTotalCapped)} />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Confirm ${selected.length} payments?`}
        description={`Each selected payment (${formatCents(selectedTotal)} in all) is confirmed and posted to the master book, and its statement line marked matched. Payments of your own are left for another admin.`}
        confirmLabel="Confirm payments"
        isPending={confirmMatches.isPending}
        onConfirm={() => void confirmSelected()}
      />
    </section>
  );
}
