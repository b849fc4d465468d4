import { and, eq } from 'drizzle-orm';
import { describeOwnRecordRefusal } from '../../../shared/access';
import type { TMember } from '../../../shared/contracts/members';
import { burialPolicies, userOrganizations, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { countOrganizationAdmins } from '../../platform/money/money-commands.repository';
import type { TMoneyContext } from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { refreshStandings } from '../group-rules/index';
import { lockOrganization } from '../organizations/index';
import { findMemberRecord } from './member-records.repository';
import { reattributeMember } from './reattribute-member';

export type TMergeInput = { membershipId: string; intoMembershipId: string };

/**
 * The two records of a merge, checked: the first has no sign-in, both are members here, they differ, and the
 * record it goes into is not the acting admin's own (another admin merges a history into theirs).
 */
export async function readMergePair(ctx: Pick<TMoneyContext, 'db' | 'org' | 'actor'>, input: TMergeInput) {
  const organizationId = ctx.org.organizationId;
  if (input.membershipId === input.intoMembershipId) {
    throw new AppError('VALIDATION_FAILED', 'Choose another member to merge this record into');
  }
  const [record, into] = await Promise.all([
    findMemberRecord(ctx.db, organizationId, input.membershipId),
    findMemberRecord(ctx.db, organizationId, input.intoMembershipId),
  ]);
  if (!record || !into) throw new AppError('NOT_FOUND', 'Member not found');
  if (record.hasSignIn) {
    throw new AppError(
      'CONFLICT',
      `${record.fullName ?? 'This member'} has an account: only a record without one can be merged into another`,
    );
  }
  if (into.userId === ctx.actor.userId) {
    const adminCount = await countOrganizationAdmins(ctx.db, organizationId);
    throw new AppError('FORBIDDEN', describeOwnRecordRefusal('merge', { adminCount }));
  }
  return { record, into };
}

/**
 * Two records of one person become one: everything the record without an account holds (contributions,
 * loans, cover, fines, the book's lines) is re-attributed to the other member, whose membership and payment
 * reference stay. The books do not change in total. Refused when both hold something only one member may
 * have, such as a running burial policy each.
 */
export async function mergeMemberRecords(
  ctx: TMoneyContext,
  input: TMergeInput,
): Promise<Pick<TMember, 'id'>> {
  const organizationId = ctx.org.organizationId;
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const { record, into } = await readMergePair({ ...ctx, db: tx }, input);
      // The record's policy is held under the remaining membership from now on.
      await tx
        .update(burialPolicies)
        .set({ membershipId: into.membershipId })
        .where(
          and(
            eq(burialPolicies.organizationId, organizationId),
            eq(burialPolicies.membershipId, record.membershipId),
          ),
        );
      await reattributeMember(tx, {
        organizationId,
        recordUserId: record.userId,
        claimantUserId: into.userId,
        except: ['user_organizations', 'member_standings'],
      });
      await tx
        .delete(userOrganizations)
        .where(
          and(
            eq(userOrganizations.organizationId, organizationId),
            eq(userOrganizations.id, record.membershipId),
          ),
        );
      await refreshStandings(tx, organizationId, [record.userId, into.userId]);
      await tx.delete(users).where(eq(users.id, record.userId));
      await writeAudit(tx, {
        organizationId,
        actorUserId: ctx.actor.userId,
        action: 'member_record.merged',
        targetType: 'membership',
        targetId: into.membershipId,
        summary: {
          mergedMembershipId: record.membershipId,
          mergedUserId: record.userId,
          mergedName: record.fullName,
          intoUserId: into.userId,
        },
        requestId: ctx.requestId,
      });
      await publishChange(tx, { topic: 'memberships', organizationId });
      await publishChange(tx, { topic: 'organizations', organizationId });
      return { id: into.membershipId };
    });
  } catch (error) {
    if (readPgErrorCode(error) === '23505') {
      throw new AppError(
        'CONFLICT',
        'Both records hold something only one member may have, such as a running burial policy: settle it on one of them first',
      );
    }
    throw error;
  }
}
