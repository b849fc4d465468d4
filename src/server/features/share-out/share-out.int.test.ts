import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TLoan, TLoanDetail } from '../../../shared/contracts/loans';
import type { TLatestShareOut, TShareOut } from '../../../shared/contracts/share-outs';
import { formatDate } from '../../../shared/format';
import { formatPdfMoney } from '../../platform/pdf/render-pdf';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readBalances,
  readError,
  readJson,
  saveFixedTerms,
  type TActor,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { extractPdfText } from '../../testing/pdf-text';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';

let app: TTestApp;
const key = () => `k-${randomUUID()}`;
const CYCLE = { startsOn: '2025-01-01', endsOn: '2025-12-31' };

type TWorld = TLoanWorld & { secondAdmin: TActor; loan: TLoan };

/**
 * A group with two admins whose 2025 books hold: Nomsa paid R1,000 in January and R1,000 in July, Bongani
 * R3,000 in March, and R400 of interest came in; Nomsa has a R1,000 loan still owed.
 */
async function createShareOutWorld(): Promise<TWorld> {
  const world = await createLoanWorld(app);
  const secondAdmin = await createSignedInUser(app, { name: 'Sipho Second Admin' });
  const { userOrganizations } = await import('../../db/schema');
  await app.database.db
    .insert(userOrganizations)
    .values({ organizationId: world.orgId, userId: secondAdmin.userId, role: 'admin' });
  const pay = async (actor: TActor, contributionDate: string, amountCents: number) =>
    readJson(
      await callLoans(world, 'POST', '/contributions', world.admin, {
        json: { userId: actor.userId, contributionDate, amountCents, paymentMethod: 'eft' },
      }),
      201,
    );
  await pay(world.member, '2025-01-15', 100_000);
  await pay(world.member, '2025-07-15', 100_000);
  await pay(world.otherMember, '2025-03-01', 300_000);
  await postJournalEntry(app.database.db, {
    organizationId: world.orgId,
    entryDate: '2025-06-30',
    description: 'Interest earned in 2025',
    transactionType: 'other',
    lines: [
      { account: 'cash', amountCents: 40_000 },
      { account: 'interest_income', amountCents: -40_000 },
    ],
    createdBy: null,
    sourceType: 'manual',
  });
  await saveFixedTerms(world);
  const loan = await createActiveLoan(world, world.member, 100_000);
  return { ...world, secondAdmin, loan };
}

