import type { TContribution, TSubmitContribution } from '../../../shared/contracts/contributions';
import type { TFileUpload } from '../../http/file-uploads';
import { AppError } from '../../platform/errors';
import { runMoneyCommand } from '../../platform/money/money-command';
import type { TMoneyContext } from '../../platform/money/money-context';
import type { TStorage } from '../../platform/storage/storage';
import { submitWithSlip } from '../payment-slips/payment-slips.service';
import { readContribution, writeContribution } from './contribution-writes.service';

/**
 * Any member (contribution.submit): reports their own payment with its slip, pending until another admin
 * confirms it. The same rules and the same Idempotency-Key scope as a submit without a slip.
 */
export function submitContributionWithSlip(
  ctx: TMoneyContext,
  storage: TStorage,
  input: TSubmitContribution,
  upload: TFileUpload,
): Promise<TContribution> {
  if (!ctx.org.membershipRole)
    throw new AppError('FORBIDDEN', 'Only members can submit their own contributions');
  const organizationId = ctx.org.organizationId;
  return submitWithSlip(ctx, storage, upload, (attach, slipSha256) =>
    runMoneyCommand(ctx, {
      operation: 'contribution.submit',
      request: { ...input, slipSha256 },
      execute: async (tx) => {
        const outcome = await writeContribution(tx, ctx, ctx.actor.userId, input, 'pending');
        await attach(tx, { contributionId: outcome.resultId });
        return { ...outcome, result: await readContribution(tx, organizationId, outcome.resultId) };
      },
      replay: (tx, id) => readContribution(tx, organizationId, id),
    }),
  );
}
