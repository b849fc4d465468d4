import { CircleCheck, CircleX, LoaderCircle, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RECEIPT_STATUS_LABELS, type TReceiptVerification } from '../../../shared/contracts/receipts';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PublicLayout } from '../../layouts/public-layout';

type TState =
  | { kind: 'loading' }
  | { kind: 'found'; receipt: TReceiptVerification }
  | { kind: 'not-found' }
  | { kind: 'error' };

function useVerification(receiptNumber: string, code: string): TState {
  const [state, setState] = useState<TState>({ kind: 'loading' });
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const path = `/api/v1/receipts/verify/${encodeURIComponent(receiptNumber)}?code=${encodeURIComponent(code)}`;
    fetch(path, { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return setState({ kind: 'not-found' });
        if (!response.ok) return setState({ kind: 'error' });
        setState({ kind: 'found', receipt: (await response.json()) as TReceiptVerification });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      });
    return () => controller.abort();
  }, [receiptNumber, code]);
  return state;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b py-3 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Verified({ receipt }: { receipt: TReceiptVerification }) {
  const isVoid = receipt.status === 'void';
  const isPending = receipt.status === 'pending';
  const Icon = isVoid ? CircleX : isPending ? ShieldAlert : CircleCheck;
  const heading = isVoid
    ? 'This receipt is void'
    : isPending
      ? 'This payment is awaiting confirmation'
      : 'This receipt is genuine';
  return (
    <section aria-label="Receipt check" className="grid gap-4">
      <p className={`flex items-center gap-2 text-lg font-semibold ${isVoid ? 'text-destructive' : ''}`}>
        <Icon className={`size-6 ${isVoid ? '' : 'text-primary'}`} aria-hidden />
        {heading}
      </p>
      <dl>
        <Row label="Receipt" value={receipt.receiptNumber} />
        <Row label="Organization" value={receipt.organizationName} />
        <Row label="Amount" value={formatCents(receipt.amountCents)} />
        <Row label="Date" value={formatDate(receipt.receiptDate)} />
        <Row label="Status" value={RECEIPT_STATUS_LABELS[receipt.status]} />
      </dl>
      <p className="text-sm text-muted-foreground">
        Checked against the organization's master book on Masakhane just now.
      </p>
    </section>
  );
}

function CodeForm({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onSubmit(code.trim().toUpperCase());
      }}
    >
      <Label htmlFor="verify-code">Verification code (printed on the receipt)</Label>
      <Input
        id="verify-code"
        value={code}
        maxLength={32}
        autoComplete="off"
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={!code.trim()}>
        Check receipt
      </Button>
    </form>
  );
}

/**
 * /verify/:receiptNumber?code=...: anyone holding a receipt can show it is real. Only the organization,
 * amount, date and status are shown; a wrong code shows nothing about the receipt.
 */
export function VerifyReceiptPage() {
  const { receiptNumber = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = useVerification(receiptNumber, code);
  return (
    <PublicLayout>
      <title>Check a receipt · Masakhane</title>
      <div className="mx-auto w-full max-w-lg px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Check a receipt</h1>
        <p className="mt-1 break-all text-muted-foreground">{receiptNumber}</p>
        <div className="mt-8 rounded-2xl border bg-card p-6">
          {!code ? (
            <CodeForm onSubmit={(next) => setParams({ code: next })} />
          ) : state.kind === 'loading' ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
              Checking the receipt…
            </p>
          ) : state.kind === 'found' ? (
            <Verified receipt={state.receipt} />
          ) : state.kind === 'not-found' ? (
            <div role="alert" className="grid gap-2">
              <p className="flex items-center gap-2 font-semibold text-destructive">
                <CircleX className="size-5" aria-hidden />
                No receipt matches this number and code
              </p>
              <p className="text-sm text-muted-foreground">
                Check the number and the verification code printed on the receipt, or ask the organization.
              </p>
            </div>
          ) : (
            <p role="alert" className="text-destructive">
              Could not check the receipt right now. Please try again.
            </p>
          )}
        </div>
      </div>
    </PublicLayout>
  );
}
