import { eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { organizations, profiles, ruleRemindersSent } from '../../db/schema';
import { setOrgRow } from '../../platform/org-rows';
import type { TReminderKind } from './reminder-schedule';

/**
 * Claims a reminder: the first claim of a member's period and kind wins (unique key), any later one
 * (a second run, a second server) gets null and sends nothing.
 */
export async function claimReminder(
  db: TDbOrTx,
  values: { organizationId: string; userId: string; periodKey: string; kind: TReminderKind },
): Promise<string | null> {
  const [row] = await db
    .insert(ruleRemindersSent)
    .values({ ...values, isSent: false })
    .onConflictDoNothing()
    .returning({ id: ruleRemindersSent.id });
  return row?.id ?? null;
}

/** Records whether the member's settings let the claimed reminder go out. */
export async function markReminderSent(db: TDbOrTx, organizationId: string, id: string, isSent: boolean) {
  await setOrgRow(db, ruleRemindersSent, organizationId, id, { isSent });
}

export async function readOrganizationName(db: TDbOrTx, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? 'your group';
}

export async function readMemberNames(db: TDbOrTx, userIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let start = 0; start < userIds.length; start += 1_000) {
    const rows = await db
      .select({ userId: profiles.userId, name: profiles.fullName })
      .from(profiles)
      .where(inArray(profiles.userId, userIds.slice(start, start + 1_000)));
    for (const row of rows) if (row.name?.trim()) names.set(row.userId, row.name.trim());
  }
  return names;
}
