import { can } from '../../../shared/access/permissions';
import { readOrganizationName } from '../../platform/directory';
import { AppError } from '../../platform/errors';
import { assertBurialSociety } from './burial-society';
import { renderCoverCertificatePdf } from './certificate-pdf';
import { readMyCover } from './cover.service';
import type { TBurialContext } from './plans.service';

/** "CC-1A2B3C4D-20260715": the policy and the date the certificate speaks for, so the society can look it up. */
export function getCertificateNumber(policyId: string, on: string): string {
  return `CC-${policyId.slice(0, 8).toUpperCase()}-${on.replace(/-/g, '')}`;
}

/**
 * The cover certificate PDF of `userId`'s policy as on `on`. Members get their own; `burial.manage`
 * (organization admins and up) anyone's. Another member's policy, or a member without one, is answered
 * NOT_FOUND so a member cannot learn who holds a policy. Figures come from the same engine as My Cover.
 */
export async function readCoverCertificate(
  ctx: TBurialContext,
  userId: string,
  on: string,
): Promise<{ data: Buffer; filename: string }> {
  assertBurialSociety(ctx.org);
  const isOwn = userId === ctx.actor.userId;
  if (!isOwn && !can({ role: ctx.org.role, userId: ctx.actor.userId }, 'burial.manage')) {
    throw new AppError('NOT_FOUND', 'Policy not found');
  }
  const cover = await readMyCover(ctx.db, ctx.org, userId, on);
  const { policy } = cover;
  if (!policy) throw new AppError('NOT_FOUND', isOwn ? 'You are not on a plan yet' : 'Policy not found');
  const organizationName = await readOrganizationName(ctx.db, ctx.org.organizationId);
  const holder = cover.people.find((person) => person.relationship === 'main_member');
  const certificateNumber = getCertificateNumber(policy.id, on);
  const data = await renderCoverCertificatePdf({
    organizationName,
    memberName: holder?.fullName ?? 'Member',
    certificateNumber,
    cover: { ...cover, policy },
  });
  return { data, filename: `cover-certificate-${on}.pdf` };
}
