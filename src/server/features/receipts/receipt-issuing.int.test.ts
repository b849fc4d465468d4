import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TLoanRepayment } from '../../../shared/contracts/loans';
import { RECEIPT_NUMBER_PATTERN } from '../../../shared/contracts/receipts';
import { contributions, journalEntries, receipts } from '../../db/schema';
import { readPgErrorCode } from '../../platform/errors';
import {
  actAsSecondAdmin,
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readJson,
  recordRepayment,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { collectEvents } from '../../testing/fixtures/organizations';
import { readReceiptRows, recordContribution, submitContribution } from '../../testing/fixtures/receipts';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { createReceiptNumber } from './receipt-issuing';

let app: TTestApp;
let world: TLoanWorld;

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world, 10_000_000, 12.5, 12);
});

afterAll(async () => {
  await app.close();
});

describe('receipts issued by contributions', () => {
  it('issues one paid receipt, linked to the journal entry, with the contribution', async () => {
    let contribution: TContribution | undefined;
    const events = await collectEvents(app, async () => {
      contribution = await readJson<TContribution>(
        await recordContribution(world, world.member, 25_000),
        201,
      );
    });
    if (!contribution) throw new Error('no contribution');
    const [row] = await app.database.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, contribution.id));
    const rows = await readReceiptRows(app, world.orgId, { contributionId: contribution.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      amountCents: 25_000,
      userId: world.member.userId,
      category: 'contribution',
      receiptDate: today,
      journalEntryId: row?.journalEntryId,
    });
    expect(rows[0]?.journalEntryId).not.toBeNull();
    expect(rows[0]?.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(rows[0]?.verificationCode).toMatch(/^[A-Z2-9]{12}$/);
    expect(events.map((event) => event.topic)).toContain('receipts');
  });

  it('issues exactly one receipt for a retried Idempotency-Key, even when the retries arrive together', async () => {
    const key = `receipt-${randomUUID()}`;
    const responses = await Promise.all(
      [1, 2, 3].map(() => recordContribution(world, world.member, 31_000, key)),
    );
    const ids = await Promise.all(responses.map(async (r) => (await readJson<TContribution>(r, 201)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await readReceiptRows(app, world.orgId, { contributionId: ids[0] as string })).toHaveLength(1);
  });

  it('shows a pending receipt for a submitted payment that becomes paid when confirmed', async () => {
    const submitted = await submitContribution(world, world.member, 12_300);
    const [pending] = await readReceiptRows(app, world.orgId, { contributionId: submitted.id });
    expect(pending).toMatchObject({ status: 'pending', journalEntryId: null, amountCents: 12_300 });
    await readJson(
      await callLoans(world, 'POST', `/contributions/${submitted.id}/confirm`, world.admin),
      200,
    );
    const after = await readReceiptRows(app, world.orgId, { contributionId: submitted.id });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: pending?.id,
      receiptNumber: pending?.receiptNumber,
      status: 'paid',
    });
    expect(after[0]?.journalEntryId).not.toBeNull();
  });

  it('confirms once when two admins confirm at the same moment', async () => {
    const submitted = await submitContribution(world, world.otherMember, 9_900);
    const responses = await actAsSecondAdmin(world, (secondAdmin) =>
      Promise.all([
        callLoans(world, 'POST', `/contributions/${submitted.id}/confirm`, world.admin),
        callLoans(world, 'POST', `/contributions/${submitted.id}/confirm`, secondAdmin),
      ]),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await readReceiptRows(app, world.orgId, { contributionId: submitted.id });
    expect(rows.map((row) => row.status)).toEqual(['paid']);
  });

  it('voids the pending receipt of a payment that failed', async () => {
    const submitted = await submitContribution(world, world.member, 4_400);
    await readJson(await callLoans(world, 'POST', `/contributions/${submitted.id}/fail`, world.admin), 200);
    const rows = await readReceiptRows(app, world.orgId, { contributionId: submitted.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'void', voidReason: 'The payment failed' });
    expect(rows[0]?.voidedAt).toBeInstanceOf(Date);
  });

  it('voids the receipt of a reversed payment and keeps its link to the original entry', async () => {
    const recorded = await readJson<TContribution>(await recordContribution(world, world.member, 7_700), 201);
    const [paid] = await readReceiptRows(app, world.orgId, { contributionId: recorded.id });
    await readJson(
      await callLoans(world, 'POST', `/contributions/${recorded.id}/reverse`, world.admin, {
        json: { reason: 'Bank returned the EFT' },
      }),
      200,
    );
    const rows = await readReceiptRows(app, world.orgId, { contributionId: recorded.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: paid?.id,
      status: 'void',
      voidReason: 'The payment was reversed',
      journalEntryId: paid?.journalEntryId,
    });
  });

  it('refuses a second receipt for one payment in the database itself', async () => {
    const recorded = await readJson<TContribution>(await recordContribution(world, world.member, 1_500), 201);
    const [first] = await readReceiptRows(app, world.orgId, { contributionId: recorded.id });
    if (!first) throw new Error('no receipt');
    const { id: _id, receiptNumber: _number, verificationCode: _code, ...copy } = first;
    const error = await app.database.db
      .insert(receipts)
      .values({ ...copy, receiptNumber: createReceiptNumber() })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(readPgErrorCode(error)).toBe('23505');
  });
});

