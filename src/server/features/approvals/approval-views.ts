import type { TApproval, TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import type { TDbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { countOrganizationAdmins, findApproval, findApprovalPolicy } from './approvals.repository';

type TApprovalViewRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

export function toApproval(row: TApprovalViewRow): TApproval {
  const { approval } = row;
  return {
    id: approval.id,
    organizationId: approval.organizationId,
    operation: approval.operation,
    status: approval.status,
    description: approval.description,
    amountCents: approval.amountCents,
    currency: approval.currency,
    memberUserId: approval.memberUserId,
    memberName: row.memberName,
    proposedBy: approval.proposedBy,
    proposedByName: row.proposedByName,
    decidedBy: approval.decidedBy,
    decidedByName: row.decidedByName,
    decidedAt: approval.decidedAt?.toISOString() ?? null,
    failureReason: approval.failureReason,
    createdAt: approval.createdAt.toISOString(),
  };
}

export async function loadApproval(db: TDbOrTx, organizationId: string, id: string): Promise<TApproval> {
  const row = await findApproval(db, organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Approval not found');
  return toApproval(row);
}

/** With no saved policy nothing is held. */
export const NO_POLICY: TUpdateApprovalPolicy = {
  payoutsAboveCents: null,
  disbursementsAboveCents: null,
  isWriteOffGated: false,
  isReversalGated: false,
};

export function holdsAnything(policy: TUpdateApprovalPolicy): boolean {
  return (
    policy.payoutsAboveCents !== null ||
    policy.disbursementsAboveCents !== null ||
    policy.isWriteOffGated ||
    policy.isReversalGated
  );
}

/** The organization's policy as saved, with whether it holds moves now (two admins or more). */
export async function readApprovalPolicy(db: TDbOrTx, organizationId: string): Promise<TApprovalPolicy> {
  const [found, adminCount] = [
    await findApprovalPolicy(db, organizationId),
    await countOrganizationAdmins(db, organizationId),
  ];
  const policy: TUpdateApprovalPolicy = found
    ? {
        payoutsAboveCents: found.policy.payoutsAboveCents,
        disbursementsAboveCents: found.policy.disbursementsAboveCents,
        isWriteOffGated: found.policy.isWriteOffGated,
        isReversalGated: found.policy.isReversalGated,
      }
    : NO_POLICY;
  return {
    ...policy,
    adminCount,
    isEffective: adminCount >= 2 && holdsAnything(policy),
    updatedAt: found?.policy.updatedAt.toISOString() ?? null,
    updatedByName: found?.updatedByName ?? null,
  };
}
