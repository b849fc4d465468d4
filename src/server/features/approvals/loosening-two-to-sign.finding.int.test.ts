import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval, TApprovalPolicy, TUpdateApprovalPolicy } from '../../../shared/contracts/approvals';
import type { TMemberList } from '../../../shared/contracts/members';
import { formatCents } from '../../../shared/money';
import { userOrganizations } from '../../db/schema';
import {
  callLoans,
  createLoanWorld,
  readError,
  readJson,
  type TActor,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Finding 2 of the December probe: one admin set the approval policy to nothing and the next payouts were
 * not held. Loosening two to sign, or taking the only other admin's seat, now waits for that other admin.
 */
let app: TTestApp;

const NOTHING: TUpdateApprovalPolicy = {
  payoutsAboveCents: null,
  disbursementsAboveCents: null,
  isWriteOffGated: false,
  isReversalGated: false,
};
const key = () => `k-${randomUUID()}`;

type TWorld = TLoanWorld & { secondAdmin: TActor };

async function createTwoAdminWorld(): Promise<TWorld> {
  const world = await createLoanWorld(app);
  const secondAdmin = await createSignedInUser(app, { name: 'Sipho Second Admin' });
  await app.database.db
    .insert(userOrganizations)
    .values({ organizationId: world.orgId, userId: secondAdmin.userId, role: 'admin' });
  return { ...world, secondAdmin };
}

const putPolicy = (world: TLoanWorld, actor: TActor, policy: Partial<TUpdateApprovalPolicy>, k = key()) =>
  callLoans(world, 'PUT', '/approval-policy', actor, { json: { ...NOTHING, ...policy }, key: k });

const readPolicy = async (world: TLoanWorld) =>
  readJson<TApprovalPolicy>(await callLoans(world, 'GET', '/approval-policy', world.admin), 200);

const approve = (world: TLoanWorld, actor: TActor, approval: TApproval) =>
  callLoans(world, 'POST', `/approvals/${approval.id}/approve`, actor, { key: key() });

const payout = (world: TLoanWorld, amountCents: number) =>
  callLoans(world, 'POST', '/transactions', world.admin, {
    json: {
      kind: 'payout',
      description: 'Burial grant',
      amountCents,
      transactionDate: today,
      memberUserId: world.member.userId,
    },
    key: key(),
  });

async function membershipIdOf(world: TLoanWorld, userId: string): Promise<string> {
  const list = await readJson<TMemberList>(await callLoans(world, 'GET', '/members', world.admin), 200);
  const found = list.members.find((member) => member.userId === userId);
  if (!found) throw new Error('member not listed');
  return found.id;
}

function changeSeat(world: TLoanWorld, actor: TActor, membershipId: string, change: 'demote' | 'remove') {
  return app.request(`/api/v1/orgs/${world.orgId}/members/${membershipId}`, {
    method: change === 'demote' ? 'PATCH' : 'DELETE',
    cookie: actor.cookie,
    ...(change === 'demote' ? { json: { role: 'member' } } : {}),
    idempotencyKey: key(),
  });
}

async function roleOf(world: TLoanWorld, userId: string) {
  const list = await readJson<TMemberList>(await callLoans(world, 'GET', '/members', world.admin), 200);
  return list.members.find((member) => member.userId === userId)?.role ?? 'not a member';
}

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('loosening two to sign', () => {
  let world: TWorld;

  beforeAll(async () => {
    world = await createTwoAdminWorld();
    await readJson(
      await putPolicy(world, world.admin, { payoutsAboveCents: 100_000, isReversalGated: true }),
      200,
    );
  });

  it('waits for the other admin when one admin sets the policy to nothing, and payouts stay held', async () => {
    const held = await readJson<TApproval>(await putPolicy(world, world.admin, NOTHING), 202);
    expect(held).toMatchObject({
      status: 'pending',
      operation: 'approval_policy.loosen',
      proposedBy: world.admin.userId,
      description: `Two to sign loosened: payouts and expenses never held (now held above ${formatCents(100_000)}); reversals no longer held`,
    });
    expect(await readPolicy(world)).toMatchObject({
      payoutsAboveCents: 100_000,
      isReversalGated: true,
      isEffective: true,
    });
    expect((await readJson<TApproval>(await payout(world, 200_000), 202)).operation).toBe(
      'transaction.record',
    );

    const own = await readError(await approve(world, world.admin, held), 403);
    expect(own.message).toBe('Another admin must approve this');

    await readJson(await approve(world, world.secondAdmin, held), 200);
    expect(await readPolicy(world)).toMatchObject({ ...NOTHING, isEffective: false });
    await readJson(await payout(world, 200_000), 201);
  });

  it('tightens at once, and holds only what a mixed change loosens', async () => {
    await readJson(await putPolicy(world, world.admin, { payoutsAboveCents: 50_000 }), 200);
    expect((await readPolicy(world)).payoutsAboveCents).toBe(50_000);

    // Lower the payout amount and stop holding nothing else: lowering is at once, raising the other waits.
    const held = await readJson<TApproval>(
      await putPolicy(world, world.admin, { payoutsAboveCents: 200_000, isWriteOffGated: true }),
      202,
    );
    expect(held.description).toBe(
      `Two to sign loosened: payouts and expenses held above ${formatCents(200_000)} (now held above ${formatCents(50_000)})`,
    );
    expect(await readPolicy(world)).toMatchObject({ payoutsAboveCents: 50_000, isWriteOffGated: true });
    await readJson(await approve(world, world.secondAdmin, held), 200);
    expect(await readPolicy(world)).toMatchObject({ payoutsAboveCents: 200_000, isWriteOffGated: true });
  });

  it('needs an Idempotency-Key when the change is held', async () => {
    const response = await callLoans(world, 'PUT', '/approval-policy', world.admin, {
      json: NOTHING,
      key: null,
    });
    expect((await readError(response, 400)).message).toBe(
      'This move needs a second admin: send an Idempotency-Key header',
    );
    expect((await readPolicy(world)).payoutsAboveCents).toBe(200_000);
  });

  it('takes effect at once where there is one admin, as nothing is held there', async () => {
    const loneAdmin = await createSignedInUser(app, { name: 'Lone Admin' });
    const orgId = await createOrganization(app, { adminUserId: loneAdmin.userId });
    const lone = { app, orgId };
    await readJson(
      await callLoans(lone, 'PUT', '/approval-policy', loneAdmin, {
        json: { ...NOTHING, isReversalGated: true },
      }),
      200,
    );
    const saved = await readJson<TApprovalPolicy>(
      await callLoans(lone, 'PUT', '/approval-policy', loneAdmin, { json: NOTHING }),
      200,
    );
    expect(saved).toMatchObject({ ...NOTHING, adminCount: 1 });
  });
});

describe("the only other admin's seat", () => {
  let world: TWorld;

  beforeAll(async () => {
    world = await createTwoAdminWorld();
    await readJson(await putPolicy(world, world.admin, { isReversalGated: true }), 200);
  });

  it('waits for a second admin when an admin demotes the only other one', async () => {
    const seat = await membershipIdOf(world, world.secondAdmin.userId);
    const held = await readJson<TApproval>(await changeSeat(world, world.admin, seat, 'demote'), 202);
    expect(held).toMatchObject({
      operation: 'membership.demote_admin',
      description: 'Demote Sipho Second Admin, one of the two admins: two to sign would then hold nothing',
    });
    expect(await roleOf(world, world.secondAdmin.userId)).toBe('admin');
    expect((await readPolicy(world)).isEffective).toBe(true);
    // The admin whose seat it is may agree to step down.
    await readJson(await approve(world, world.secondAdmin, held), 200);
    expect(await roleOf(world, world.secondAdmin.userId)).toBe('member');
    expect((await readPolicy(world)).isEffective).toBe(false);
  });

  it('waits for a second admin when an admin removes the only other one', async () => {
    await app.database.db
      .update(userOrganizations)
      .set({ role: 'admin' })
      .where(
        and(
          eq(userOrganizations.organizationId, world.orgId),
          eq(userOrganizations.userId, world.secondAdmin.userId),
        ),
      );
    const seat = await membershipIdOf(world, world.secondAdmin.userId);
    const held = await readJson<TApproval>(await changeSeat(world, world.admin, seat, 'remove'), 202);
    expect(held.operation).toBe('membership.remove_admin');
    expect(await roleOf(world, world.secondAdmin.userId)).toBe('admin');
    await readJson(await approve(world, world.secondAdmin, held), 200);
    expect(await roleOf(world, world.secondAdmin.userId)).toBe('not a member');
  });

  it('demotes at once where two admins would remain', async () => {
    const third = await createSignedInUser(app, { name: 'Lindiwe Third Admin' });
    const fourth = await createSignedInUser(app, { name: 'Mpho Fourth Admin' });
    await app.database.db.insert(userOrganizations).values([
      { organizationId: world.orgId, userId: third.userId, role: 'admin' },
      { organizationId: world.orgId, userId: fourth.userId, role: 'admin' },
    ]);
    const seat = await membershipIdOf(world, third.userId);
    expect(await readJson(await changeSeat(world, world.admin, seat, 'demote'), 200)).toMatchObject({
      role: 'member',
    });
  });
});
