import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval, TApprovalBoard, TApprovalPolicy } from '../../../shared/contracts/approvals';
import type { TLoan, TLoanDetail } from '../../../shared/contracts/loans';
import { auditLog, userOrganizations } from '../../db/schema';
import {
  actAsSecondAdmin,
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
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Finding 2 of the money probe: risky moves need two admins. With the policy on, the first admin's payout,
 * disbursement, write-off or reversal moves no money; it waits until a different admin approves.
 */
let app: TTestApp;
let world: TLoanWorld;
let secondAdmin: TActor;
const key = () => `k-${randomUUID()}`;

const call = (method: 'GET' | 'POST' | 'PUT', path: string, actor: TActor, options = {}) =>
  callLoans(world, method, path, actor, options);

const cash = async () => (await readBalances(app, world.orgId)).get('cash') ?? 0;

function payout(
  actor: TActor,
  amountCents: number,
  memberUserId = world.member.userId,
  idempotencyKey = key(),
) {
  return call('POST', '/transactions', actor, {
    json: {
      kind: 'payout',
      description: 'Year-end share-out',
      amountCents,
      transactionDate: today,
      memberUserId,
    },
    key: idempotencyKey,
  });
}

const decide = (actor: TActor, approval: TApproval, action: 'approve' | 'cancel', idempotencyKey = key()) =>
  call('POST', `/approvals/${approval.id}/${action}`, actor, { key: idempotencyKey });

/** Saves the policy; what loosens it waits for the other admin, who approves it here. */
async function setPolicy(actor: TActor, policy: Partial<TApprovalPolicy>) {
  const response = await call('PUT', '/approval-policy', actor, {
    json: {
      payoutsAboveCents: null,
      disbursementsAboveCents: null,
      isWriteOffGated: false,
      isReversalGated: false,
      ...policy,
    },
  });
  if (response.status === 202) {
    const held = await readJson<TApproval>(response, 202);
    await readJson(await decide(actor === world.admin ? secondAdmin : world.admin, held, 'approve'), 200);
    return readJson<TApprovalPolicy>(await call('GET', '/approval-policy', actor), 200);
  }
  return readJson<TApprovalPolicy>(response, 200);
}

async function auditActions(targetId: string) {
  const rows = await app.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, world.orgId), eq(auditLog.targetId, targetId)));
  return rows;
}

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  secondAdmin = await createSignedInUser(app, { name: 'Sipho Second Admin' });
  await app.database.db
    .insert(userOrganizations)
    .values({ organizationId: world.orgId, userId: secondAdmin.userId, role: 'admin' });
  // R10 000 in the bank to pay out from.
  await readJson(
    await call('POST', '/contributions', world.admin, {
      json: {
        userId: world.member.userId,
        contributionDate: today,
        amountCents: 1_000_000,
        paymentMethod: 'eft',
      },
      key: key(),
    }),
    201,
  );
});

afterAll(async () => {
  await app.close();
});

describe('the two-to-sign policy', () => {
  it('holds nothing until an admin sets it, and says it holds moves once there are two admins', async () => {
    const before = await readJson<TApprovalPolicy>(await call('GET', '/approval-policy', world.admin), 200);
    expect(before).toMatchObject({ payoutsAboveCents: null, adminCount: 2, isEffective: false });
    const saved = await setPolicy(world.admin, { payoutsAboveCents: 100_000, isWriteOffGated: true });
    expect(saved).toMatchObject({ payoutsAboveCents: 100_000, isWriteOffGated: true, isEffective: true });
    expect(saved.updatedByName).toBe('Thandi Admin');
    const [audit] = (await auditActions(world.orgId)).filter(
      (row) => row.action === 'approval_policy.update',
    );
    expect(audit?.summary).toMatchObject({ before: null, after: { payoutsAboveCents: 100_000 } });
  });

  it('is for admins only', async () => {
    expect((await readError(await call('GET', '/approvals', world.member), 403)).code).toBe('FORBIDDEN');
    await readError(await setPolicyAs(world.member), 403);
  });
});

