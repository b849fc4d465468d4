import { FileText, Paperclip } from 'lucide-react';
import type { TPaymentSlip } from '../../shared/contracts/payment-slips';
import { paymentSlipUrl } from '../../shared/money-records';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** "View slip": opens the member's proof of payment in a new tab (the browser shows the image or the PDF). */
export function SlipLink({
  organizationId,
  slip,
  label = 'View slip',
}: {
  organizationId: string;
  slip: TPaymentSlip;
  label?: string;
}) {
  const isPdf = slip.contentType === 'application/pdf';
  const Icon = isPdf ? FileText : Paperclip;
  return (
    <a
      href={paymentSlipUrl(organizationId, slip.id)}
      target="_blank"
      rel="noopener"
      className={linkClass}
      aria-label={`${label}${isPdf ? ' (PDF, opens in a new tab)' : ' (opens in a new tab)'}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {label}
    </a>
  );
}

/**
 * The slip beside a pending payment while an admin decides on it: an image shows inline (a thumbnail that
 * opens full size), a PDF as a link that opens it in a new tab.
 */
export function SlipPreview({ organizationId, slip }: { organizationId: string; slip: TPaymentSlip | null }) {
  if (!slip) {
    return <p className="text-sm text-muted-foreground">No slip attached. Check the bank statement.</p>;
  }
  const url = paymentSlipUrl(organizationId, slip.id);
  if (slip.contentType === 'application/pdf') {
    return (
      <div className="flex items-center gap-2 rounded-md border p-3">
        <FileText className="size-5 text-muted-foreground" aria-hidden />
        <SlipLink organizationId={organizationId} slip={slip} label="View slip (PDF)" />
      </div>
    );
  }
  return (
    <figure className="grid gap-2">
      <a href={url} target="_blank" rel="noopener" className="block w-fit">
        <img
          src={url}
          alt="Payment slip"
          className="max-h-56 max-w-full rounded-md border bg-muted object-contain"
        />
      </a>
      <figcaption>
        <SlipLink organizationId={organizationId} slip={slip} />
      </figcaption>
    </figure>
  );
}
