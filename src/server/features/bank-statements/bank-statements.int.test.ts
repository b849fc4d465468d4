import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentIdOf,
  type TBankLine,
  type TBulkConfirmResult,
  type TFlaggedSubmission,
  type TReconciliation,
  type TRecordBankLineResult,
} from '../../../shared/contracts/bank-statements';
import type { TContribution } from '../../../shared/contracts/contributions';
import { auditLog, bankStatementLines, bookClosings, journalEntries } from '../../db/schema';
import { callLoans, readError, readJson, type TActor } from '../../testing/fixtures/loans';
import { importStatement, postStatement, refusedImport } from '../../testing/fixtures/statement-imports';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let orgId: string;
let admin: TActor;
let coAdmin: TActor;
let thandi: TActor;
let sipho: TActor;
let bongani: TActor;
const world = () => ({ app, orgId });

const STATEMENT = [
  '2,Account Number,62000000001,Masakhane Savings Club',
  'Date,Amount,Balance,Description',
  '2026/10/05,250.00,1250.00,FNB APP PAYMENT FROM THANDI NKOSI',
  '2026/10/06,-7.50,1242.50,#MONTHLY ACCOUNT FEE',
  '2026/10/06,400.00,1642.50,IB TRANSFER LINDIWE TREASURER',
  '2026/10/08,300.00,1942.50,CASH DEPOSIT BRANCH 042',
  '2026/10/09,99.00,2041.50,UNKNOWN DEPOSIT',
].join('\n');

/** Overlaps the first: its last two lines again, and one new line. */
const NEXT_STATEMENT = [
  'Date,Amount,Balance,Description',
  '2026/10/08,300.00,1942.50,CASH DEPOSIT BRANCH 042',
  '2026/10/09,99.00,2041.50,UNKNOWN DEPOSIT',
  '2026/10/10,-2.00,2039.50,CASH DEPOSIT FEE',
].join('\n');

const upload = (actor: TActor, text: string, fileName = 'fnb.csv', org = orgId) =>
  importStatement({ app, orgId: org }, actor, fileName, text);

const submit = async (actor: TActor, amountCents: number, contributionDate: string) =>
  readJson<TContribution>(
    await callLoans(world(), 'POST', '/contributions/submit', actor, {
      json: { contributionDate, amountCents, paymentMethod: 'eft', referenceNumber: 'Savings October' },
    }),
    201,
  );

async function readLines(status = 'unmatched') {
  const list = await readJson<{ items: TBankLine[] }>(
    await callLoans(world(), 'GET', `/bank/lines?status=${status}`, admin),
    200,
  );
  return list.items;
}

const lineNamed = async (text: string) => {
  const line = (await readLines('unmatched')).find((item) => item.description.includes(text));
  if (!line) throw new Error(`no unmatched line "${text}"`);
  return line;
};

async function countEntries() {
  const [row] = await app.database.db
    .select({ total: count() })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, orgId));
  return Number(row?.total ?? 0);
}

let pending: Record<'thandi' | 'thandiMissing' | 'admin' | 'sipho' | 'bongani', TContribution>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  thandi = await createSignedInUser(app, { name: 'Thandi Nkosi' });
  sipho = await createSignedInUser(app, { name: 'Sipho Dlamini' });
  bongani = await createSignedInUser(app, { name: 'Bongani Zulu' });
  orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: [coAdmin.userId],
    memberUserIds: [thandi.userId, sipho.userId, bongani.userId],
  });
  // The bank's opening balance of R1 000, already in the book.
  await fundOrganization(app, orgId, 100_000, '2026-09-30');
  pending = {
    thandi: await submit(thandi, 25_000, '2026-10-03'),
    thandiMissing: await submit(thandi, 50_000, '2026-10-05'),
    admin: await submit(admin, 40_000, '2026-10-05'),
    sipho: await submit(sipho, 30_000, '2026-10-07'),
    bongani: await submit(bongani, 30_000, '2026-10-06'),
  };
});

afterAll(async () => {
  await app.close();
});

