import { addDays } from 'date-fns';
import type {
  TAddMemberRecords,
  TCreateInvitation,
  TInvitation,
} from '../../../shared/contracts/member-records';
import { INVITATION_DAYS } from '../../../shared/contracts/member-records';
import type { TMember } from '../../../shared/contracts/members';
import { formatDate } from '../../../shared/format';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TMailer } from '../../platform/mail/mailer';
import { renderActionMail } from '../../platform/mail/templates';
import { publishChange } from '../../platform/realtime/events';
import { refreshStandings } from '../group-rules/index';
import {
  assertCanAddMember,
  insertMembership,
  lockManagedOrganization,
  type TActionContext,
} from '../organizations/index';
import { createInvitationCode, digestInvitationCode, normalizeInvitationCode } from './invitation-code';
import {
  findMemberRecord,
  insertInvitation,
  insertPersonWithoutSignIn,
  revokeOpenInvitations,
} from './member-records.repository';

/** Names typed twice in one go are a slip of the hand, not two people: the admin is told which row. */
function assertNamesOnce(members: TAddMemberRecords['members']) {
  const seen = new Map<string, number>();
  members.forEach((member, index) => {
    const key = member.fullName.toLowerCase().replace(/\s+/g, ' ');
    const first = seen.get(key);
    if (first !== undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Row ${index + 1}: ${member.fullName} appears twice (also row ${first + 1})`,
      );
    }
    seen.set(key, index);
  });
}

/** The organization row as the member limit reads it, locked (lockManagedOrganization). */
type TManagedOrganization = Awaited<ReturnType<typeof lockManagedOrganization>>;

/**
 * Inside the caller's transaction, under the organization's lock: adds members who have no account, each
 * with a record (users row without a sign-in), a membership with its payment reference, and standing under
 * the group's rules. The member limit holds for the whole batch. Also what an import of the group's file
 * adds its members with.
 */
export async function writeMemberRecords(
  tx: TDbOrTx,
  context: TActionContext,
  organization: TManagedOrganization,
  members: readonly {
    fullName: string;
    phone?: string | null | undefined;
    email?: string | null | undefined;
  }[],
  reason = 'added without an account',
): Promise<TMember[]> {
  const organizationId = organization.id;
  const rows: TMember[] = [];
  for (const member of members) {
    await assertCanAddMember(tx, organization);
    const userId = await insertPersonWithoutSignIn(tx, {
      fullName: member.fullName,
      phone: member.phone || null,
      email: member.email || null,
    });
    const membership = await insertMembership(tx, {
      organizationId,
      userId,
      role: 'member',
      invitedBy: context.actor.userId,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: context.actor.userId,
      action: 'membership.created',
      targetType: 'membership',
      targetId: membership.id,
      summary: { userId, role: 'member', reason },
      requestId: context.requestId,
    });
    rows.push({
      id: membership.id,
      userId,
      fullName: member.fullName,
      email: member.email || null,
      companyName: null,
      image: null,
      role: 'member',
      paymentReference: membership.paymentReference,
      joinedAt: membership.joinedAt.toISOString(),
      hasSignIn: false,
    });
  }
  await refreshStandings(
    tx,
    organizationId,
    rows.map((row) => row.userId),
  );
  await publishChange(tx, { topic: 'memberships', organizationId });
  await publishChange(tx, { topic: 'organizations', organizationId });
  return rows;
}

/** Organization admins: adds members who have no account, in one transaction (writeMemberRecords). */
export async function addMemberRecords(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  input: TAddMemberRecords,
): Promise<TMember[]> {
  assertNamesOnce(input.members);
  return db.transaction(async (tx) =>
    writeMemberRecords(
      tx,
      context,
      await lockManagedOrganization(tx, org.organizationId, context.actor),
      input.members,
    ),
  );
}

/** Where an invitation is claimed: the code rides in the link, so a tap opens the claim already filled in. */
export function toClaimLink(baseUrl: string, code: string): string {
  return `${baseUrl}/dashboard/claim?code=${encodeURIComponent(code)}`;
}

/**
 * An invitation to claim a member record without a sign-in: a single-use code that expires, shown once to
 * the admin, and e-mailed when an address is given. Earlier open invitations of the member stop working.
 */
export async function createInvitation(
  db: TDb,
  context: TActionContext,
  org: TOrgAccess,
  deps: { mailer: TMailer; baseUrl: string },
  input: { membershipId: string } & TCreateInvitation,
): Promise<TInvitation> {
  const code = createInvitationCode();
  const normalized = normalizeInvitationCode(code);
  if (!normalized) throw new Error('a new invitation code does not read back');
  const expiresAt = addDays(new Date(), INVITATION_DAYS);
  const sentTo = input.email || null;
  const { invitation, record } = await db.transaction(async (tx) => {
    await lockManagedOrganization(tx, org.organizationId, context.actor);
    const record = await findMemberRecord(tx, org.organizationId, input.membershipId);
    if (!record) throw new AppError('NOT_FOUND', 'Member not found');
    if (record.hasSignIn) {
      throw new AppError('CONFLICT', `${record.fullName ?? 'This member'} already has an account`);
    }
    await revokeOpenInvitations(tx, org.organizationId, input.membershipId);
    const invitation = await insertInvitation(tx, {
      organizationId: org.organizationId,
      membershipId: input.membershipId,
      codeDigest: digestInvitationCode(normalized),
      sentTo,
      expiresAt,
      createdBy: context.actor.userId,
    });
    await writeAudit(tx, {
      organizationId: org.organizationId,
      actorUserId: context.actor.userId,
      action: 'member_invitation.created',
      targetType: 'membership',
      targetId: input.membershipId,
      summary: { invitationId: invitation.id, sentTo, expiresAt: expiresAt.toISOString() },
      requestId: context.requestId,
    });
    return { invitation, record };
  });
  const link = toClaimLink(deps.baseUrl, code);
  if (sentTo) {
    const content = renderActionMail({
      greeting: `Hello ${record.fullName ?? ''}`.trim(),
      body: `${record.organizationName} keeps your record on Masakhane: your contributions, loans and cover. Open the link to sign in or create an account and see it. Your code is ${code}. It works once, until ${formatDate(expiresAt)}.`,
      action: 'Claim your record',
      url: link,
    });
    await deps.mailer.send({
      to: sentTo,
      subject: `${record.organizationName} invites you to Masakhane`,
      ...content,
      link,
    });
  }
  return {
    id: invitation.id,
    membershipId: input.membershipId,
    code,
    link,
    sentTo,
    expiresAt: expiresAt.toISOString(),
  };
}
