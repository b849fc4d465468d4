import {
  listReportTypesFor,
  REPORT_TYPE_LABELS,
  type TGenerateReport,
  type TReportDetail,
  type TReportList,
  type TReportSummary,
  ZReportContent,
} from '../../../shared/contracts/reports';
import type { TDb } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TJobQueue } from '../../platform/jobs/job-queue';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import { getReportTitle } from './builders/report-kit';
import { sendReportJob } from './report-job';
import {
  findPendingTwin,
  findReport,
  findReportByKey,
  insertReport,
  listReports,
  lockReportRequest,
  type TReportListRow,
} from './reports.repository';

/** What report routes hand the service after the guards passed (report.read or report.generate). */
export type TReportContext = {
  db: TDb;
  storage: TStorage;
  jobs: TJobQueue;
  org: TOrgAccess;
  actor: TSessionUser;
  requestId: string | null;
  idempotencyKey: string | null;
};

function toSummary(row: TReportListRow): TReportSummary {
  return {
    id: row.id,
    title: row.title,
    reportType: row.reportType,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    progress: row.progress,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

async function loadReport(
  ctx: Pick<TReportContext, 'db' | 'org'>,
  reportId: string,
): Promise<TReportListRow> {
  const row = await findReport(ctx.db, ctx.org.organizationId, reportId);
  if (!row) throw new AppError('NOT_FOUND', 'Report not found');
  return row;
}

/**
 * Organization admins and staff (report.generate): records the request and queues its building. The same
 * request made twice yields one report: a repeated Idempotency-Key returns the first report, and while a
 * report of the same type and range waits or is being built, asking again returns that one. `isNew` says
 * which happened.
 */
export async function requestReport(
  ctx: TReportContext,
  input: TGenerateReport,
): Promise<{ report: TReportSummary; isNew: boolean }> {
  const organizationId = ctx.org.organizationId;
  if (!listReportTypesFor(ctx.org.organizationType).includes(input.reportType)) {
    throw new AppError('FEATURE_DISABLED', 'Cover, arrears and claims reports are for burial societies');
  }
  const range = { from: input.startDate, to: input.endDate };
  const created = await ctx.db.transaction(async (tx) => {
    await lockReportRequest(tx, `report:${organizationId}:${input.reportType}:${range.from}:${range.to}`);
    const keyed = ctx.idempotencyKey
      ? await findReportByKey(tx, organizationId, ctx.idempotencyKey)
      : undefined;
    if (
      keyed &&
      (keyed.reportType !== input.reportType || keyed.startDate !== range.from || keyed.endDate !== range.to)
    ) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request',
      );
    }
    const existing = keyed?.id ?? (await findPendingTwin(tx, { organizationId, ...input }));
    if (existing) return { id: existing, isNew: false };
    const row = await insertReport(tx, {
      organizationId,
      title: getReportTitle(input.reportType, range),
      reportType: input.reportType,
      startDate: range.from,
      endDate: range.to,
      parameters: { ...input },
      idempotencyKey: ctx.idempotencyKey,
      createdBy: ctx.actor.userId,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'report.generate',
      targetType: 'report',
      targetId: row.id,
      summary: { reportType: input.reportType, startDate: range.from, endDate: range.to },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'reports', organizationId });
    return { id: row.id, isNew: true };
  });
  if (created.isNew) await sendReportJob(ctx.jobs, { reportId: created.id, organizationId });
  return { report: toSummary(await loadReport(ctx, created.id)), isNew: created.isNew };
}

/** Organization admins and staff (report.read): the organization's reports, newest first. */
export async function listOrganizationReports(
  ctx: Pick<TReportContext, 'db' | 'org'>,
  page: { limit: number; offset: number },
): Promise<TReportList> {
  const { items, total } = await listReports(ctx.db, ctx.org.organizationId, page);
  return { items: items.map(toSummary), total };
}

/** Organization admins and staff (report.read): one report and, once ready, its content for the screen. */
export async function getReportDetail(
  ctx: Pick<TReportContext, 'db' | 'org' | 'storage'>,
  reportId: string,
): Promise<TReportDetail> {
  const row = await loadReport(ctx, reportId);
  const file = row.status === 'ready' && row.dataKey ? await ctx.storage.get(row.dataKey) : null;
  const content = file ? ZReportContent.parse(JSON.parse(file.data.toString('utf8'))) : null;
  return { ...toSummary(row), content };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Organization admins and staff (report.read): the stored PDF or CSV of a ready report. */
export async function readReportFile(
  ctx: Pick<TReportContext, 'db' | 'org' | 'storage'>,
  reportId: string,
  format: 'pdf' | 'csv',
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  const row = await loadReport(ctx, reportId);
  if (row.status !== 'ready') throw new AppError('CONFLICT', 'This report is not ready yet');
  const key = format === 'pdf' ? row.pdfKey : row.csvKey;
  const file = key ? await ctx.storage.get(key) : null;
  if (!file) throw new AppError('NOT_FOUND', 'The report file is missing');
  const filename = `${slug(REPORT_TYPE_LABELS[row.reportType])}-${row.startDate}-to-${row.endDate}.${format}`;
  return { data: file.data, contentType: file.contentType, filename };
}
