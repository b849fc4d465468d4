import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { assertMayActOn } from '../../platform/money/money-command';
import { publishChange } from '../../platform/realtime/events';
import { CLAIM_NOT_FOUND } from './claim-views.service';
import { readClaim, type TClaimRow } from './claims.repository';
import type { TBurialContext } from './plans.service';

/** Claims of an archived organization are read-only. */
export function assertActive(ctx: Pick<TBurialContext, 'org'>) {
  if (!ctx.org.isActive)
    throw new AppError('CONFLICT', 'This organization is archived: its claims are read-only');
}

/** Audits a change to a claim and tells the claims pages. */
export async function announce(
  tx: TDbOrTx,
  ctx: TBurialContext,
  action: string,
  claim: TClaimRow,
  summary: Record<string, unknown> = {},
) {
  await writeAudit(tx, {
    organizationId: ctx.org.organizationId,
    actorUserId: ctx.actor.userId,
    action,
    targetType: 'burial_claim',
    targetId: claim.id,
    summary: { personId: claim.personId, status: claim.status, ...summary },
    requestId: ctx.requestId,
  });
  await publishChange(tx, { topic: 'claims', organizationId: ctx.org.organizationId });
}

/** Locks an open claim for a decision by an admin who is not its holder; refuses any other status. */
export async function lockForDecision(
  tx: TDbOrTx,
  ctx: TBurialContext,
  claimId: string,
  expected: readonly TClaimRow['status'][],
  action: 'decide on' | 'pay out',
) {
  const claim = await readClaim(tx, ctx.org.organizationId, claimId, { lock: true });
  if (!claim) throw new AppError('NOT_FOUND', CLAIM_NOT_FOUND);
  if (!expected.includes(claim.status)) {
    throw new AppError('CONFLICT', `This claim is ${claim.status}: it cannot be changed now`);
  }
  await assertMayActOn(tx, ctx, { permission: 'claim.decide', ownerUserId: claim.holderUserId, action });
  return claim;
}
