import { and, eq, gte, sql } from 'drizzle-orm';
import { formatLongDate } from '../../../shared/book-months';
import { formatCents } from '../../../shared/money';
import type { TDb } from '../../db/client';
import {
  burialCoverStatuses,
  burialPeople,
  burialPlanVersions,
  burialPolicies,
  organizations,
  profiles,
  ruleRemindersSent,
} from '../../db/schema';
import type { TUserMailer } from '../../platform/mail/user-mail';

export type TLapseMailDeps = { userMailer: TUserMailer; baseUrl: string };

/** The 1st of the month after the day's month: when a policy in its last unpaid month lapses. */
function nextMonthStart(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Main members whose policy is in its last unpaid month before the lapse (stored statuses of the day). */
async function listPoliciesAboutToLapse(db: TDb, organizationId: string) {
  return db
    .select({
      userId: burialPolicies.userId,
      memberName: profiles.fullName,
      organizationName: organizations.name,
      monthsOwed: burialCoverStatuses.monthsOwed,
      premiumCents: sql<number>`(${burialPlanVersions.terms}->>'monthlyPremiumCents')::int`,
    })
    .from(burialCoverStatuses)
    .innerJoin(burialPeople, eq(burialPeople.id, burialCoverStatuses.personId))
    .innerJoin(burialPolicies, eq(burialPolicies.id, burialCoverStatuses.policyId))
    .innerJoin(
      burialPlanVersions,
      and(
        eq(burialPlanVersions.planId, burialPolicies.planId),
        eq(burialPlanVersions.version, burialPolicies.planVersion),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, burialCoverStatuses.organizationId))
    .leftJoin(profiles, eq(profiles.userId, burialPolicies.userId))
    .where(
      and(
        eq(burialCoverStatuses.organizationId, organizationId),
        eq(burialCoverStatuses.status, 'in_arrears'),
        eq(burialPeople.relationship, 'main_member'),
        gte(
          burialCoverStatuses.monthsOwed,
          sql<number>`(${burialPlanVersions.terms}->>'lapseAfterUnpaidMonths')::int`,
        ),
      ),
    );
}

/**
 * E-mails each member whose policy lapses at the end of this month unless they pay, once per lapse date
 * (claimed in rule_reminders_sent with kind 'lapse', so a repeated run sends nothing twice). The member's
 * mail settings decide ('notification'). Returns how many went out.
 */
export async function sendLapseWarnings(
  db: TDb,
  organizationId: string,
  asOf: string,
  deps: TLapseMailDeps,
): Promise<number> {
  const lapsesOn = nextMonthStart(asOf);
  let sent = 0;
  for (const policy of await listPoliciesAboutToLapse(db, organizationId)) {
    const [claimed] = await db
      .insert(ruleRemindersSent)
      .values({ organizationId, userId: policy.userId, periodKey: lapsesOn, kind: 'lapse', isSent: false })
      .onConflictDoNothing()
      .returning({ id: ruleRemindersSent.id });
    if (!claimed) continue;
    const link = `${deps.baseUrl}/dashboard/cover`;
    const owed = formatCents(policy.monthsOwed * Number(policy.premiumCents));
    const subject = `${policy.organizationName}: your funeral cover lapses on ${formatLongDate(lapsesOn)}`;
    const text = [
      policy.memberName ? `Hello ${policy.memberName},` : 'Hello,',
      `Your premiums to ${policy.organizationName} are ${policy.monthsOwed} months behind (${owed}). Unless you pay before ${formatLongDate(lapsesOn)}, the cover of everyone on your policy lapses on that day, and a later payment starts the waiting periods again.`,
      `See your cover: ${link}`,
      'Masakhane',
    ].join('\n\n');
    const isSent = await deps.userMailer.sendToUser({
      userId: policy.userId,
      kind: 'notification',
      subject,
      text,
      link,
    });
    await db
      .update(ruleRemindersSent)
      .set({ isSent })
      .where(and(eq(ruleRemindersSent.organizationId, organizationId), eq(ruleRemindersSent.id, claimed.id)));
    if (isSent) sent += 1;
  }
  return sent;
}