describe('importing a bank statement', () => {
  it('stores each line once: importing the same or an overlapping statement adds no duplicates', async () => {
    const first = await upload(admin, STATEMENT);
    expect(first).toMatchObject({ outcome: 'imported', addedCount: 5, duplicateCount: 0 });
    expect(first.outcome === 'imported' && first.statement).toMatchObject({
      format: 'fnb',
      periodStart: '2026-10-05',
      periodEnd: '2026-10-09',
      closingBalanceCents: 204_150,
    });
    const again = await upload(admin, STATEMENT);
    expect(again).toMatchObject({ outcome: 'imported', addedCount: 0, duplicateCount: 5 });
    const next = await upload(admin, NEXT_STATEMENT, 'next.csv');
    expect(next).toMatchObject({ outcome: 'imported', addedCount: 1, duplicateCount: 2 });
    expect(await readLines('unmatched')).toHaveLength(6);
  });

  it('refuses a malformed file with a clear message and stores nothing of it', async () => {
    const [before] = await app.database.db
      .select({ total: count() })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.organizationId, orgId));
    const broken = `${STATEMENT}\n2026/10/31,=1+1,0,FORMULA`;
    expect(await refusedImport(world(), admin, 'fnb.csv', broken)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Row 8: "=1+1" is not an amount',
    });
    const utf16 = Buffer.from(`\uFEFF${STATEMENT}`, 'utf16le');
    expect((await refusedImport(world(), admin, 'x.csv', utf16)).message).toMatch(/UTF-16/);
    const [after] = await app.database.db
      .select({ total: count() })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.organizationId, orgId));
    expect(after).toEqual(before);
  });

  it('asks for a column mapping for an unknown CSV, then imports with it', async () => {
    const text = 'When,What,Paid in\n05/10/2026,T NKOSI,250.00\n';
    const unknown = await upload(admin, text, 'other.csv');
    expect(unknown).toMatchObject({ outcome: 'needs_mapping', headers: ['When', 'What', 'Paid in'] });
  });

  it('is for admins only', async () => {
    expect((await postStatement(world(), thandi, 'fnb.csv', STATEMENT)).status).toBe(403);
    expect((await callLoans(world(), 'GET', '/bank/lines', thandi)).status).toBe(403);
  });
});

describe('matching deposits to pending payments', () => {
  it('proposes the exact match, lists the ambiguous candidates, and proposes nothing for the rest', async () => {
    const exact = await lineNamed('THANDI NKOSI');
    expect(exact.proposal).toMatchObject({
      kind: 'exact',
      candidates: [{ kind: 'contribution', contributionId: pending.thandi.id, isReferenceMatch: true }],
    });
    const ambiguous = await lineNamed('CASH DEPOSIT BRANCH');
    expect(ambiguous.proposal?.kind).toBe('ambiguous');
    expect(ambiguous.proposal?.candidates.map(paymentIdOf).sort()).toEqual(
      [pending.sipho.id, pending.bongani.id].sort(),
    );
    expect((await lineNamed('UNKNOWN DEPOSIT')).proposal).toEqual({ kind: 'none', candidates: [] });
    const fee = await lineNamed('MONTHLY ACCOUNT FEE');
    expect(fee).toMatchObject({ isLikelyFee: true, proposal: null });
  });

  it('flags a pending payment the statement covering its date does not show', async () => {
    const flagged = await readJson<TFlaggedSubmission[]>(
      await callLoans(world(), 'GET', '/bank/flagged', admin),
      200,
    );
    expect(flagged.map((item) => [item.kind, paymentIdOf(item), item.reason])).toEqual([
      ['contribution', pending.thandiMissing.id, 'Not on the bank statement'],
    ]);
  });
});

