import { getTodayIso } from '../../../shared/calendar';
import type { TContribution, TRecordContribution } from '../../../shared/contracts/contributions';
import type { TRotationDebtPayment } from '../../../shared/contracts/rotation';
import { formatCents } from '../../../shared/money';
import { AppError } from '../../platform/errors';
import { assertMayActOn, runMoneyCommand } from '../../platform/money/money-command';
import { assertAcceptsMoney, type TMoneyContext } from '../../platform/money/money-context';
import { readContribution, writeContribution } from '../contributions/contribution-writes.service';
import { findCycle, insertDebtPayment } from './rotation.repository';
import { assertRotatingGroup } from './rotation.service';
import { readCycleStatus, readMemberDebt } from './rotation-status';

export type TDebtPaymentRef = { cycleId: string; userId: string };

/**
 * A payment towards a member's rotation debt (ADR 37), as a contribution of theirs linked to the cycle: an
 * admin records another member's payment (completed: posted to the master book with its receipt; never
 * their own, `contribution.record`), or the member reports their own (pending until another admin confirms
 * it on the contributions page). It may not exceed what the member still owes, counting payments waiting to
 * be confirmed. Idempotent by its Idempotency-Key.
 */
export function payRotationDebt(
  ctx: TMoneyContext,
  ref: TDebtPaymentRef,
  input: TRotationDebtPayment,
): Promise<TContribution> {
  assertRotatingGroup(ctx.org);
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  const isOwn = ref.userId === ctx.actor.userId;
  return runMoneyCommand(ctx, {
    operation: 'rotation.debt_payment',
    targetId: ref.cycleId,
    request: { ...ref, ...input },
    execute: async (tx) => {
      const cycle = await findCycle(tx, organizationId, ref.cycleId, true);
      if (!cycle) throw new AppError('NOT_FOUND', 'Rotation cycle not found');
      if (!cycle.memberOrder.includes(ref.userId)) {
        throw new AppError('NOT_FOUND', 'This member is not in the rotation');
      }
      if (!isOwn) {
        await assertMayActOn(tx, ctx, {
          permission: 'contribution.record',
          ownerUserId: ref.userId,
          action: 'record',
        });
      }
      const debt = readMemberDebt(cycle, await readCycleStatus(tx, cycle, getTodayIso()), ref.userId);
      const open = debt.owesCents - debt.pendingCents;
      if (open <= 0) {
        throw new AppError(
          'CONFLICT',
          debt.owesCents > 0
            ? 'The rest of this debt is already reported and waits for an admin to confirm it'
            : 'This member owes the group nothing in this rotation',
        );
      }
      if (input.amountCents > open) {
        throw new AppError(
          'VALIDATION_FAILED',
          `That is more than is owed: at most ${formatCents(open)} is still open on this debt`,
        );
      }
      const payment: Omit<TRecordContribution, 'userId'> = {
        contributionDate: input.paymentDate,
        amountCents: input.amountCents,
        paymentMethod: input.paymentMethod,
        referenceNumber: input.referenceNumber || null,
        notes: `Rotation debt: round${debt.missedRounds.length > 1 ? 's' : ''} ${debt.missedRounds.join(', ')} missed after being paid`,
      };
      const outcome = isOwn
        ? await writeContribution(
            tx,
            ctx,
            ref.userId,
            { ...payment, userId: ref.userId },
            'pending',
            ref.userId,
          )
        : await writeContribution(tx, ctx, ref.userId, { ...payment, userId: ref.userId }, 'completed');
      await insertDebtPayment(tx, {
        organizationId,
        cycleId: cycle.id,
        userId: ref.userId,
        contributionId: outcome.resultId,
      });
      return {
        ...outcome,
        audit: {
          ...outcome.audit,
          action: isOwn ? 'rotation.debt_payment_reported' : 'rotation.debt_payment',
          summary: { ...outcome.audit.summary, cycleId: cycle.id },
        },
        topics: [...outcome.topics, 'rotation'],
      };
    },
    replay: (tx, id) => readContribution(tx, organizationId, id),
  });
}