function setPolicyAs(actor: TActor) {
  return call('PUT', '/approval-policy', actor, {
    json: { payoutsAboveCents: 0, disbursementsAboveCents: 0, isWriteOffGated: true, isReversalGated: true },
  });
}

describe('a payout above the amount', () => {
  let held: TApproval;

  it('answers 202 with a pending approval and moves no money', async () => {
    const cashBefore = await cash();
    held = await readJson<TApproval>(await payout(world.admin, 200_000), 202);
    expect(held).toMatchObject({
      status: 'pending',
      operation: 'transaction.record',
      amountCents: 200_000,
      memberUserId: world.member.userId,
      memberName: 'Nomsa Member',
      proposedBy: world.admin.userId,
      proposedByName: 'Thandi Admin',
      description: 'Payout to a member: Year-end share-out',
    });
    expect(await cash()).toBe(cashBefore);
    const board = await readJson<TApprovalBoard>(await call('GET', '/approvals', secondAdmin), 200);
    expect(board.pending.map((approval) => approval.id)).toEqual([held.id]);
  });

  it('answers a retried proposal with the same approval', async () => {
    const retryKey = key();
    const first = await readJson<TApproval>(
      await payout(world.admin, 150_000, world.member.userId, retryKey),
      202,
    );
    const again = await readJson<TApproval>(
      await payout(world.admin, 150_000, world.member.userId, retryKey),
      202,
    );
    expect(again.id).toBe(first.id);
    const reused = await readError(await payout(world.admin, 160_000, world.member.userId, retryKey), 422);
    expect(reused.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await readJson(await decide(world.admin, first, 'cancel'), 200);
  });

  it('cannot be approved by the admin who proposed it', async () => {
    const error = await readError(await decide(world.admin, held, 'approve'), 403);
    expect(error.message).toBe('Another admin must approve this');
  });

  it('needs an Idempotency-Key to approve', async () => {
    const response = await app.request(`/api/v1/orgs/${world.orgId}/approvals/${held.id}/approve`, {
      method: 'POST',
      cookie: secondAdmin.cookie,
      json: {},
      idempotencyKey: null,
    });
    expect((await readError(response, 400)).message).toBe(
      'Idempotency-Key header is required for this request',
    );
  });

  it('moves the cash once when a different admin approves, audited with both names', async () => {
    const cashBefore = await cash();
    const approveKey = key();
    const approved = await readJson<TApproval>(await decide(secondAdmin, held, 'approve', approveKey), 200);
    expect(approved).toMatchObject({ status: 'approved', decidedBy: secondAdmin.userId });
    expect(await cash()).toBe(cashBefore - 200_000);
    // The same request retried answers the same; another approve is refused.
    await readJson(await decide(secondAdmin, held, 'approve', approveKey), 200);
    const twice = await readError(await decide(secondAdmin, held, 'approve'), 409);
    expect(twice.message).toBe('This approval has already been approved');
    expect(await cash()).toBe(cashBefore - 200_000);
    const audits = await auditActions(held.id);
    expect(audits.map((row) => row.action).sort()).toEqual(['approval.approve', 'approval.propose']);
    const approve = audits.find((row) => row.action === 'approval.approve');
    expect(approve?.actor).toBe(secondAdmin.userId);
    expect(approve?.summary).toMatchObject({
      proposedByName: 'Thandi Admin',
      decidedByName: 'Sipho Second Admin',
    });
    const board = await readJson<TApprovalBoard>(await call('GET', '/approvals', world.admin), 200);
    expect(board.pending).toEqual([]);
    expect(board.recent[0]).toMatchObject({
      id: held.id,
      status: 'approved',
      decidedByName: 'Sipho Second Admin',
    });
  });

  it('moves the money once when approved twice at the same moment', async () => {
    const proposed = await readJson<TApproval>(await payout(world.admin, 110_000), 202);
    const cashBefore = await cash();
    const answers = await actAsSecondAdmin(world, (thirdAdmin) =>
      Promise.all([decide(secondAdmin, proposed, 'approve'), decide(thirdAdmin, proposed, 'approve')]),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await cash()).toBe(cashBefore - 110_000);
  });

  it('can be cancelled by either admin, and then never moves money', async () => {
    const cashBefore = await cash();
    const proposed = await readJson<TApproval>(await payout(world.admin, 300_000), 202);
    const cancelled = await readJson<TApproval>(await decide(world.admin, proposed, 'cancel'), 200);
    expect(cancelled.status).toBe('cancelled');
    const late = await readError(await decide(secondAdmin, proposed, 'approve'), 409);
    expect(late.message).toBe('This approval has already been cancelled');
    expect(await cash()).toBe(cashBefore);
    const other = await readJson<TApproval>(await payout(secondAdmin, 300_000), 202);
    expect((await readJson<TApproval>(await decide(world.admin, other, 'cancel'), 200)).status).toBe(
      'cancelled',
    );
  });

  it('cannot be approved by the admin who receives it', async () => {
    const toSecondAdmin = await readJson<TApproval>(
      await payout(world.admin, 250_000, secondAdmin.userId),
      202,
    );
    const error = await readError(await decide(secondAdmin, toSecondAdmin, 'approve'), 403);
    expect(error.message).toBe('This move concerns your own money: another admin must approve it');
    await readJson(await decide(secondAdmin, toSecondAdmin, 'cancel'), 200);
  });

  it('fails with the reason, moving nothing, when the move is refused at approval', async () => {
    const leaver = await createSignedInUser(app, { name: 'Zola Leaver' });
    await app.database.db
      .insert(userOrganizations)
      .values({ organizationId: world.orgId, userId: leaver.userId, role: 'member' });
    const proposed = await readJson<TApproval>(await payout(world.admin, 120_000, leaver.userId), 202);
    await app.database.db
      .delete(userOrganizations)
      .where(
        and(eq(userOrganizations.organizationId, world.orgId), eq(userOrganizations.userId, leaver.userId)),
      );
    const cashBefore = await cash();
    const error = await readError(await decide(secondAdmin, proposed, 'approve'), 400);
    expect(error.message).toBe('This member does not belong to the organization');
    expect(await cash()).toBe(cashBefore);
    const board = await readJson<TApprovalBoard>(await call('GET', '/approvals', world.admin), 200);
    expect(board.recent.find((approval) => approval.id === proposed.id)).toMatchObject({
      status: 'failed',
      failureReason: 'This member does not belong to the organization',
    });
  });
});

describe('moves the policy does not hold', () => {
  it('a payout at or below the amount goes through at once', async () => {
    const cashBefore = await cash();
    await readJson(await payout(world.admin, 100_000), 201);
    expect(await cash()).toBe(cashBefore - 100_000);
  });

  it('income is never held', async () => {
    await readJson(
      await call('POST', '/transactions', world.admin, {
        json: {
          kind: 'other_income',
          description: 'Bank interest',
          amountCents: 900_000,
          transactionDate: today,
        },
        key: key(),
      }),
      201,
    );
  });

  it('an organization with one admin works as before', async () => {
    const loneAdmin = await createSignedInUser(app, { name: 'Lone Admin' });
    const member = await createSignedInUser(app, { name: 'Lone Member' });
    const orgId = await createOrganization(app, {
      adminUserId: loneAdmin.userId,
      memberUserIds: [member.userId],
    });
    const lone = { app, orgId };
    const policy = await readJson<TApprovalPolicy>(
      await callLoans(lone, 'PUT', '/approval-policy', loneAdmin, {
        json: {
          payoutsAboveCents: 0,
          disbursementsAboveCents: 0,
          isWriteOffGated: true,
          isReversalGated: true,
        },
      }),
      200,
    );
    expect(policy).toMatchObject({ adminCount: 1, isEffective: false });
    await fundOrganization(app, orgId, 10_000);
    await readJson(
      await callLoans(lone, 'POST', '/transactions', loneAdmin, {
        json: { kind: 'fee', description: 'Bank charges', amountCents: 5_000, transactionDate: today },
        key: key(),
      }),
      201,
    );
  });
});

describe('loan moves', () => {
  it('holds a write-off when write-offs need two, and writes it off once approved', async () => {
    await saveFixedTerms(world);
    const loan = await createActiveLoan(world, world.otherMember, 300_000);
    await readJson(
      await call('POST', `/loans/${loan.id}/default`, world.admin, { json: { reason: 'Moved away' } }),
      200,
    );
    const held = await readJson<TApproval>(
      await call('POST', `/loans/${loan.id}/write-off`, world.admin, { key: key() }),
      202,
    );
    expect(held).toMatchObject({
      operation: 'loan.write_off',
      amountCents: 300_000,
      memberUserId: world.otherMember.userId,
    });
    const { loan: stillOpen } = await readJson<TLoanDetail>(
      await call('GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(stillOpen.isWrittenOff).toBe(false);
    await readJson(await decide(secondAdmin, held, 'approve'), 200);
    const { loan: writtenOff } = await readJson<TLoanDetail>(
      await call('GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(writtenOff.isWrittenOff).toBe(true);
  });

  it('holds a disbursement above the amount until another admin approves it', async () => {
    await setPolicy(secondAdmin, { disbursementsAboveCents: 100_000 });
    const loan = await readJson<TLoan>(
      await call('POST', '/loans', world.member, {
        json: { amountCents: 200_000, termMonths: 3, purpose: 'Stock for the spaza shop' },
      }),
      201,
    );
    await readJson(await call('POST', `/loans/${loan.id}/approve`, world.admin), 200);
    const cashBefore = await cash();
    const held = await readJson<TApproval>(
      await call('POST', `/loans/${loan.id}/disburse`, world.admin, {
        json: { disbursedOn: today },
        key: key(),
      }),
      202,
    );
    expect(held.description).toBe('Loan disbursement to Nomsa Member');
    expect(await cash()).toBe(cashBefore);
    await readJson(await decide(secondAdmin, held, 'approve'), 200);
    expect(await cash()).toBe(cashBefore - 200_000);
    const { loan: active } = await readJson<TLoanDetail>(
      await call('GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(active.status).toBe('active');
  });
});

describe('reversals', () => {
  it('holds a contribution reversal when reversals need two, and reverses it once approved', async () => {
    await setPolicy(world.admin, { isReversalGated: true });
    const contribution = await readJson<{ id: string }>(
      await call('POST', '/contributions', world.admin, {
        json: {
          userId: world.otherMember.userId,
          contributionDate: today,
          amountCents: 40_000,
          paymentMethod: 'cash',
        },
        key: key(),
      }),
      201,
    );
    const cashBefore = await cash();
    const held = await readJson<TApproval>(
      await call('POST', `/contributions/${contribution.id}/reverse`, world.admin, {
        json: { reason: 'Recorded twice' },
        key: key(),
      }),
      202,
    );
    expect(held).toMatchObject({ operation: 'contribution.reverse', amountCents: 40_000, status: 'pending' });
    expect(await cash()).toBe(cashBefore);
    await readJson(await decide(secondAdmin, held, 'approve'), 200);
    expect(await cash()).toBe(cashBefore - 40_000);
  });

  it('holds a loan payout reversal when reversals need two, and reverses it once approved', async () => {
    await setPolicy(world.admin, { isReversalGated: true });
    const loan = await createActiveLoan(world, world.otherMember, 50_000);
    const cashBefore = await cash();
    const held = await readJson<TApproval>(
      await call('POST', `/loans/${loan.id}/reverse-disbursement`, world.admin, {
        json: { reason: 'Paid to the wrong member' },
        key: key(),
      }),
      202,
    );
    expect(held).toMatchObject({
      operation: 'loan.reverse_disbursement',
      amountCents: 50_000,
      status: 'pending',
    });
    expect(await cash()).toBe(cashBefore);
    await readJson(await decide(secondAdmin, held, 'approve'), 200);
    expect(await cash()).toBe(cashBefore + 50_000);
    const { loan: approved } = await readJson<TLoanDetail>(
      await call('GET', `/loans/${loan.id}`, world.admin),
      200,
    );
    expect(approved.status).toBe('approved');
  });
});