describe('receipts issued by loan repayments', () => {
  it('issues one paid receipt for a recorded repayment, linked to its journal entry', async () => {
    const loan = await createActiveLoan(world, world.member, 60_000, 3);
    const repayment = await readJson<TLoanRepayment>(await recordRepayment(world, loan.id, 20_000), 201);
    const rows = await readReceiptRows(app, world.orgId, { loanRepaymentId: repayment.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amountCents: 20_000, category: 'loan_payment' });
    const [entry] = await app.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, rows[0]?.journalEntryId as string));
    expect(entry).toMatchObject({ sourceType: 'loan_repayment', sourceId: repayment.id });
  });

  it('issues one receipt when retries of a repayment arrive together', async () => {
    const loan = await createActiveLoan(world, world.otherMember, 60_000, 3);
    const key = `repay-${randomUUID()}`;
    const responses = await Promise.all([1, 2, 3].map(() => recordRepayment(world, loan.id, 5_000, key)));
    const ids = await Promise.all(responses.map(async (r) => (await readJson<TLoanRepayment>(r, 201)).id));
    expect(new Set(ids).size).toBe(1);
    expect(await readReceiptRows(app, world.orgId, { loanRepaymentId: ids[0] as string })).toHaveLength(1);
  });

  it('shows a submitted repayment as pending, paid once confirmed, void when it failed', async () => {
    const loan = await createActiveLoan(world, world.member, 30_000, 3);
    const submit = (amountCents: number) =>
      callLoans(world, 'POST', `/loans/${loan.id}/repayments/submit`, world.member, {
        json: { repaymentDate: today, amountCents, referenceNumber: 'EFT-SUBMIT' },
      });
    const confirmed = await readJson<TLoanRepayment>(await submit(10_000), 201);
    const failed = await readJson<TLoanRepayment>(await submit(11_000), 201);
    expect((await readReceiptRows(app, world.orgId, { loanRepaymentId: confirmed.id }))[0]?.status).toBe(
      'pending',
    );
    const decide = (id: string, action: string) =>
      callLoans(world, 'POST', `/loans/${loan.id}/repayments/${id}/${action}`, world.admin);
    await readJson(await decide(confirmed.id, 'confirm'), 200);
    await readJson(await decide(failed.id, 'fail'), 200);
    const paid = await readReceiptRows(app, world.orgId, { loanRepaymentId: confirmed.id });
    expect(paid.map((row) => row.status)).toEqual(['paid']);
    expect(paid[0]?.journalEntryId).not.toBeNull();
    const voided = await readReceiptRows(app, world.orgId, { loanRepaymentId: failed.id });
    expect(voided.map((row) => row.status)).toEqual(['void']);
  });
});

describe('receipt numbers', () => {
  it('are RCP-timestamp-random and unique within the organization', async () => {
    const rows = await app.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.organizationId, world.orgId));
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) expect(row.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(new Set(rows.map((row) => row.receiptNumber)).size).toBe(rows.length);
    const numbers = new Set(Array.from({ length: 2_000 }, () => createReceiptNumber(1_763_971_200_000)));
    expect(numbers.size).toBe(2_000);
  });

  it('cannot repeat within an organization, in the database itself', async () => {
    const [row] = await app.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.organizationId, world.orgId));
    if (!row) throw new Error('no receipt');
    const error = await app.database.db
      .insert(receipts)
      .values({
        organizationId: row.organizationId,
        userId: row.userId,
        receiptNumber: row.receiptNumber,
        amountCents: 100,
        receiptDate: today,
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(readPgErrorCode(error)).toBe('23505');
  });
});
