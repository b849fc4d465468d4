/**
 * The worker threads' tasks (platform/cpu/cpu-pool.ts runs them by name): the CPU-bound steps of requests
 * and jobs, each taking its arguments as one value that crosses threads by structured clone.
 */
import type { TReceipt } from '../shared/contracts/receipts';
import type { TReportContent } from '../shared/contracts/reports';
import { readStatementFile } from './features/bank-statements/parsers/read-statement-file';
import { readGroupFile } from './features/group-import/read-group-file';
import { drawReceiptPdf, type TReceiptIssuer } from './features/receipts/receipt-pdf';
import { drawReportFiles } from './features/reports/report-files';
import type { TCpuTaskName } from './platform/cpu/cpu-pool';
import { drawReportPdf } from './platform/pdf/report-pdf';

const TASKS: Record<TCpuTaskName, (input: never) => unknown> = {
  readStatementFile,
  readGroupFile,
  drawReceiptPdf: ([receipt, issuer, baseUrl]: [TReceipt, TReceiptIssuer, string]) =>
    drawReceiptPdf(receipt, issuer, baseUrl),
  drawReportPdf: (content: TReportContent) => drawReportPdf(content),
  drawReportFiles: (content: TReportContent) => drawReportFiles(content),
};

export default function runTask({ task, input }: { task: TCpuTaskName; input: never }) {
  return TASKS[task](input);
}
