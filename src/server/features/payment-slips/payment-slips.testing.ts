import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getTodayIso } from '../../../shared/calendar';
import { TEST_BASE_URL, type TTestApp } from '../../testing/test-app';
import type { TActor } from '../loans/loans.testing';

export const payment = (overrides: Record<string, unknown> = {}) => ({
  contributionDate: getTodayIso(),
  amountCents: 50_000,
  paymentMethod: 'eft',
  referenceNumber: 'EFT-SLIP',
  ...overrides,
});

/** Posts the payment and the file as the web client does: a multipart form with our Origin. */
export function postWithSlip(
  app: TTestApp,
  path: string,
  actor: TActor,
  file: { bytes: Uint8Array; name: string; type: string },
  body: unknown,
  key?: string,
) {
  const form = new FormData();
  form.set('payment', JSON.stringify(body));
  form.set('slip', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return app.request(path, {
    method: 'POST',
    body: form,
    cookie: actor.cookie,
    headers: { origin: TEST_BASE_URL, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The slip files stored for the organization (content-type sidecars left out). */
export async function listStoredSlips(app: TTestApp, orgId: string): Promise<string[]> {
  const folder = join(app.config.dataDir, 'files', 'slips', orgId);
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith('.content-type')).sort();
}
