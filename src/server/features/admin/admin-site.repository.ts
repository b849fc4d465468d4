import { and, count, desc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  contactMessages,
  contributions,
  earlyAccessSignups,
  journalEntries,
  loans,
  organizations,
  pageViews,
  profiles,
} from '../../db/schema';

/* ------------------------------------------------------------ early access */

export async function listEarlyAccessSignups(db: TDbOrTx, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(earlyAccessSignups)
      .orderBy(desc(earlyAccessSignups.createdAt), desc(earlyAccessSignups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(earlyAccessSignups),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every signup, newest first, for the CSV export. */
export async function listAllEarlyAccessSignups(db: TDbOrTx) {
  return db.select().from(earlyAccessSignups).orderBy(desc(earlyAccessSignups.createdAt));
}

export async function lockEarlyAccessSignup(tx: TDbOrTx, id: string) {
  const [row] = await tx.select().from(earlyAccessSignups).where(eq(earlyAccessSignups.id, id)).for('update');
  return row;
}

export async function updateEarlyAccessSignup(
  tx: TDbOrTx,
  id: string,
  values: { contacted?: boolean; notes?: string | null },
) {
  const [row] = await tx
    .update(earlyAccessSignups)
    .set(values)
    .where(eq(earlyAccessSignups.id, id))
    .returning();
  if (!row) throw new Error('early_access_signups update returned no row');
  return row;
}

/* ----------------------------------------------------------- contact inbox */

function inboxCondition(status: 'unhandled' | 'handled' | 'all'): SQL | undefined {
  if (status === 'unhandled') return isNull(contactMessages.handledAt);
  if (status === 'handled') return isNotNull(contactMessages.handledAt);
  return undefined;
}

export async function listContactMessages(
  db: TDbOrTx,
  query: { status: 'unhandled' | 'handled' | 'all'; limit: number; offset: number },
) {
  const where = inboxCondition(query.status);
  const [rows, [total], [unhandled]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return { rows, total: Number(total?.n ?? 0), unhandled: Number(unhandled?.n ?? 0) };
}

export async function lockContactMessage(tx: TDbOrTx, id: string) {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setContactMessageHandled(tx: TDbOrTx, id: string, handledAt: Date | null) {
  const [row] = await tx
    .update(contactMessages)
    .set({ handledAt })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new Error('contact_messages update returned no row');
  return row;
}

/* ----------------------------------------------------------- site activity */

/** The platform's record counts for the stat cards. */
export async function countPlatformRecords(db: TDbOrTx) {
  const [[people], [orgs], [activeOrgs], [contributionCount], [loanCount], [entries]] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(isNull(profiles.deletedAt)),
    db.select({ n: count() }).from(organizations),
    db.select({ n: count() }).from(organizations).where(eq(organizations.active, true)),
    db.select({ n: count() }).from(contributions),
    db.select({ n: count() }).from(loans),
    db.select({ n: count() }).from(journalEntries),
  ]);
  return {
    profiles: Number(people?.n ?? 0),
    organizations: Number(orgs?.n ?? 0),
    activeOrganizations: Number(activeOrgs?.n ?? 0),
    contributions: Number(contributionCount?.n ?? 0),
    loans: Number(loanCount?.n ?? 0),
    transactions: Number(entries?.n ?? 0),
  };
}

const day = sql<string>`to_char(date_trunc('day', ${pageViews.createdAt} at time zone 'Africa/Johannesburg'), 'YYYY-MM-DD')`;

/** Page views and not-found views per day (South African days) since `since`. */
export async function countViewsPerDay(db: TDbOrTx, since: Date) {
  const rows = await db
    .select({
      day,
      views: sql<number>`count(*) filter (where ${pageViews.statusCode} < 400)`,
      notFound: sql<number>`count(*) filter (where ${pageViews.statusCode} = 404)`,
    })
    .from(pageViews)
    .where(gte(pageViews.createdAt, since))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ day: row.day, views: Number(row.views), notFound: Number(row.notFound) }));
}

/** The most viewed paths since `since` (pages that opened, not 404s). */
export async function listTopPages(db: TDbOrTx, since: Date, limit: number) {
  const rows = await db
    .select({ label: pageViews.path, count: count() })
    .from(pageViews)
    .where(and(gte(pageViews.createdAt, since), sql`${pageViews.statusCode} < 400`))
    .groupBy(pageViews.path)
    .orderBy(desc(count()), pageViews.path)
    .limit(limit);
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** The sites visitors came from (the Referer's host), since `since`. */
export async function listReferrers(db: TDbOrTx, since: Date, limit: number) {
  const host = sql<string>`coalesce(substring(${pageViews.referrer} from '^[a-z]+://([^/:?#]+)'), ${pageViews.referrer})`;
  const rows = await db
    .select({ label: host, count: count() })
    .from(pageViews)
    .where(and(gte(pageViews.createdAt, since), isNotNull(pageViews.referrer)))
    .groupBy(host)
    .orderBy(desc(count()), host)
    .limit(limit);
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** Paths that answered 404 since `since`, most frequent first, with one referrer and when last seen. */
export async function listNotFound(db: TDbOrTx, since: Date, limit: number) {
  const rows = await db
    .select({
      path: pageViews.path,
      referrer: sql<string | null>`max(${pageViews.referrer})`,
      count: count(),
      lastSeenAt: sql<Date | string>`max(${pageViews.createdAt})`,
    })
    .from(pageViews)
    .where(and(gte(pageViews.createdAt, since), eq(pageViews.statusCode, 404)))
    .groupBy(pageViews.path)
    .orderBy(desc(count()), pageViews.path)
    .limit(limit);
  return rows.map((row) => ({
    path: row.path,
    referrer: row.referrer,
    count: Number(row.count),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
  }));
}
