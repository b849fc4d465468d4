import {
  PAYMENT_KIND_LABELS,
  paymentIdOf,
  type TBankLine,
  type TPaymentRef,
} from '../../../shared/contracts/bank-statements';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/native-select';

export type TLineAction = 'contribution' | 'other_income' | 'fee' | 'ignore';

const STATUS_LABELS: Record<TBankLine['status'], string> = {
  unmatched: 'To match',
  matched: 'Matched',
  recorded: 'Recorded',
  fee: 'Fee posted',
  ignored: 'Ignored',
};

type TMember = { userId: string; name: string };

/** One statement line: its proposal, a selection for bulk confirm, and what else can be done with it. */
export function BankLineCard({
  line,
  selectedPaymentId,
  onSelect,
  refusal,
  members,
  memberForLine,
  onMemberChange,
  onAction,
  isBusy,
  isReadOnly,
}: {
  line: TBankLine;
  selectedPaymentId: string | null;
  onSelect: (payment: TPaymentRef | null) => void;
  refusal: string | undefined;
  members: readonly TMember[];
  memberForLine: string;
  onMemberChange: (userId: string) => void;
  onAction: (action: TLineAction) => void;
  isBusy: boolean;
  /** Platform staff viewing the organization: the line and its proposal, nothing to select or record. */
  isReadOnly: boolean;
}) {
  const isOpen = line.status === 'unmatched';
  const isDeposit = line.amountCents > 0;
  const proposal = line.proposal;
  const candidates = proposal?.candidates ?? [];
  return (
    <Card className="grid gap-3 p-4" data-testid="bank-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium break-words">{line.description || 'No description'}</span>
          <span className="text-xs text-muted-foreground">{formatDate(line.lineDate)}</span>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={
              isDeposit
                ? 'font-semibold text-emerald-700 tabular-nums dark:text-emerald-400'
                : 'font-semibold tabular-nums'
            }
          >
            {formatCents(line.amountCents)}
          </span>
          <Badge variant={isOpen ? 'outline' : 'secondary'}>{STATUS_LABELS[line.status]}</Badge>
        </div>
      </div>
      {isOpen && isDeposit && proposal ? (
        proposal.kind === 'none' ? (
          <p className="text-sm text-muted-foreground">
            No pending payment of this amount in the five days before.
          </p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              {proposal.kind === 'exact'
                ? 'Proposed match'
                : `${candidates.length} possible payments: choose one`}
            </legend>
            {candidates.map((candidate) => {
              const paymentId = paymentIdOf(candidate);
              const id = `match-${line.id}-${paymentId}`;
              return (
                <label key={paymentId} htmlFor={id} className="flex items-start gap-2 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4"
                    disabled={isReadOnly}
                    checked={selectedPaymentId === paymentId}
                    onChange={(event) => onSelect(event.target.checked ? candidate : null)}
                  />
                  <span>
                    {PAYMENT_KIND_LABELS[candidate.kind]} from {candidate.memberName ?? 'a former member'},{' '}
                    {formatCents(candidate.amountCents)}, {formatDate(candidate.paymentDate)}
                    {candidate.referenceNumber ? ` · ${candidate.referenceNumber}` : ''}
                    {candidate.isReferenceMatch ? ' · named on the statement' : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )
      ) : null}
      {refusal ? <p className="text-sm text-destructive">{refusal}</p> : null}
      {isOpen && !isReadOnly ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {isDeposit ? (
            <>
              <NativeSelect
                aria-label="Member who paid"
                className="sm:w-56"
                value={memberForLine}
                onChange={(event) => onMemberChange(event.target.value)}
              >
                <option value="">Member who paid...</option>
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.name}
                  </option>
                ))}
              </NativeSelect>
              <Button
                variant="outline"
                size="sm"
                disabled={!memberForLine || isBusy}
                onClick={() => onAction('contribution')}
              >
                Record as contribution
              </Button>
              <Button variant="outline" size="sm" disabled={isBusy} onClick={() => onAction('other_income')}>
                Record as other income
              </Button>
            </>
          ) : (
            <Button
              variant={line.isLikelyFee ? 'default' : 'outline'}
              size="sm"
              disabled={isBusy}
              onClick={() => onAction('fee')}
            >
              Post as bank fee
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => onAction('ignore')}>
            Ignore
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
