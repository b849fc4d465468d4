import type { TMoneyChange, TMoneyChangeEvent } from '../../platform/money/money-reactions';

/** A repayment's change, as the features that keep something in step with it hear it. */
export function toRepaymentChange(
  event: TMoneyChangeEvent,
  organizationId: string,
  row: { id: string; userId: string; amountCents: number; repaymentDate: string },
): TMoneyChange {
  return {
    event,
    organizationId,
    memberUserId: row.userId,
    recordId: row.id,
    amountCents: row.amountCents,
    date: row.repaymentDate,
  };
}