const lineOf = (shareOut: TShareOut, userId: string) => shareOut.lines.find((line) => line.userId === userId);
const cashOf = async (world: TWorld) => (await readBalances(app, world.orgId)).get('cash') ?? 0;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('year-end share-out', () => {
  let world: TWorld;
  beforeAll(async () => {
    world = await createShareOutWorld();
  });

  it('lets every member read the table, only admins propose and post, and hides it from other groups', async () => {
    const preview = `/share-outs/preview?startsOn=${CYCLE.startsOn}&endsOn=${CYCLE.endsOn}`;
    expect((await callLoans(world, 'GET', preview, world.member)).status).toBe(200);
    expect((await callLoans(world, 'GET', '/share-outs/latest', world.member)).status).toBe(200);
    expect((await callLoans(world, 'GET', '/share-outs/latest', null)).status).toBe(401);
    expect((await callLoans(world, 'GET', '/share-outs/latest', world.outsiderAdmin)).status).toBe(404);
    const refused = await readError(
      await callLoans(world, 'POST', '/share-outs', world.member, { json: CYCLE }),
      403,
    );
    expect(refused.code).toBe('FORBIDDEN');
    const early = await readError(
      await callLoans(world, 'POST', '/share-outs', world.admin, {
        json: { startsOn: '2025-01-01', endsOn: '2099-12-31' },
      }),
      400,
    );
    expect(early.message).toBe('A share-out can be proposed only for a cycle that has ended');
  });

  it('is not offered to a burial society: its admin and members get 404', async () => {
    const admin = await createSignedInUser(app);
    const orgId = await createOrganization(app, { adminUserId: admin.userId, type: 'burial_society' });
    const response = await app.request(`/api/v1/orgs/${orgId}/share-outs/latest`, { cookie: admin.cookie });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Year-end share-outs are for savings groups');
  });

  it('shares the interest in proportion to savings and deducts the unpaid loan, to the cent', async () => {
    const shareOut = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    expect(shareOut).toMatchObject({
      status: 'proposed',
      rule: 'proportional',
      pot: { savingsCents: 500_000, interestCents: 40_000, finesCents: 0, otherIncomeCents: 0 },
      totalCents: 540_000,
    });
    const owed = world.loan.totalRepayableCents;
    expect(lineOf(shareOut, world.member.userId)).toMatchObject({
      memberName: 'Nomsa Member',
      paidInCents: 200_000,
      incomeShareCents: 16_000,
      grossCents: 216_000,
      loanDeductedCents: owed,
      netPayoutCents: 216_000 - owed,
    });
    expect(lineOf(shareOut, world.otherMember.userId)).toMatchObject({
      paidInCents: 300_000,
      incomeShareCents: 24_000,
      netPayoutCents: 324_000,
    });
    expect(shareOut.totals).toEqual({
      grossCents: 540_000,
      groceriesCents: 0,
      loanDeductedCents: owed,
      netPayoutCents: 540_000 - owed,
    });
    // Members review the same table.
    const seen = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.member),
      200,
    );
    expect(seen.shareOut).toEqual(shareOut);
  });

  it('cancels the approval a share-out waited for when a new proposal withdraws it', async () => {
    const first = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    const approval = await readJson<TApproval>(
      await callLoans(world, 'POST', `/share-outs/${first.id}/post`, world.admin, { key: key() }),
      202,
    );
    const second = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    const latest = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.member),
      200,
    );
    expect(latest.shareOut).toMatchObject({ id: second.id, status: 'proposed', pendingApproval: null });
    const refused = await readError(
      await callLoans(world, 'POST', `/approvals/${approval.id}/approve`, world.secondAdmin, { key: key() }),
      409,
    );
    expect(refused.message).toBe('This approval has already been cancelled');
  });

  it('needs a second admin: the proposer asks, cannot approve; the other admin approves and it posts once', async () => {
    const { shareOut } = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.admin),
      200,
    );
    if (!shareOut?.id) throw new Error('no proposed share-out');
    const cashBefore = await cashOf(world);
    // Only the proposer asks for it to be posted: with two admins no one would be left to approve.
    const notProposer = await readError(
      await callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.secondAdmin, { key: key() }),
      409,
    );
    expect(notProposer.message).toBe(
      'The admin who proposed this share-out asks for it to be posted; another admin then approves it',
    );
    const askKey = key();
    const ask = () =>
      callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.admin, { key: askKey });
    const approval = await readJson<TApproval>(await ask(), 202);
    expect(approval).toMatchObject({
      operation: 'shareout.post',
      amountCents: 540_000,
      status: 'pending',
      proposedByName: 'Thandi Admin',
    });
    expect(await readJson<TApproval>(await ask(), 202)).toEqual(approval);
    // Asked for again under another key, it answers with the approval already waiting.
    const again = await readJson<TApproval>(
      await callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.admin, { key: key() }),
      202,
    );
    expect(again).toEqual(approval);
    expect(await cashOf(world)).toBe(cashBefore);
    // Members see what it waits for.
    const waiting = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.member),
      200,
    );
    expect(waiting).toMatchObject({
      isSecondAdminNeeded: true,
      shareOut: {
        status: 'proposed',
        proposedByName: 'Thandi Admin',
        pendingApproval: { id: approval.id, proposedByName: 'Thandi Admin' },
      },
    });
    const self = await readError(
      await callLoans(world, 'POST', `/approvals/${approval.id}/approve`, world.admin, { key: key() }),
      403,
    );
    expect(self.message).toBe('Another admin must approve this');
    const approveKey = key();
    const approve = () =>
      callLoans(world, 'POST', `/approvals/${approval.id}/approve`, world.secondAdmin, { key: approveKey });
    expect(await readJson<TApproval>(await approve(), 200)).toMatchObject({
      status: 'approved',
      decidedByName: 'Sipho Second Admin',
    });
    expect((await readJson<TApproval>(await approve(), 200)).status).toBe('approved');
    expect(await cashOf(world)).toBe(cashBefore - shareOut.totals.netPayoutCents);
    const posted = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.otherMember),
      200,
    );
    expect(posted.shareOut).toMatchObject({
      id: shareOut.id,
      status: 'posted',
      postedOn: today,
      totals: shareOut.totals,
      pendingApproval: null,
    });
    const detail = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${world.loan.id}`, world.admin),
      200,
    );
    expect(detail.loan.status).toBe('paid');
    expect(detail.repayments.map((repayment) => repayment.amountCents)).toEqual([
      world.loan.totalRepayableCents,
    ]);
    const twice = await readError(
      await callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.admin, { key: key() }),
      409,
    );
    expect(twice.message).toBe('This share-out was already posted');
    const overlap = await readError(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      409,
    );
    expect(overlap.message).toContain('was already posted');
  });

  it('gives each member a printable statement of their line; another member’s is not found', async () => {
    const { shareOut } = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.member),
      200,
    );
    if (!shareOut?.id) throw new Error('no share-out');
    const statement = (userId: string) => `/share-outs/${shareOut.id}/statements/${userId}`;
    const own = await callLoans(world, 'GET', statement(world.member.userId), world.member);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await own.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    const line = lineOf(shareOut, world.member.userId);
    if (!line) throw new Error('no line for the member');
    const owed = world.loan.totalRepayableCents;
    // The statement's figures are the table's: R2,000 paid in, R160 of the R400 interest, the loan deducted.
    for (const expected of [
      'Share-out statement: Nomsa Member',
      'In proportion to what each member paid in',
      'R 2 000,00',
      'R 160,00',
      'R 2 160,00',
      formatPdfMoney(owed),
      formatPdfMoney(216_000 - owed),
      `Posted ${formatDate(today)}`,
      'Posted: the amount above was paid out to you.',
      'x your savings R 2 000,00 / all savings R 5 000,00 = R 160,00.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(line).toMatchObject({ paidInCents: 200_000, incomeShareCents: 16_000, grossCents: 216_000 });
    const others = await readError(
      await callLoans(world, 'GET', statement(world.otherMember.userId), world.member),
      404,
    );
    expect(others.message).toBe('Statement not found');
    const byAdmin = await callLoans(world, 'GET', statement(world.otherMember.userId), world.admin);
    expect(byAdmin.status).toBe(200);
    const adminText = extractPdfText(Buffer.from(await byAdmin.arrayBuffer()));
    expect(adminText).toContain('Share-out statement: Bongani Member');
    expect(adminText).toContain('R 3 240,00');
    expect((await callLoans(world, 'GET', statement(world.member.userId), world.outsiderAdmin)).status).toBe(
      404,
    );
    expect((await callLoans(world, 'GET', statement(world.member.userId), null)).status).toBe(401);
  });
});

describe('year-end share-out with one admin', () => {
  it('posts without a second admin and says so', async () => {
    const lone = await createSignedInUser(app, { name: 'Lone Admin' });
    const orgId = await createOrganization(app, { adminUserId: lone.userId, coAdminUserIds: [] });
    const world = { app, orgId };
    await postJournalEntry(app.database.db, {
      organizationId: orgId,
      entryDate: '2025-05-01',
      description: 'Interest earned in 2025',
      transactionType: 'other',
      lines: [
        { account: 'cash', amountCents: 9_000 },
        { account: 'interest_income', amountCents: -9_000 },
      ],
      createdBy: null,
      sourceType: 'manual',
    });
    const proposed = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', lone, { json: CYCLE }),
      201,
    );
    const latest = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', lone),
      200,
    );
    expect(latest.isSecondAdminNeeded).toBe(false);
    const posted = await readJson<TShareOut>(
      await callLoans(world, 'POST', `/share-outs/${proposed.id}/post`, lone, { key: key() }),
      200,
    );
    expect(posted.status).toBe('posted');
  });
});

describe('year-end share-out when the books move', () => {
  it('refuses to post a proposal the books no longer match', async () => {
    const other = await createSignedInUser(app);
    const orgId = await createOrganization(app, { adminUserId: other.userId, coAdminUserIds: [] });
    const lone = { app, orgId, admin: { userId: other.userId, cookie: other.cookie } };
    await postJournalEntry(app.database.db, {
      organizationId: orgId,
      entryDate: '2025-05-01',
      description: 'Interest earned in 2025',
      transactionType: 'other',
      lines: [
        { account: 'cash', amountCents: 9_000 },
        { account: 'interest_income', amountCents: -9_000 },
      ],
      createdBy: null,
      sourceType: 'manual',
    });
    const proposed = await readJson<TShareOut>(
      await callLoans(lone, 'POST', '/share-outs', lone.admin, { json: CYCLE }),
      201,
    );
    expect(proposed.lines).toEqual([expect.objectContaining({ grossCents: 9_000 })]);
    await postJournalEntry(app.database.db, {
      organizationId: orgId,
      entryDate: '2025-05-02',
      description: 'More interest',
      transactionType: 'other',
      lines: [
        { account: 'cash', amountCents: 1_000 },
        { account: 'interest_income', amountCents: -1_000 },
      ],
      createdBy: null,
      sourceType: 'manual',
    });
    const refused = await readError(
      await callLoans(lone, 'POST', `/share-outs/${proposed.id}/post`, lone.admin, { key: key() }),
      409,
    );
    expect(refused.message).toBe('The books changed since this share-out was proposed: propose it again');
  });
});
