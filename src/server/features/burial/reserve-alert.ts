import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TReserve } from '../../../shared/contracts/reserve';
import { formatCents } from '../../../shared/money';
import type { TDb } from '../../db/client';
import { burialReserveStates, organizations, userOrganizations } from '../../db/schema';
import type { TLogger } from '../../platform/logger';
import type { TUserMailer } from '../../platform/mail/user-mail';
import { readReserve } from '../figures/reserve';

export type TReserveMailDeps = { userMailer: TUserMailer; baseUrl: string; logger?: TLogger };

/**
 * Records whether the cash is below the reserve. A fall (it was above, or never checked) starts a new
 * `below_since` with nobody told yet; staying below changes nothing, so the fall is told once.
 */
async function recordReserveState(db: TDb, organizationId: string, isBelow: boolean): Promise<void> {
  if (!isBelow) {
    await db
      .insert(burialReserveStates)
      .values({ organizationId, isBelow: false })
      .onConflictDoUpdate({
        target: burialReserveStates.organizationId,
        set: { isBelow: false, updatedAt: new Date() },
        where: eq(burialReserveStates.isBelow, true),
      });
    return;
  }
  await db
    .insert(burialReserveStates)
    .values({ organizationId, isBelow: true, belowSince: new Date(), notifiedAt: null })
    .onConflictDoUpdate({
      target: burialReserveStates.organizationId,
      set: { isBelow: true, belowSince: new Date(), notifiedAt: null, updatedAt: new Date() },
      where: eq(burialReserveStates.isBelow, false),
    });
}

/** Claims the telling of the current fall (null `notified_at` → now); false when someone already has. */
async function claimNotice(db: TDb, organizationId: string): Promise<boolean> {
  const claimed = await db
    .update(burialReserveStates)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(burialReserveStates.organizationId, organizationId),
        eq(burialReserveStates.isBelow, true),
        isNull(burialReserveStates.notifiedAt),
      ),
    )
    .returning({ organizationId: burialReserveStates.organizationId });
  return claimed.length > 0;
}

/** The reserve e-mail in words: the cash, the cost of the N largest covers and what the society can do. */
export function buildReserveMail(organizationName: string, reserve: TReserve) {
  const funerals = reserve.warnBelowPayouts === 1 ? 'one funeral' : `${reserve.warnBelowPayouts} funerals`;
  return {
    subject: `${organizationName}: cash is below the cost of ${funerals}`,
    lines: [
      `On ${formatLongDate(reserve.asOf)} ${organizationName} holds ${formatCents(reserve.cashCents)}, less than the ${formatCents(reserve.costOfLargestCents)} that the ${funerals} with the largest covers would cost.`,
      reserve.averageMonthlyPayoutsCents > 0
        ? `Over the last twelve months the society paid ${formatCents(reserve.averageMonthlyPayoutsCents)} a month in claims on average.`
        : 'The society has paid no claims in the last twelve months.',
      'You may want to collect the premiums in arrears, raise a levy or review the plans. You will not be told again until the cash has recovered and falls short once more.',
    ],
  };
}

/**
 * Checks a burial society's reserve on a day and, the first time its cash is below the cost of the number of
 * funerals its rules name, e-mails its admins (their mail settings decide). Sent once per fall: again only
 * after a check saw the cash recover. Returns how many admins were e-mailed.
 */
export async function checkReserve(
  db: TDb,
  organizationId: string,
  deps: TReserveMailDeps,
  asOf: string = getTodayIso(),
): Promise<number> {
  const reserve = await readReserve(db, organizationId, asOf);
  await recordReserveState(db, organizationId, reserve.isBelow);
  if (!reserve.isBelow || !(await claimNotice(db, organizationId))) return 0;
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const admins = await db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.organizationId, organizationId), eq(userOrganizations.role, 'admin')))
    .orderBy(sql`${userOrganizations.joinedAt}`);
  const mail = buildReserveMail(org?.name ?? 'Your society', reserve);
  const link = `${deps.baseUrl}/dashboard/organization/cover-register`;
  let sent = 0;
  for (const admin of admins) {
    try {
      const isSent = await deps.userMailer.sendToUser({
        userId: admin.userId,
        kind: 'notification',
        subject: mail.subject,
        text: ['Hello,', ...mail.lines, `See the reserve: ${link}`, 'Masakhane'].join('\n\n'),
        link,
      });
      if (isSent) sent += 1;
    } catch (error) {
      deps.logger?.warn('reserve e-mail not delivered', {
        organizationId,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sent;
}
