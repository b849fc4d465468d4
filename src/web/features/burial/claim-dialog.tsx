import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { can, type TRole } from '../../../shared/access';
import { formatLongDate } from '../../../shared/book-months';
import { CAUSE_LABELS } from '../../../shared/burial/claim-eligibility';
import { describeSuccession, RELATIONSHIP_LABELS } from '../../../shared/burial/cover-text';
import type { TClaim } from '../../../shared/contracts/burial-claims';
import { Money } from '../../components/money';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useDecideClaim } from './claims.mutations';

const DOCUMENTS = [
  ['death-certificate', 'Death certificate', 'hasDeathCertificate'],
  ['death-notice', 'Notice of death', 'hasDeathNotice'],
] as const;

/** One claim: its facts, every eligibility rule with why, its documents, and the actions the viewer may take. */
export function ClaimDialog({
  organizationId,
  claim,
  role,
  userId,
  isReadOnly,
  onClose,
}: {
  organizationId: string;
  claim: TClaim | null;
  role: TRole;
  userId: string | undefined;
  /** Platform staff viewing the society: the claim, no decision or withdrawal. */
  isReadOnly: boolean;
  onClose: () => void;
}) {
  const decide = useDecideClaim(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();
  const [reason, setReason] = useState('');
  const [isDeclining, setIsDeclining] = useState(false);

  function close() {
    setReason('');
    setIsDeclining(false);
    resetKey();
    onClose();
  }

  if (!claim) return <Dialog open={false} />;
  const isOpen = claim.status === 'lodged' || claim.status === 'approved';
  const canDecide =
    !isReadOnly && can({ role, userId: userId ?? null }, 'claim.decide', { ownerUserId: claim.holderUserId });
  const canWithdraw =
    !isReadOnly && isOpen && (claim.holderUserId === userId || can({ role }, 'burial.manage'));

  function run(decision: Parameters<typeof decide.mutate>[0], done: string) {
    decide.mutate(decision, {
      onSuccess: () => {
        toastSuccess(done);
        close();
      },
      onError: (error) => toastError(error, 'Could not change the claim'),
    });
  }

  return (
    <Dialog open onOpenChange={(isShown) => !isShown && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogTitle className="break-words">Claim for {claim.personName}</DialogTitle>
        <DialogDescription>
          {RELATIONSHIP_LABELS[claim.relationship]} on the policy of {claim.holderName}.{' '}
          {CAUSE_LABELS[claim.cause]} on {formatLongDate(claim.diedOn)}. Benefit{' '}
          <Money cents={claim.amountCents} /> to the{' '}
          {claim.payeeKind === 'undertaker' ? 'undertaker' : 'family'}: {claim.payeeName} (
          {claim.payeeAccount}).
        </DialogDescription>
        <section aria-label="Eligibility" className="grid gap-2">
          <h3 className="text-sm font-semibold">Eligibility</h3>
          <ul className="grid gap-2" data-testid="eligibility">
            {claim.eligibility.map((line) => (
              <li key={line.rule} className="flex gap-2 text-sm">
                {line.passed ? (
                  <Check
                    className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                    aria-label="Met"
                  />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Not met" />
                )}
                <span>{line.explanation}</span>
              </li>
            ))}
          </ul>
        </section>
        <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
          <dt className="text-muted-foreground">Notice of death (BI-1663)</dt>
          <dd className="break-all">{claim.deathNoticeNumber}</dd>
          <dt className="text-muted-foreground">Claimant</dt>
          <dd className="break-words">
            {claim.claimantName} ({claim.claimantRelationship}), {claim.claimantPhone}
            {claim.claimantEmail ? `, ${claim.claimantEmail}` : ''}
          </dd>
          <dt className="text-muted-foreground">Lodged</dt>
          <dd>
            {formatLongDate(claim.lodgedOn)}
            {claim.lodgedByName ? ` by ${claim.lodgedByName}` : ''}
          </dd>
          {claim.approvedByName && (
            <>
              <dt className="text-muted-foreground">Approved by</dt>
              <dd>{claim.approvedByName}</dd>
            </>
          )}
          {claim.paidByName && (
            <>
              <dt className="text-muted-foreground">Paid by</dt>
              <dd>{claim.paidByName}</dd>
            </>
          )}
          {claim.succession && (
            <>
              <dt className="text-muted-foreground">The policy</dt>
              <dd className="break-words" data-testid="claim-succession">
                {describeSuccession(claim.succession)}
              </dd>
            </>
          )}
          {claim.declineReason && (
            <>
              <dt className="text-muted-foreground">Declined because</dt>
              <dd className="break-words">{claim.declineReason}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-3 text-sm">
          {DOCUMENTS.map(([kind, label, flag]) =>
            claim[flag] ? (
              <a
                key={kind}
                className="underline underline-offset-4"
                href={`/api/v1/orgs/${organizationId}/burial/claims/${claim.id}/documents/${kind}`}
                target="_blank"
                rel="noreferrer"
              >
                Open the {label.toLowerCase()}
              </a>
            ) : (
              <span key={kind} className="text-muted-foreground">
                No {label.toLowerCase()} attached
              </span>
            ),
          )}
        </div>
        {isDeclining && (
          <FormField htmlFor="claim-decline-reason" label="Why is the claim declined?">
            <Textarea
              id="claim-decline-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          {canDecide && claim.status === 'lodged' && !isDeclining && (
            <Button
              disabled={decide.isPending || !claim.isEligible}
              onClick={() =>
                run({ claimId: claim.id, action: 'approve' }, 'Claim approved: a second admin pays it')
              }
            >
              Approve
            </Button>
          )}
          {canDecide && claim.status === 'approved' && !isDeclining && (
            <Button
              disabled={decide.isPending}
              onClick={() =>
                run(
                  { claimId: claim.id, action: 'pay', idempotencyKey: getKey({ claimId: claim.id }) },
                  'Claim paid: the payout is in the master book',
                )
              }
            >
              Approve and pay
            </Button>
          )}
          {canDecide && isOpen && (
            <Button
              variant={isDeclining ? 'destructive' : 'outline'}
              disabled={decide.isPending}
              onClick={() =>
                isDeclining
                  ? run({ claimId: claim.id, action: 'decline', reason }, 'Claim declined')
                  : setIsDeclining(true)
              }
            >
              {isDeclining ? 'Decline claim' : 'Decline'}
            </Button>
          )}
          {canWithdraw && !isDeclining && (
            <Button
              variant="outline"
              disabled={decide.isPending}
              onClick={() => run({ claimId: claim.id, action: 'withdraw' }, 'Claim withdrawn')}
            >
              Withdraw
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
