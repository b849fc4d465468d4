import type { TLoanRepayment, TSubmitRepayment } from '../../../shared/contracts/loans';
import type { TFileUpload } from '../../http/file-uploads';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import type { TStorage } from '../../platform/storage/storage';
import { submitWithSlip } from '../payment-slips/payment-slips.service';
import { readRepaymentAnswer, writeRepayment } from './loan-repayments.service';

/** The borrower (loan.repayment_submit): reports a repayment with its slip, pending until an admin confirms it. */
export function submitRepaymentWithSlip(
  ctx: TMoneyContext,
  storage: TStorage,
  loanId: string,
  input: TSubmitRepayment,
  upload: TFileUpload,
): Promise<TLoanRepayment> {
  const organizationId = ctx.org.organizationId;
  return submitWithSlip(ctx, storage, upload, (attach, slipSha256) =>
    runMoneyCommand(ctx, {
      operation: 'repayment.submit',
      targetId: loanId,
      request: { ...input, slipSha256 },
      execute: async (tx) => {
        const outcome = await writeRepayment(tx, ctx, loanId, input, 'pending');
        await attach(tx, { repaymentId: outcome.resultId });
        return {
          ...outcome,
          result: await readRepaymentAnswer(tx, organizationId, loanId, outcome.resultId),
        };
      },
      replay: (tx, id) => readRepaymentAnswer(tx, organizationId, loanId, id),
    }),
  );
}
