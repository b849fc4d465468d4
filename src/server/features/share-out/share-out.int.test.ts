import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TLoan, TLoanDetail } from '../../../shared/contracts/loans';
import type { TLatestShareOut, TShareOut } from '../../../shared/contracts/share-outs';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';
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
} from '../loans/loans.testing';

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

  it('posts once: payouts out of cash, the loan repaid; a retry answers the same, a second post is refused', async () => {
    const { shareOut } = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.admin),
      200,
    );
    if (!shareOut?.id) throw new Error('no proposed share-out');
    const cashBefore = await cashOf(world);
    const postKey = key();
    const post = () =>
      callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.secondAdmin, { key: postKey });
    const posted = await readJson<TShareOut>(await post(), 200);
    expect(posted).toMatchObject({ status: 'posted', totals: shareOut.totals });
    expect(await readJson<TShareOut>(await post(), 200)).toEqual(posted);
    expect(await cashOf(world)).toBe(cashBefore - shareOut.totals.netPayoutCents);
    const detail = await readJson<TLoanDetail>(
      await callLoans(world, 'GET', `/loans/${world.loan.id}`, world.admin),
      200,
    );
    expect(detail.loan.status).toBe('paid');
    expect(detail.repayments.map((repayment) => repayment.amountCents)).toEqual([
      world.loan.totalRepayableCents,
    ]);
    const again = await readError(
      await callLoans(world, 'POST', `/share-outs/${shareOut.id}/post`, world.admin, { key: key() }),
      409,
    );
    expect(again.message).toBe('This share-out was already posted');
    const overlap = await readError(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      409,
    );
    expect(overlap.message).toContain('was already posted');
  });
});

describe('year-end share-out with two to sign', () => {
  let world: TWorld;
  beforeAll(async () => {
    world = await createShareOutWorld();
    await readJson(
      await callLoans(world, 'PUT', '/approval-policy', world.admin, {
        json: {
          payoutsAboveCents: 0,
          disbursementsAboveCents: null,
          isWriteOffGated: false,
          isReversalGated: false,
        },
      }),
      200,
    );
  });

  it('waits for a second admin, then posts; members see it posted', async () => {
    const proposed = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    const cashBefore = await cashOf(world);
    const approval = await readJson<TApproval>(
      await callLoans(world, 'POST', `/share-outs/${proposed.id}/post`, world.admin, { key: key() }),
      202,
    );
    expect(approval).toMatchObject({ operation: 'shareout.post', amountCents: 540_000, status: 'pending' });
    expect(await cashOf(world)).toBe(cashBefore);
    const self = await readError(
      await callLoans(world, 'POST', `/approvals/${approval.id}/approve`, world.admin, { key: key() }),
      403,
    );
    expect(self.message).toBe('Another admin must approve this');
    await readJson(
      await callLoans(world, 'POST', `/approvals/${approval.id}/approve`, world.secondAdmin, { key: key() }),
      200,
    );
    expect(await cashOf(world)).toBe(cashBefore - proposed.totals.netPayoutCents);
    const seen = await readJson<TLatestShareOut>(
      await callLoans(world, 'GET', '/share-outs/latest', world.otherMember),
      200,
    );
    expect(seen.shareOut).toMatchObject({ id: proposed.id, status: 'posted' });
  });

  it('refuses to post a proposal the books no longer match', async () => {
    const other = await createSignedInUser(app);
    const orgId = await createOrganization(app, { adminUserId: other.userId, coAdminUserIds: [] });
    const lone = { ...world, orgId, admin: { userId: other.userId, cookie: other.cookie } };
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