describe('confirming matches in bulk', () => {
  it('confirms each payment once under retries, and refuses the admin’s own payment', async () => {
    const thandiLine = await lineNamed('THANDI NKOSI');
    const ownLine = await lineNamed('LINDIWE TREASURER');
    const key = randomUUID();
    const body = {
      matches: [
        { lineId: thandiLine.id, contributionId: pending.thandi.id },
        { lineId: ownLine.id, contributionId: pending.admin.id },
      ],
    };
    const entriesBefore = await countEntries();
    const first = await readJson<TBulkConfirmResult>(
      await callLoans(world(), 'POST', '/bank/lines/confirm', admin, { json: body, key }),
      200,
    );
    expect(first.results.map((result) => [result.outcome, result.message])).toEqual([
      ['confirmed', 'Confirmed'],
      ['refused', 'Another admin must confirm this'],
    ]);
    const retried = await readJson<TBulkConfirmResult>(
      await callLoans(world(), 'POST', '/bank/lines/confirm', admin, { json: body, key }),
      200,
    );
    expect(retried.results.map((result) => result.outcome)).toEqual(['confirmed', 'refused']);
    expect(await countEntries()).toBe(entriesBefore + 1);
    const contributions = await readJson<{ items: TContribution[] }>(
      await callLoans(world(), 'GET', '/contributions', thandi),
      200,
    );
    expect(contributions.items.find((item) => item.id === pending.thandi.id)?.status).toBe('completed');
    expect((await readLines('matched')).map((line) => line.matchedContributionId)).toEqual([
      pending.thandi.id,
    ]);

    // Another admin confirms the treasurer's own payment; a second confirm of a matched line is refused.
    const byCoAdmin = await readJson<TBulkConfirmResult>(
      await callLoans(world(), 'POST', '/bank/lines/confirm', coAdmin, {
        json: { matches: [{ lineId: ownLine.id, contributionId: pending.admin.id }] },
      }),
      200,
    );
    expect(byCoAdmin.confirmedCount).toBe(1);
    const twice = await readJson<TBulkConfirmResult>(
      await callLoans(world(), 'POST', '/bank/lines/confirm', coAdmin, {
        json: { matches: [{ lineId: thandiLine.id, contributionId: pending.sipho.id }] },
      }),
      200,
    );
    expect(twice.results[0]).toMatchObject({ outcome: 'refused' });
    expect(await countEntries()).toBe(entriesBefore + 2);
  });

  it('refuses a match whose amounts differ, posting nothing', async () => {
    const unknown = await lineNamed('UNKNOWN DEPOSIT');
    const entriesBefore = await countEntries();
    const result = await readJson<TBulkConfirmResult>(
      await callLoans(world(), 'POST', '/bank/lines/confirm', admin, {
        json: { matches: [{ lineId: unknown.id, contributionId: pending.sipho.id }] },
      }),
      200,
    );
    expect(result.results[0]?.message).toBe('The statement line and the payment are for different amounts');
    expect(await countEntries()).toBe(entriesBefore);
  });
});

