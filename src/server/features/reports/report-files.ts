import type { TReportContent } from '../../../shared/contracts/reports';
import { runCpuTask, toBuffer } from '../../platform/cpu/cpu-pool';
import { drawReportPdf } from '../../platform/pdf/report-pdf';
import { renderReportCsv } from './report-csv';

type TReportFiles = { data: Uint8Array; pdf: Uint8Array; csv: Uint8Array };

/**
 * On a worker thread (cpu-worker.ts): a report's three files, its on-screen JSON, its PDF and its CSV. A
 * report over 5,000 members writes out megabytes of each: none of it is done on the event loop.
 */
export async function drawReportFiles(content: TReportContent): Promise<TReportFiles> {
  return {
    data: Buffer.from(JSON.stringify(content)),
    pdf: await drawReportPdf(content),
    csv: Buffer.from(renderReportCsv(content), 'utf8'),
  };
}

/** A report's files, written on a worker thread (ADR 64). */
export async function renderReportFiles(content: TReportContent) {
  const files = await runCpuTask<TReportFiles>('drawReportFiles', content);
  return { data: toBuffer(files.data), pdf: toBuffer(files.pdf), csv: toBuffer(files.csv) };
}
