import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { TDbOrTx } from '../../db/client';
import { profiles, reports } from '../../db/schema';

export type TReportRow = typeof reports.$inferSelect;
export type TReportListRow = TReportRow & { createdByName: string | null };

const withCreator = {
  report: reports,
  createdByName: profiles.fullName,
};

function mapListRow(row: { report: TReportRow; createdByName: string | null }): TReportListRow {
  return { ...row.report, createdByName: row.createdByName };
}

export async function listReports(
  db: TDbOrTx,
  organizationId: string,
  page: { limit: number; offset: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select(withCreator)
      .from(reports)
      .leftJoin(profiles, eq(profiles.userId, reports.createdBy))
      .where(eq(reports.organizationId, organizationId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reports).where(eq(reports.organizationId, organizationId)),
  ]);
  return { items: rows.map(mapListRow), total: Number(totals[0]?.n ?? 0) };
}

export async function findReport(db: TDbOrTx, organizationId: string, reportId: string) {
  const [row] = await db
    .select(withCreator)
    .from(reports)
    .leftJoin(profiles, eq(profiles.userId, reports.createdBy))
    .where(and(eq(reports.organizationId, organizationId), eq(reports.id, reportId)));
  return row ? mapListRow(row) : undefined;
}

export async function findReportByKey(db: TDbOrTx, organizationId: string, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: reports.id,
      reportType: reports.reportType,
      startDate: reports.startDate,
      endDate: reports.endDate,
    })
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.idempotencyKey, idempotencyKey)));
  return row;
}

/** A report of the same type and range that is still waiting or being built. */
export async function findPendingTwin(
  db: TDbOrTx,
  input: { organizationId: string; reportType: TReportRow['reportType']; startDate: string; endDate: string },
) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.organizationId, input.organizationId),
        eq(reports.reportType, input.reportType),
        eq(reports.startDate, input.startDate),
        eq(reports.endDate, input.endDate),
        inArray(reports.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Serializes requests for the same report within a transaction, so two at once cannot both insert. */
export async function lockReportRequest(tx: TDbOrTx, key: string) {
  await lockUntilCommit(tx, key);
}

export async function insertReport(db: TDbOrTx, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned no row');
  return row;
}

/**
 * Takes a report for building: a queued one, or a running one whose builder stopped reporting progress for
 * `leaseSeconds` (its server died). Returns undefined when it is ready, failed or being built elsewhere.
 */
export async function claimReport(db: TDbOrTx, reportId: string, leaseSeconds: number) {
  const [row] = await db
    .update(reports)
    .set({ status: 'running', progress: 1, updatedAt: new Date() })
    .where(
      and(
        eq(reports.id, reportId),
        or(
          eq(reports.status, 'queued'),
          and(
            eq(reports.status, 'running'),
            lt(reports.updatedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export async function setReportProgress(db: TDbOrTx, reportId: string, progress: number) {
  await db
    .update(reports)
    .set({ progress, updatedAt: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'running')));
}

export async function finishReport(
  db: TDbOrTx,
  reportId: string,
  values: Pick<TReportRow, 'dataKey' | 'pdfKey' | 'csvKey'>,
) {
  const [row] = await db
    .update(reports)
    .set({ ...values, status: 'ready', progress: 100, completedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'running')))
    .returning({ id: reports.id });
  return row !== undefined;
}

export async function failReport(db: TDbOrTx, reportId: string, reason: string) {
  await db
    .update(reports)
    .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'running')));
}

/** Reports not finished: queued ones, and running ones (their job is re-sent; the lease decides). */
export async function listUnfinishedReports(db: TDbOrTx) {
  return db
    .select({ id: reports.id, organizationId: reports.organizationId })
    .from(reports)
    .where(inArray(reports.status, ['queued', 'running']));
}

export async function readReportStatus(db: TDbOrTx, reportId: string) {
  const [row] = await db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
  return row?.status;
}
