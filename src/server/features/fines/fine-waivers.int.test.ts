import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TFine } from '../../../shared/contracts/fines';
import { auditLog, userOrganizations } from '../../db/schema';
import {
  balanceOf,
  createFinesWorld,
  engineStanding,
  FIXED_FINE_RULES,
  listFinesAs,
  pay,
  runDay,
  setRules,
  type TFinesWorld,
  waive,
} from '../../testing/fixtures/fines';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { readMemberStanding } from '../group-rules/standings.service';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function finedWorld(): Promise<TFinesWorld> {
  const world = await createFinesWorld(app, '2025-10-01');
  await setRules(app, world.orgId, '2025-10-01', FIXED_FINE_RULES);
  await runDay(app, world.orgId, '2025-12-10');
  return world;
}

const findFine = async (world: TFinesWorld, periodLabel: string) => {
  const fine = (await listFinesAs(world, world.admin)).items.find((item) => item.periodLabel === periodLabel);
  if (!fine) throw new Error(`no fine for ${periodLabel}`);
  return fine;
};

describe('waiving a fine', () => {
  it('reverses the fine on the book with the reason, audited, and the engine stops counting it', async () => {
    const world = await finedWorld();
    const october = await findFine(world, 'October 2025');
    const response = await waive(world, world.admin, october, 'First time late, bank strike');
    expect(response.status).toBe(200);
    const waived = (await response.json()) as TFine;
    expect(waived).toMatchObject({
      status: 'waived',
      outstandingCents: 0,
      waivedReason: 'First time late, bank strike',
      waivedByName: 'Lindiwe Treasurer',
    });
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(5_000);
    expect(await balanceOf(app, world.orgId, 'fine_income')).toBe(-5_000);
    expect((await engineStanding(app, world.orgId, world.member.userId, '2025-12-10')).owedCents).toBe(
      65_000,
    );
    // The member's standing (dashboard card, arrears list) no longer counts the waived fine either.
    const standing = await readMemberStanding(
      app.database.db,
      world.orgId,
      world.member.userId,
      '2025-12-10',
    );
    expect(standing.owedCents).toBe(65_000);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, world.orgId), eq(auditLog.action, 'fine.waive')));
    expect(audit).toMatchObject({ actorUserId: world.admin.userId, targetId: october.id });
    expect(audit?.summary).toMatchObject({ reason: 'First time late, bank strike', amountCents: 5_000 });

    // The next run leaves the waived fine alone; waiving it again is refused.
    expect((await runDay(app, world.orgId, '2025-12-11')).postings).toBe(0);
    expect((await waive(world, world.admin, october, 'Again')).status).toBe(409);
    expect((await listFinesAs(world, world.member)).outstandingCents).toBe(5_000);
  });

  it('is for admins only, never on their own fine, and needs a reason', async () => {
    const world = await finedWorld();
    const october = await findFine(world, 'October 2025');
    expect((await waive(world, world.member, october, 'Please')).status).toBe(403);
    const noReason = await waive(world, world.admin, october, ' ');
    expect(noReason.status).toBe(400);
    // The co-admin is fined too: the co-admin may not waive it, the other admin may.
    await app.database.db
      .update(userOrganizations)
      .set({ joinedAt: new Date('2025-10-01T08:00:00+02:00') })
      .where(
        and(
          eq(userOrganizations.organizationId, world.orgId),
          eq(userOrganizations.userId, world.coAdmin.userId),
        ),
      );
    await runDay(app, world.orgId, '2025-12-10');
    const own = (await listFinesAs(world, world.admin)).items.find(
      (fine) => fine.userId === world.coAdmin.userId,
    );
    if (!own) throw new Error('co-admin not fined');
    const refused = await waive(world, world.coAdmin, own, 'My own');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Another admin must waive this',
    );
    expect((await waive(world, world.admin, own, 'Was away')).status).toBe(200);
  });

  it('waits for a second admin when the organization holds reversals', async () => {
    const world = await finedWorld();
    const policy = await app.request(`/api/v1/orgs/${world.orgId}/approval-policy`, {
      method: 'PUT',
      cookie: world.admin.cookie,
      json: {
        payoutsAboveCents: null,
        disbursementsAboveCents: null,
        isWriteOffGated: false,
        isReversalGated: true,
      },
    });
    expect(policy.status).toBe(200);
    const november = await findFine(world, 'November 2025');
    const held = await waive(world, world.admin, november, 'Funeral in the family');
    expect(held.status).toBe(202);
    const approval = (await held.json()) as TApproval;
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(10_000);
    const approved = await app.request(`/api/v1/orgs/${world.orgId}/approvals/${approval.id}/approve`, {
      method: 'POST',
      cookie: world.coAdmin.cookie,
      json: {},
    });
    expect(approved.status).toBe(200);
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(5_000);
    expect((await findFine(world, 'November 2025')).status).toBe('waived');
  });

  it('returns a paid fine to the member: the money clears their next debt and the book still agrees', async () => {
    const world = await finedWorld();
    await pay(world, '2025-12-15', 70_000);
    await runDay(app, world.orgId, '2025-12-20');
    const fundsBefore = await balanceOf(app, world.orgId, 'member_funds');
    const november = await findFine(world, 'November 2025');
    expect(november.status).toBe('paid');
    expect((await waive(world, world.admin, november, 'Paid on time at the bank')).status).toBe(200);
    // R50 returns from the fine to the member's contributions.
    expect(await balanceOf(app, world.orgId, 'member_funds')).toBe(fundsBefore - 5_000);
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(0);
    expect(await balanceOf(app, world.orgId, 'fine_income')).toBe(-5_000);
    await runDay(app, world.orgId, '2025-12-21');
    expect(await balanceOf(app, world.orgId, 'fines_receivable')).toBe(0);
    const standing = await engineStanding(app, world.orgId, world.member.userId, '2025-12-21');
    expect(standing.creditCents).toBe(5_000);
  });
});
