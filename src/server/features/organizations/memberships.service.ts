import { can } from '../../../shared/access';
import type { TListQuery, TMember, TMemberList } from '../../../shared/contracts/members';
import { formatCents } from '../../../shared/money';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import { sendMemberUpdate } from '../../platform/mail/member-alerts';
import { publishChange } from '../../platform/realtime/events';
import { sumMemberOwed } from '../figures/figures.repository';
import {
  countMemberList,
  deleteMembership,
  findMemberName,
  findMembership,
  listMembers as listMemberRows,
  sumHeldFunds,
  type TMembershipRow,
  updateMembershipRole,
} from './memberships.repository';
import { lockManagedOrganization, type TActionContext } from './organization-rules';
import { countMembers } from './organizations.repository';

/**
 * Admins of the organization and platform staff (membership.read, checked by the route): its members,
 * searched by name, company or e-mail, with their e-mail addresses, payment references and the counts of
 * members and admins. Every count stops at 1,000 (`isTotalCapped`, `isMemberCountCapped`: "1 000+").
 */
export async function listMembers(db: TDb, org: TOrgAccess, query: TListQuery): Promise<TMemberList> {
  const canSeeEmail = can({ role: org.role }, 'membership.read');
  const [{ rows, matches }, counts] = await Promise.all([
    listMemberRows(db, {
      organizationId: org.organizationId,
      search: query.search || undefined,
      limit: query.limit,
      offset: query.offset,
    }),
    countMemberList(db, org.organizationId),
  ]);
  return {
    ...(matches ?? counts.members),
    limit: query.limit,
    offset: query.offset,
    memberCount: counts.members.total,
    isMemberCountCapped: counts.members.isTotalCapped,
    adminCount: counts.admins.total,
    members: rows.map(
      (row): TMember => ({
        id: row.membership.id,
        userId: row.membership.userId,
        fullName: row.fullName,
        email: canSeeEmail ? row.email : null,
        companyName: row.companyName,
        image: row.image,
        role: row.membership.role,
        paymentReference: canSeeEmail ? row.membership.paymentReference : null,
        joinedAt: row.membership.joinedAt.toISOString(),
        hasSignIn: row.hasSignIn,
      }),
    ),
  };
}

/** Under the organization lock: the membership, and a refusal when it holds the last admin seat. */
async function loadChangeableMembership(
  tx: TDbOrTx,
  org: TOrgAccess,
  membershipId: string,
  refusal: string,
): Promise<TMembershipRow> {
  const membership = await findMembership(tx, org.organizationId, membershipId);
  if (!membership) throw new AppError('NOT_FOUND', 'Member not found');
  if (membership.role === 'admin') {
    const { adminCount } = await countMembers(tx, org.organizationId);
    if (adminCount <= 1) throw new AppError('CONFLICT', refusal);
  }
  return membership;
}

/**
 * The organization's admins or platform staff: promotes a member to admin or demotes an admin to member.
 * The last admin can never be demoted: the count is taken under the organization's row lock, so two
 * admins demoting each other at the same time still leave one.
 */
export async function changeMemberRole(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: { membershipId: string; role: TMembershipRow['role'] },
): Promise<{ id: string; role: TMembershipRow['role'] }> {
  const changed = await db.transaction(async (tx) => {
    await lockManagedOrganization(tx, org.organizationId, context.actor);
    const membership =
      input.role === 'member'
        ? await loadChangeableMembership(tx, org, input.membershipId, 'The last admin cannot be demoted')
        : await findMembership(tx, org.organizationId, input.membershipId);
    if (!membership) throw new AppError('NOT_FOUND', 'Member not found');
    if (membership.role === input.role) return { id: membership.id, role: membership.role, userId: null };
    await updateMembershipRole(tx, org.organizationId, membership.id, input.role);
    await writeAudit(tx, {
      organizationId: org.organizationId,
      actorUserId: context.actor.userId,
      action: input.role === 'admin' ? 'membership.promoted' : 'membership.demoted',
      targetType: 'membership',
      targetId: membership.id,
      summary: { userId: membership.userId, before: membership.role, after: input.role },
      requestId: context.requestId,
    });
    await publishChange(tx, { topic: 'memberships', organizationId: org.organizationId });
    return { id: membership.id, role: input.role, userId: membership.userId };
  });
  if (changed.userId) {
    await sendMemberUpdate(
      { db, userMailer: context.userMailer },
      {
        organizationId: org.organizationId,
        memberUserId: changed.userId,
        event: changed.role === 'admin' ? 'promoted' : 'demoted',
      },
    );
  }
  return { id: changed.id, role: changed.role };
}

/**
 * A member who owes on a loan or holds savings cannot be removed: their loan and statement would leave
 * everyone's view while the money is still open.
 */
async function assertHoldsNoMoney(tx: TDbOrTx, organizationId: string, userId: string): Promise<void> {
  const owed = await sumMemberOwed(tx, organizationId, userId);
  const held = owed > 0 ? 0 : await sumHeldFunds(tx, organizationId, userId);
  if (owed <= 0 && held <= 0) return;
  const name = await findMemberName(tx, userId);
  throw new AppError(
    'CONFLICT',
    owed > 0
      ? `${name} owes ${formatCents(owed)} on a loan: settle or write it off before removing them`
      : `${name} holds ${formatCents(held)} in savings: pay it out before removing them`,
  );
}

/**
 * The organization's admins or platform staff: removes a member (an admin may remove themselves while
 * another admin remains). The last admin can never be removed, under the same lock as role changes; nor can
 * a member who owes on a loan or holds savings (409 naming the amount).
 */
export async function removeMember(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  membershipId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockManagedOrganization(tx, org.organizationId, context.actor);
    const membership = await loadChangeableMembership(
      tx,
      org,
      membershipId,
      'The last admin cannot be removed',
    );
    await assertHoldsNoMoney(tx, org.organizationId, membership.userId);
    await deleteMembership(tx, org.organizationId, membership.id);
    await writeAudit(tx, {
      organizationId: org.organizationId,
      actorUserId: context.actor.userId,
      action: 'membership.removed',
      targetType: 'membership',
      targetId: membership.id,
      summary: { userId: membership.userId, role: membership.role },
      requestId: context.requestId,
    });
    await publishChange(tx, { topic: 'memberships', organizationId: org.organizationId });
    await publishChange(tx, { topic: 'organizations', organizationId: org.organizationId });
  });
}
