import { readFailedResponse } from '../../lib/api';
import { getReceiptsPath } from './receipts.queries';

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads one receipt's PDF; "Failed to generate receipt" when the server refuses (spec part 2 section 8). */
export async function downloadReceiptPdf(
  organizationId: string,
  receipt: { id: string; receiptNumber: string },
) {
  const response = await fetch(`${getReceiptsPath(organizationId)}/${receipt.id}/pdf`, {
    credentials: 'include',
  });
  if (!response.ok) throw await readFailedResponse(response, 'Failed to generate receipt');
  saveFile(await response.blob(), `${receipt.receiptNumber}.pdf`);
}

/**
 * Downloads the ZIP of a period's receipts, reporting progress (0..1) as the server streams it; the
 * server estimates the size from its first PDF, so progress is close but never claims 100% early.
 */
export async function downloadReceiptZip(
  organizationId: string,
  period: { from: string; to: string },
  onProgress: (progress: { count: number; fraction: number }) => void,
) {
  const query = new URLSearchParams(period);
  const response = await fetch(`${getReceiptsPath(organizationId)}/batch?${query}`, {
    credentials: 'include',
  });
  if (!response.ok || !response.body) throw await readFailedResponse(response, 'Failed to download receipts');
  const count = Number(response.headers.get('x-receipt-count') ?? 0);
  const expected = Number(response.headers.get('x-estimated-size') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress({ count, fraction: expected ? Math.min(0.99, received / expected) : 0 });
  }
  onProgress({ count, fraction: 1 });
  saveFile(new Blob(chunks, { type: 'application/zip' }), `receipts-${period.from}-to-${period.to}.zip`);
  return count;
}