describe('reconciliation and closing the month', () => {
  it('explains the difference with the lines not in the book, and closes the month only with a reason', async () => {
    const reconciliation = await readJson<TReconciliation>(
      await callLoans(world(), 'GET', '/bank/reconciliation', admin),
      200,
    );
    const unmatched = await readLines('unmatched');
    const unmatchedTotal = unmatched.reduce((total, line) => total + line.amountCents, 0);
    expect(reconciliation).toMatchObject({
      asOf: '2026-10-10',
      bankBalanceCents: 203_950,
      isReconciled: false,
      unexplainedCents: 0,
    });
    expect(reconciliation.differenceCents).toBe(unmatchedTotal);
    expect(reconciliation.items.map((item) => item.lineId).sort()).toEqual(
      unmatched.map((line) => line.id).sort(),
    );
    expect(reconciliation.bankOnly).toEqual({ total: unmatched.length, isTotalCapped: false });

    // One line a page: the figures are the whole list's, the items a page of it, and the pages hold every line.
    const pages = await Promise.all(
      unmatched.map(async (_, index) =>
        readJson<TReconciliation>(
          await callLoans(world(), 'GET', `/bank/reconciliation?limit=1&offset=${index}`, admin),
          200,
        ),
      ),
    );
    for (const page of pages) {
      expect(page.items).toHaveLength(1);
      expect(page).toMatchObject({ differenceCents: unmatchedTotal, unexplainedCents: 0, limit: 1 });
    }
    expect(pages.map((page) => page.items[0]?.lineId).sort()).toEqual(
      unmatched.map((line) => line.id).sort(),
    );

    const refused = await callLoans(world(), 'POST', '/books/close', admin, { json: { month: '2026-10' } });
    expect((await readError(refused, 409)).message).toBe(
      'The bank statement of October 2026 does not reconcile with the book: give a reason to close it anyway',
    );
  });

  it('records the rest (a contribution, other income, fees) and then reconciles', async () => {
    const record = async (text: string, json: unknown) =>
      readJson<TRecordBankLineResult>(
        await callLoans(world(), 'POST', `/bank/lines/${(await lineNamed(text)).id}/record`, admin, { json }),
        200,
      );
    const asContribution = await record('CASH DEPOSIT BRANCH', {
      action: 'contribution',
      userId: sipho.userId,
    });
    expect(asContribution.line.status).toBe('recorded');
    expect((await record('UNKNOWN DEPOSIT', { action: 'other_income' })).line.status).toBe('recorded');
    expect((await record('MONTHLY ACCOUNT FEE', { action: 'fee' })).line.status).toBe('fee');
    expect((await record('CASH DEPOSIT FEE', { action: 'fee' })).line.status).toBe('fee');
    const reconciliation = await readJson<TReconciliation>(
      await callLoans(world(), 'GET', '/bank/reconciliation?month=2026-10', admin),
      200,
    );
    expect(reconciliation).toMatchObject({ differenceCents: 0, isReconciled: true, items: [] });
    expect(reconciliation.bookBalanceCents).toBe(203_950);
    const closed = await callLoans(world(), 'POST', '/books/close', admin, { json: { month: '2026-10' } });
    expect(closed.status).toBe(200);
  });

  it('closes a month that does not reconcile when a reason is written, and audits it', async () => {
    const otherOrg = await createOrganization(app, { adminUserId: coAdmin.userId });
    await upload(coAdmin, STATEMENT, 'fnb.csv', otherOrg);
    const closed = await callLoans({ app, orgId: otherOrg }, 'POST', '/books/close', coAdmin, {
      json: { month: '2026-10', reason: 'The bank account predates the app; opening balance not yet booked' },
    });
    expect(closed.status).toBe(200);
    const [closing] = await app.database.db
      .select({ reason: bookClosings.reason })
      .from(bookClosings)
      .where(eq(bookClosings.organizationId, otherOrg));
    expect(closing?.reason).toMatch(/predates the app/);
    const [audit] = await app.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, otherOrg), eq(auditLog.action, 'books.closed')));
    expect(audit?.summary).toMatchObject({ reason: closing?.reason });
  });

  it('keeps its sums of each day equal to the lines, through imports, matches and recorded lines', async () => {
    const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const byDay = rowsOf(
      await app.database.db.execute(sql`
      select organization_id, line_date::text as line_date, count(*)::int as line_count,
             sum(amount_cents)::bigint as total_cents,
             (count(*) filter (where journal_entry_id is null))::int as not_in_book_count,
             coalesce(sum(amount_cents) filter (where journal_entry_id is null), 0)::bigint as not_in_book_cents
        from bank_statement_lines group by organization_id, line_date
        order by organization_id, line_date`),
    );
    const kept = rowsOf(
      await app.database.db.execute(sql`
      select organization_id, line_date::text as line_date, line_count, total_cents, not_in_book_count,
             not_in_book_cents
        from bank_line_days where line_count <> 0 order by organization_id, line_date`),
    );
    expect(byDay.length).toBeGreaterThan(0);
    // bigint sums come back as text on one driver and numbers on another: compare them as numbers.
    const asNumbers = (rows: Record<string, unknown>[]) =>
      rows.map((row) => ({
        ...row,
        total_cents: Number(row.total_cents),
        not_in_book_cents: Number(row.not_in_book_cents),
      }));
    expect(asNumbers(kept)).toEqual(asNumbers(byDay));
  });
});
