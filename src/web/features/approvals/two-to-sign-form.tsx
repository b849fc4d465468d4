import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { centsToRandString, parseRandToCents } from '../../../shared/money';
import { PENDING_APPROVAL_MESSAGE } from '../../../shared/money-records';
import { DecimalField } from '../../components/money-form/money-fields';
import { hasAnswer, QueryWait } from '../../components/page-state';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { useIdempotencyKey } from '../../lib/idempotency';
import { toastError } from '../../lib/toasts';
import { useUpdateApprovalPolicy } from './approvals.mutations';
import { approvalQueries } from './approvals.queries';

const AMOUNT_HINT = 'Leave empty to never hold them; 0 holds every one. Enter an amount like 5000 or 5000,50';

const toText = (cents: number | null) => (cents === null ? '' : centsToRandString(cents).replace('.', ','));

/** Blank is null (never held); anything else must read as rand. */
function readThreshold(text: string, label: string): number | null {
  if (text.trim() === '') return null;
  const cents = text.trim() === '0' ? 0 : parseRandToCents(text);
  if (cents === null) throw new Error(`${label}: enter an amount like 5000 or 5000,50`);
  return cents;
}

function TwoToSignFields({ organizationId, policy }: { organizationId: string; policy: TApprovalPolicy }) {
  const update = useUpdateApprovalPolicy(organizationId);
  const { getKey, resetKey } = useIdempotencyKey();
  const [payouts, setPayouts] = useState(toText(policy.payoutsAboveCents));
  const [disbursements, setDisbursements] = useState(toText(policy.disbursementsAboveCents));
  const [isWriteOffGated, setWriteOffGated] = useState(policy.isWriteOffGated);
  const [isReversalGated, setReversalGated] = useState(policy.isReversalGated);

  async function save(event: FormEvent) {
    event.preventDefault();
    let input: TUpdateApprovalPolicy;
    try {
      input = {
        payoutsAboveCents: readThreshold(payouts, 'Payouts and expenses above'),
        disbursementsAboveCents: readThreshold(disbursements, 'Loan disbursements above'),
        isWriteOffGated,
        isReversalGated,
      };
    } catch (error) {
      return void toast.error(error instanceof Error ? error.message : 'Please check the form', {
        id: 'form-validation',
      });
    }
    try {
      const answer = await update.mutateAsync({ ...input, idempotencyKey: getKey(input) });
      resetKey();
      toast.success(
        answer.isHeld
          ? `Saved what holds more at once. ${PENDING_APPROVAL_MESSAGE} for the rest: ${answer.approval.description}`
          : 'Two to sign saved',
      );
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate>
      <p className="text-sm text-muted-foreground">
        The moves chosen here wait until a second admin approves them on the Approvals page. Holding more
        takes effect at once; holding less waits for a second admin too.{' '}
        {policy.adminCount < 2
          ? 'Your organization has one admin, so nothing is held: appoint a second admin in Manage Members.'
          : `Your organization has ${policy.adminCount} admins.`}
      </p>
      <DecimalField
        id="two-to-sign-payouts"
        label="Payouts and expenses above (R)"
        hint={AMOUNT_HINT}
        value={payouts}
        onChange={(event) => setPayouts(event.target.value)}
      />
      <DecimalField
        id="two-to-sign-disbursements"
        label="Loan disbursements above (R)"
        hint={AMOUNT_HINT}
        value={disbursements}
        onChange={(event) => setDisbursements(event.target.value)}
      />
      {[
        {
          id: 'two-to-sign-write-offs',
          label: 'Loan write-offs',
          value: isWriteOffGated,
          set: setWriteOffGated,
        },
        { id: 'two-to-sign-reversals', label: 'Reversals', value: isReversalGated, set: setReversalGated },
      ].map((row) => (
        <div key={row.id} className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <Label htmlFor={row.id}>{row.label} need a second admin</Label>
          <Switch id={row.id} checked={row.value} onCheckedChange={row.set} />
        </div>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save
        </Button>
      </div>
    </form>
  );
}

/** The "Two to sign" settings section: which money moves need a second admin (ADR 0019). */
export function TwoToSignForm({ organizationId }: { organizationId: string }) {
  const policy = useQuery(approvalQueries.policy(organizationId));
  if (!hasAnswer(policy)) {
    return (
      <QueryWait
        query={policy}
        loadingLabel="Loading two to sign..."
        errorTitle="Failed to load two to sign"
      />
    );
  }
  return <TwoToSignFields organizationId={organizationId} policy={policy.data} />;
}
