import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { profiles, sessions, userSettings, users } from '../../db/schema';

/** Writes the profile's name, company and (when given) phone, and the account name sessions show when a name is given. */
export async function updateProfileRow(
  db: TDbOrTx,
  userId: string,
  input: { fullName: string | null; companyName: string | null; phone?: string | null },
) {
  const [before] = await db
    .select({ fullName: profiles.fullName, companyName: profiles.companyName, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  await db
    .update(profiles)
    .set({
      fullName: input.fullName,
      companyName: input.companyName,
      ...(input.phone === undefined ? {} : { phone: input.phone }),
    })
    .where(eq(profiles.userId, userId));
  if (input.fullName) {
    await db.update(users).set({ name: input.fullName }).where(eq(users.id, userId));
  }
  return before;
}

export async function findUserSettings(db: TDbOrTx, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

export async function upsertUserSettings(
  db: TDbOrTx,
  userId: string,
  values: { emailNotifications: boolean; transactionAlerts: boolean; memberUpdates: boolean },
) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

/** The user's sessions that have not expired, most recently active first. */
export async function listLiveSessions(db: TDb, userId: string) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the user's sessions; the number of rows removed (0 when it is not theirs). */
export async function deleteUserSession(db: TDbOrTx, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes every session of the user except the one with `keepToken`. */
export async function deleteOtherSessions(db: TDbOrTx, userId: string, keepToken: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return rows.length;
}
