import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { describePaymentReference } from '../../shared/payment-reference';
import { organizationContextQueries } from '../lib/access-queries';

/**
 * Tells a member how to pay so the treasurer can tell whose money arrived: "Pay into the group's account
 * using reference KSS-4821". Nothing for a caller without a membership (platform staff).
 */
export function PaymentReferenceNote({ organizationId }: { organizationId: string }) {
  const context = useQuery(organizationContextQueries.detail(organizationId));
  const reference = context.data?.paymentReference;
  if (!reference) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm"
      data-testid="payment-reference"
    >
      <Landmark className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        {describePaymentReference(reference).replace(reference, '')}
        <strong className="font-mono font-semibold tracking-wide">{reference}</strong>
      </span>
    </p>
  );
}
