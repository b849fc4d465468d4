import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { formatLongDate } from '../../../shared/book-months';
import { CAUSE_LABELS } from '../../../shared/burial/claim-eligibility';
import { CLAIM_TARGET_HOURS, type TClaimNoticeKind } from '../../../shared/contracts/burial-claims';
import { formatCents } from '../../../shared/money';
import type { TDb, TDbOrTx } from '../../db/client';
import { burialClaimNotices, burialClaims, burialPeople, organizations, users } from '../../db/schema';
import type { TLogger } from '../../platform/logger';
import type { TMailer } from '../../platform/mail/mailer';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { checkReserve } from './reserve-alert';

export type TClaimMailDeps = {
  mailer: TMailer;
  userMailer: TUserMailer;
  baseUrl: string;
  logger: TLogger;
};

/** Inside a decision's transaction: the e-mail this decision owes (once per claim and decision). */
export async function recordClaimNotice(
  tx: TDbOrTx,
  organizationId: string,
  claimId: string,
  kind: TClaimNoticeKind,
): Promise<void> {
  await tx.insert(burialClaimNotices).values({ organizationId, claimId, kind }).onConflictDoNothing();
}

type TNoticeClaim = {
  organizationName: string;
  personName: string;
  holderUserId: string;
  holderEmail: string;
  diedOn: string;
  cause: keyof typeof CAUSE_LABELS;
  amountCents: number;
  payeeKind: string;
  payeeName: string;
  claimantEmail: string | null;
  declineReason: string | null;
};

/** The message for one decision, in the words a family reads. */
export function buildClaimMail(kind: TClaimNoticeKind, claim: TNoticeClaim) {
  const who = claim.personName;
  const amount = formatCents(claim.amountCents);
  const death = `${who} (${CAUSE_LABELS[claim.cause].toLowerCase()} on ${formatLongDate(claim.diedOn)})`;
  const payee = claim.payeeKind === 'undertaker' ? `the undertaker, ${claim.payeeName}` : claim.payeeName;
  const org = claim.organizationName;
  switch (kind) {
    case 'lodged':
      return {
        subject: `${org}: we received the funeral claim for ${who}`,
        lines: [
          `${org} received the funeral claim for ${death}.`,
          `The benefit claimed is ${amount}. Two admins of the society check the claim: one approves it and another pays it. The society aims to pay within ${CLAIM_TARGET_HOURS} hours of lodging.`,
        ],
      };
    case 'approved':
      return {
        subject: `${org}: the funeral claim for ${who} is approved`,
        lines: [
          `The funeral claim for ${death} was approved for ${amount}.`,
          `A second admin now pays it to ${payee}. You will hear from us when it is paid.`,
        ],
      };
    case 'declined':
      return {
        subject: `${org}: the funeral claim for ${who} was declined`,
        lines: [
          `The funeral claim for ${death} was declined.`,
          `Reason: ${claim.declineReason ?? 'not given'}`,
          `If you think this is wrong, speak to the admins of ${org}.`,
        ],
      };
    case 'paid':
      return {
        subject: `${org}: ${amount} paid for the funeral of ${who}`,
        lines: [
          `${org} paid ${amount} to ${payee} for the funeral of ${death}.`,
          'Our condolences to the family.',
        ],
      };
  }
}

async function readNoticeClaim(db: TDbOrTx, claimId: string): Promise<TNoticeClaim | undefined> {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      personName: burialPeople.fullName,
      holderUserId: burialClaims.holderUserId,
      holderEmail: users.email,
      diedOn: burialClaims.diedOn,
      cause: burialClaims.cause,
      amountCents: burialClaims.amountCents,
      payeeKind: burialClaims.payeeKind,
      payeeName: burialClaims.payeeName,
      claimantEmail: burialClaims.claimantEmail,
      declineReason: burialClaims.declineReason,
    })
    .from(burialClaims)
    .innerJoin(burialPeople, eq(burialPeople.id, burialClaims.personId))
    .innerJoin(organizations, eq(organizations.id, burialClaims.organizationId))
    .innerJoin(users, eq(users.id, burialClaims.holderUserId))
    .where(eq(burialClaims.id, claimId));
  return row;
}

/** Sends one claimed notice: to the policy holder (their mail settings decide) and to the claimant's address. */
async function sendNotice(db: TDb, deps: TClaimMailDeps, claimId: string, kind: TClaimNoticeKind) {
  const claim = await readNoticeClaim(db, claimId);
  if (!claim) return 0;
  const link = `${deps.baseUrl}/dashboard/organization/claims`;
  const mail = buildClaimMail(kind, claim);
  let sent = 0;
  const isSent = await deps.userMailer.sendToUser({
    userId: claim.holderUserId,
    kind: 'notification',
    subject: mail.subject,
    text: ['Hello,', ...mail.lines, `See the claim: ${link}`, 'Masakhane'].join('\n\n'),
    link,
  });
  if (isSent) sent += 1;
  const claimant = claim.claimantEmail?.trim().toLowerCase();
  if (claimant && claimant !== claim.holderEmail.toLowerCase()) {
    await deps.mailer.send({
      to: claimant,
      subject: mail.subject,
      text: [
        'Hello,',
        ...mail.lines,
        `You receive this because your e-mail address was given as the claimant's on this claim to ${claim.organizationName}.`,
        'Masakhane',
      ].join('\n\n'),
    });
    sent += 1;
  }
  return sent;
}

/**
 * After a decision's commit: claims the claim's notices not yet sent (`sent_at`, in one UPDATE, so a retried
 * request or a second server finds them taken) and sends them. A failed delivery is logged and stays in the
 * mail outbox; the decision stands. Returns how many messages went out.
 */
export async function deliverClaimNotices(
  db: TDb,
  deps: TClaimMailDeps,
  filter: { claimId?: string; olderThanSeconds?: number },
): Promise<number> {
  const where = [isNull(burialClaimNotices.sentAt)];
  if (filter.claimId) where.push(eq(burialClaimNotices.claimId, filter.claimId));
  if (filter.olderThanSeconds !== undefined)
    where.push(
      lt(burialClaimNotices.createdAt, sql`now() - make_interval(secs => ${filter.olderThanSeconds})`),
    );
  const claimed = await db
    .update(burialClaimNotices)
    .set({ sentAt: new Date() })
    .where(and(...where))
    .returning({ claimId: burialClaimNotices.claimId, kind: burialClaimNotices.kind });
  let sent = 0;
  for (const notice of claimed) {
    try {
      sent += await sendNotice(db, deps, notice.claimId, notice.kind);
    } catch (error) {
      deps.logger.warn('claim e-mail not delivered', {
        claimId: notice.claimId,
        kind: notice.kind,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sent;
}

/**
 * After a claim decision committed: its e-mails go out, and after a payout the reserve is checked (the
 * admins hear the first time the cash falls below it). Never throws: the decision stands whatever the mail.
 */
export async function afterClaimDecision(
  db: TDb,
  deps: TClaimMailDeps,
  claim: { id: string; organizationId: string; isPayout: boolean },
): Promise<void> {
  try {
    await deliverClaimNotices(db, deps, { claimId: claim.id });
    if (claim.isPayout) await checkReserve(db, claim.organizationId, deps);
  } catch (error) {
    deps.logger.warn('claim e-mails or the reserve check failed after a decision', {
      claimId: claim.id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
