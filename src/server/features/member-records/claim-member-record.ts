import { eq } from 'drizzle-orm';
import type { TClaimedMemberRecord } from '../../../shared/contracts/member-records';
import type { TDb, TDbOrTx } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { TSessionUser } from '../../platform/caller';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { lockOrganization } from '../organizations/index';
import { digestInvitationCode, normalizeInvitationCode } from './invitation-code';
import {
  findMemberRecord,
  isMemberOf,
  lockInvitationByDigest,
  markInvitationClaimed,
} from './member-records.repository';
import { reattributeMember } from './reattribute-member';

const NOT_VALID = 'This invitation code is not valid. Check it, or ask your treasurer for a new one.';

/** The claimant keeps their own profile; a phone number the group had for them fills an empty one. */
async function keepRecordPhone(tx: TDbOrTx, recordUserId: string, claimantUserId: string) {
  const [record] = await tx
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, recordUserId));
  if (!record?.phone) return;
  const [claimant] = await tx
    .select({ phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, claimantUserId));
  if (claimant && !claimant.phone) {
    await tx.update(profiles).set({ phone: record.phone }).where(eq(profiles.userId, claimantUserId));
  }
}

/**
 * The signed-in caller claims the member record an invitation names: from now on its history, payment
 * reference and cover are theirs, under their own sign-in. An account that is new and one that belongs to
 * other groups claim alike; one already in this group is refused (an admin merges two records). The code
 * works once; the claim is audited; the record that had no sign-in is gone afterwards.
 */
export async function claimMemberRecord(
  db: TDb,
  context: { actor: TSessionUser; requestId: string | null },
  typedCode: string,
): Promise<TClaimedMemberRecord> {
  const normalized = normalizeInvitationCode(typedCode);
  if (!normalized) throw new AppError('NOT_FOUND', NOT_VALID);
  const { actor } = context;
  try {
    return await db.transaction(async (tx) => {
      const invitation = await lockInvitationByDigest(tx, digestInvitationCode(normalized));
      if (!invitation || invitation.revokedAt) throw new AppError('NOT_FOUND', NOT_VALID);
      if (invitation.claimedAt) throw new AppError('CONFLICT', 'This invitation was already used.');
      if (invitation.expiresAt.getTime() <= Date.now()) {
        throw new AppError('CONFLICT', 'This invitation has expired. Ask your treasurer for a new one.');
      }
      const organization = await lockOrganization(tx, invitation.organizationId);
      if (!organization?.active) throw new AppError('CONFLICT', 'This organization is archived');
      const record = await findMemberRecord(tx, invitation.organizationId, invitation.membershipId);
      if (!record || record.hasSignIn) throw new AppError('NOT_FOUND', NOT_VALID);
      if (await isMemberOf(tx, invitation.organizationId, actor.userId)) {
        throw new AppError(
          'CONFLICT',
          `You are already a member of ${organization.name}. Ask an admin of the group to check the two records.`,
        );
      }
      await keepRecordPhone(tx, record.userId, actor.userId);
      await reattributeMember(tx, {
        organizationId: invitation.organizationId,
        recordUserId: record.userId,
        claimantUserId: actor.userId,
      });
      await tx.delete(users).where(eq(users.id, record.userId));
      await markInvitationClaimed(tx, invitation.id, actor.userId);
      await writeAudit(tx, {
        organizationId: invitation.organizationId,
        actorUserId: actor.userId,
        action: 'member_record.claimed',
        targetType: 'membership',
        targetId: invitation.membershipId,
        summary: { invitationId: invitation.id, recordUserId: record.userId, claimantUserId: actor.userId },
        requestId: context.requestId,
      });
      await publishChange(tx, { topic: 'memberships', organizationId: invitation.organizationId });
      await publishChange(tx, { topic: 'organizations', organizationId: invitation.organizationId });
      return {
        organizationId: invitation.organizationId,
        organizationName: organization.name,
        membershipId: invitation.membershipId,
        fullName: record.fullName,
      };
    });
  } catch (error) {
    // The account has rows of its own in this group from an earlier membership that clash with the record's.
    if (readPgErrorCode(error) === '23505') {
      throw new AppError(
        'CONFLICT',
        'Your account already has records in this group. Ask an admin of the group to check the two records.',
      );
    }
    throw error;
  }
}
