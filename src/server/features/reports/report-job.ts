import { REPORT_TYPE_LABELS, type TReportContent } from '../../../shared/contracts/reports';
import type { TDb } from '../../db/client';
import type { TJobQueue } from '../../platform/jobs/job-queue';
import type { TLogger } from '../../platform/logger';
import { publishChange } from '../../platform/realtime/events';
import type { TStorage } from '../../platform/storage/storage';
import { REPORT_BUILDERS } from './report-builders';
import { renderReportFiles } from './report-files';
import { readOrganizationName } from './report-ledger.repository';
import {
  claimReport,
  failReport,
  finishReport,
  listUnfinishedReports,
  readReportStatus,
  setReportProgress,
} from './reports.repository';

export const REPORT_JOB = 'report.generate';
/** A builder that has not reported progress for this long is taken to be dead; its report is built again. */
export const REPORT_LEASE_SECONDS = 120;

export type TReportJobData = { reportId: string; organizationId: string };
export type TReportDeps = { db: TDb; storage: TStorage; logger: TLogger };

export const reportFileKey = (organizationId: string, reportId: string, extension: 'json' | 'pdf' | 'csv') =>
  `reports/${organizationId.toLowerCase()}/${reportId.toLowerCase()}.${extension}`;

/**
 * Builds one report from the ledger and stores its JSON, PDF and CSV. Safe to run more than once for the
 * same report (a retried or re-sent job): only the run that claims it builds, files are written under fixed
 * keys, and only a running report becomes ready — so a report is completed exactly once.
 */
export async function buildReport(deps: TReportDeps, reportId: string): Promise<'built' | 'skipped'> {
  const { db, storage } = deps;
  const report = await claimReport(db, reportId, REPORT_LEASE_SECONDS);
  if (!report) {
    // Another builder holds it: fail this run so the queue tries again after the lease may have run out.
    if ((await readReportStatus(db, reportId)) === 'running')
      throw new Error('report is being built elsewhere');
    return 'skipped';
  }
  const announce = () => publishChange(db, { topic: 'reports', organizationId: report.organizationId });
  await announce();
  try {
    const range = { from: report.startDate, to: report.endDate };
    const organizationName = await readOrganizationName(db, report.organizationId);
    const generatedAt = new Date();
    const built = await REPORT_BUILDERS[report.reportType]({
      db,
      organizationId: report.organizationId,
      organizationName,
      range,
      generatedAt,
      onProgress: async (percent) => {
        // Building takes the first 80 %; rendering and storing the rest.
        await setReportProgress(db, report.id, Math.max(1, Math.round(percent * 0.8)));
        await announce();
      },
    });
    const content: TReportContent = {
      reportType: report.reportType,
      title: REPORT_TYPE_LABELS[report.reportType],
      organizationName,
      startDate: range.from,
      endDate: range.to,
      generatedAt: generatedAt.toISOString(),
      ...built,
    };
    const keys = {
      dataKey: reportFileKey(report.organizationId, report.id, 'json'),
      pdfKey: reportFileKey(report.organizationId, report.id, 'pdf'),
      csvKey: reportFileKey(report.organizationId, report.id, 'csv'),
    };
    const files = await renderReportFiles(content);
    await setReportProgress(db, report.id, 85);
    await storage.put(keys.dataKey, files.data, 'application/json');
    await storage.put(keys.pdfKey, files.pdf, 'application/pdf');
    await setReportProgress(db, report.id, 95);
    await storage.put(keys.csvKey, files.csv, 'text/csv; charset=utf-8');
    await finishReport(db, report.id, keys);
    await announce();
    return 'built';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.error('report failed', { reportId: report.id, reason });
    await failReport(db, report.id, 'The report could not be built. Please try again.');
    await announce();
    return 'skipped';
  }
}

export function defineReportJob(queue: TJobQueue, deps: TReportDeps): void {
  queue.define<TReportJobData>({
    name: REPORT_JOB,
    policy: 'stately',
    expireInSeconds: REPORT_LEASE_SECONDS * 2,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async (job) => {
      await buildReport(deps, job.data.reportId);
    },
  });
}

export async function sendReportJob(queue: TJobQueue, data: TReportJobData): Promise<void> {
  await queue.send(REPORT_JOB, data, { singletonKey: data.reportId });
}

/**
 * After a start (or a seed), queues a job for every report not finished: asked for before a restart, or
 * left running by a server that died (rebuilt once its lease has run out).
 */
export async function resumeReports(queue: TJobQueue, db: TDb): Promise<number> {
  const unfinished = await listUnfinishedReports(db);
  for (const report of unfinished)
    await sendReportJob(queue, { reportId: report.id, organizationId: report.organizationId });
  return unfinished.length;
}
