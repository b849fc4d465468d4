// The kinds and states of a group's money records, as plain values: the contracts build their schemas on them,
// and a page that only lists and filters records reads them without any validation code (ADR 42).

export const PAYMENT_METHODS = ['cash', 'eft', 'card', 'debit_order', 'mobile_money', 'other'] as const;
export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  eft: 'EFT',
  card: 'Card',
  debit_order: 'Debit order',
  mobile_money: 'Mobile money',
  other: 'Other',
} satisfies Record<(typeof PAYMENT_METHODS)[number], string>;

export const CONTRIBUTION_STATUSES = ['pending', 'completed', 'failed', 'reversed'] as const;

export const TRANSACTION_TYPES = [
  'contribution',
  'loan_disbursement',
  'loan_repayment',
  'payout',
  'fee',
  'other',
  'opening',
] as const;

/** What a money write that waits for a second admin (two to sign, ADR 19) says. */
export const PENDING_APPROVAL_MESSAGE = "Waiting for a second admin's approval";

/** Where the owner of the payment and the organization's admins open the slip. */
export function paymentSlipUrl(organizationId: string, slipId: string): string {
  return `/api/v1/orgs/${organizationId}/payment-slips/${slipId}`;
}
