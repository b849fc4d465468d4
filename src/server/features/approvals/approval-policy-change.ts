import type { TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { ZUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import { formatCents } from '../../../shared/money';
import { writeAudit } from '../../platform/audit';
import type { TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { gateOrRun, type TGateOutcome } from './approval-gate';
import { registerApprovalOperation } from './approval-registry';
import { readApprovalPolicy } from './approval-views';
import { findApprovalPolicy, upsertApprovalPolicy } from './approvals.repository';

type TThreshold = 'payoutsAboveCents' | 'disbursementsAboveCents';
type TGate = 'isWriteOffGated' | 'isReversalGated';

const THRESHOLDS: Record<TThreshold, string> = {
  payoutsAboveCents: 'payouts and expenses',
  disbursementsAboveCents: 'loan disbursements',
};
const GATES: Record<TGate, string> = { isWriteOffGated: 'loan write-offs', isReversalGated: 'reversals' };

/** The stricter of two amounts: null holds nothing, a lower amount holds more moves. */
function stricterThreshold(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** What of the asked policy holds more than the current one: the part that takes effect at once. */
export function readTightenedPart(
  current: TUpdateApprovalPolicy,
  asked: TUpdateApprovalPolicy,
): TUpdateApprovalPolicy {
  return {
    payoutsAboveCents: stricterThreshold(current.payoutsAboveCents, asked.payoutsAboveCents),
    disbursementsAboveCents: stricterThreshold(
      current.disbursementsAboveCents,
      asked.disbursementsAboveCents,
    ),
    isWriteOffGated: current.isWriteOffGated || asked.isWriteOffGated,
    isReversalGated: current.isReversalGated || asked.isReversalGated,
  };
}

function isSamePolicy(a: TUpdateApprovalPolicy, b: TUpdateApprovalPolicy): boolean {
  return (
    a.payoutsAboveCents === b.payoutsAboveCents &&
    a.disbursementsAboveCents === b.disbursementsAboveCents &&
    a.isWriteOffGated === b.isWriteOffGated &&
    a.isReversalGated === b.isReversalGated
  );
}

/** Whether the asked policy holds less than the current one anywhere (a raised amount, a gate removed). */
export function isLoosening(current: TUpdateApprovalPolicy, asked: TUpdateApprovalPolicy): boolean {
  return !isSamePolicy(readTightenedPart(current, asked), asked);
}

const heldAbove = (cents: number | null) =>
  cents === null ? 'never held' : `held above ${formatCents(cents)}`;

/** One line for the approvals page naming what the change would stop holding. */
function describeLoosening(current: TUpdateApprovalPolicy, asked: TUpdateApprovalPolicy): string {
  const parts: string[] = [];
  for (const [field, label] of Object.entries(THRESHOLDS) as [TThreshold, string][]) {
    if (stricterThreshold(current[field], asked[field]) !== asked[field]) {
      parts.push(`${label} ${heldAbove(asked[field])} (now ${heldAbove(current[field])})`);
    }
  }
  for (const [field, label] of Object.entries(GATES) as [TGate, string][]) {
    if (current[field] && !asked[field]) parts.push(`${label} no longer held`);
  }
  return `Two to sign loosened: ${parts.join('; ')}`;
}

/** Saves the policy as asked, audited with what it was before. */
async function savePolicy(ctx: TMoneyContext, input: TUpdateApprovalPolicy): Promise<TApprovalPolicy> {
  const organizationId = ctx.org.organizationId;
  await ctx.db.transaction(async (tx) => {
    const before = await findApprovalPolicy(tx, organizationId);
    await upsertApprovalPolicy(tx, { organizationId, ...input, updatedBy: ctx.actor.userId });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'approval_policy.update',
      targetType: 'organization',
      targetId: organizationId,
      summary: {
        before: before
          ? {
              payoutsAboveCents: before.policy.payoutsAboveCents,
              disbursementsAboveCents: before.policy.disbursementsAboveCents,
              isWriteOffGated: before.policy.isWriteOffGated,
              isReversalGated: before.policy.isReversalGated,
            }
          : null,
        after: input,
      },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'approvals', organizationId });
  });
  return readApprovalPolicy(ctx.db, organizationId);
}

/**
 * A policy that holds less than the one in force: the admin the policy checks cannot lift it alone, so it
 * waits for a second admin whenever the policy in force holds moves.
 */
export const loosenPolicyMove = registerApprovalOperation({
  name: 'approval_policy.loosen',
  payload: ZUpdateApprovalPolicy,
  isSigningChange: true,
  // One loosening waits at a time: another ask while it waits answers with it.
  readMoveTarget: () => 'policy',
  describe: async (ctx, asked) => ({
    amountCents: 0,
    memberUserId: null,
    description: describeLoosening(await readApprovalPolicy(ctx.db, ctx.org.organizationId), asked).slice(
      0,
      300,
    ),
  }),
  isHeld: (policy, _facts, asked) => isLoosening(policy, asked),
  execute: (ctx, asked) => savePolicy(ctx, asked),
});

/**
 * Organization admins and staff (approval.decide): what the asked policy tightens takes effect at once;
 * what it loosens waits for a second admin while the policy in force holds moves (202 with the approval;
 * an Idempotency-Key is then needed), and takes effect at once where nothing is held.
 */
export async function changeApprovalPolicy(
  ctx: TMoneyContext,
  asked: TUpdateApprovalPolicy,
): Promise<TGateOutcome<TApprovalPolicy>> {
  const current = await readApprovalPolicy(ctx.db, ctx.org.organizationId);
  const tightened = readTightenedPart(current, asked);
  if (!isSamePolicy(tightened, current) && !isSamePolicy(tightened, asked)) await savePolicy(ctx, tightened);
  return gateOrRun(ctx, loosenPolicyMove, asked);
}
