import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TReportDetail, TReportSummary } from '../../../shared/contracts/reports';
import { prepareGroupWorld } from '../../testing/fixtures/group-world';
import { postJournalEntry } from '../ledger/ledger.service';

/**
 * Finding: the Transaction Audit Report PDF listed journal lines in the order they were written, cut long
 * descriptions with "…" and had no page numbers. Lines now follow the entries (date, then entry), text wraps
 * in its column, and every page says "Page n of m".
 */
const world = prepareGroupWorld({ admin: 'Audit Admin', member: 'Audit Member', otherMember: 'Audit Other' });

const LONG_DESCRIPTION =
  'Opening balance brought across from the exercise book kept by the treasurer from 2019, checked against the bank statements of every month and signed by both auditors at the annual meeting';

/** Entries written newest date first, so the order they were written in is not the order of their dates. */
async function postEntriesOutOfOrder() {
  for (let day = 28; day >= 1; day -= 1) {
    const amountCents = 10_000 + day;
    await postJournalEntry(world.app.database.db, {
      organizationId: world.orgId,
      entryDate: `2025-03-${String(day).padStart(2, '0')}`,
      description: day === 14 ? LONG_DESCRIPTION : `Takings of 2025-03-${day}`,
      transactionType: 'other',
      lines: [
        { account: 'cash', amountCents },
        { account: 'fee_income', amountCents: -amountCents },
      ],
      createdBy: world.admin.userId,
      sourceType: 'manual',
    });
  }
}

async function generateAudit(): Promise<TReportDetail> {
  const { app, orgId, admin } = world;
  const asked = await app.request(`/api/v1/orgs/${orgId}/reports`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { reportType: 'audit', startDate: '2025-03-01', endDate: '2025-03-31' },
  });
  expect(asked.status).toBe(202);
  const { id } = (await asked.json()) as TReportSummary;
  await app.jobs.drain();
  const detail = await app.request(`/api/v1/orgs/${orgId}/reports/${id}`, { cookie: admin.cookie });
  return (await detail.json()) as TReportDetail;
}

async function readPdfPages(reportId: string): Promise<string[]> {
  const { app, orgId, admin } = world;
  const pdf = await app.request(`/api/v1/orgs/${orgId}/reports/${reportId}/pdf`, { cookie: admin.cookie });
  expect(pdf.status).toBe(200);
  const folder = mkdtempSync(join(tmpdir(), 'audit-pdf-'));
  try {
    const file = join(folder, 'audit.pdf');
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    // pdftotext ends every page with a form feed.
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim().length > 0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the Transaction Audit Report', () => {
  it('lists lines by date then entry, wraps long text, and numbers every page "Page n of m"', async () => {
    await postEntriesOutOfOrder();
    const detail = await generateAudit();
    expect(detail.status).toBe('ready');

    const lines = detail.content?.tables.find((table) => table.key === 'lines')?.rows ?? [];
    expect(lines).toHaveLength(56);
    const dates = lines.map((row) => String(row.date));
    expect(dates).toEqual([...dates].sort());
    // Each entry's two lines sit together, the debit first.
    for (let index = 0; index < lines.length; index += 2) {
      expect(lines[index]?.entry).toBe(lines[index + 1]?.entry);
      expect(Number(lines[index]?.debit)).toBeGreaterThan(0);
    }

    const pages = await readPdfPages(detail.id);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).not.toContain('…');
    expect(text).toContain('signed by both auditors at the annual meeting');
  });
});
