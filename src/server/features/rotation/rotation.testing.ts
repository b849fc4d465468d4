import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TRotationCycle, TRotationView } from '../../../shared/contracts/rotation';
import { orgCaller, readJson } from '../../testing/fixtures/http';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';

export type { TActor } from '../../testing/test-app';

/** A rotation test file's app and people: two admins and two members of each stokvel, and an outsider. */
export type TRotationWorld = {
  app: TTestApp;
  admin: TActor;
  coAdmin: TActor;
  thandi: TActor;
  sipho: TActor;
  outsider: TActor;
};

/** A fresh Idempotency-Key. */
export const rotationKey = () => `rotation-${randomUUID()}`;

/**
 * The one set-up the rotation tests start from: before the file's first test, the app and its people, handed
 * to `use` (which keeps what the file's tests read); after its last, the app closed. Returns the calls that
 * set a stokvel and its cycle up, as its admin.
 */
export function prepareRotationApp(use: (world: TRotationWorld) => void) {
  const world = {} as TRotationWorld;
  beforeAll(async () => {
    world.app = await createTestApp();
    world.admin = await createSignedInUser(world.app, { name: 'Lerato Admin' });
    world.coAdmin = await createSignedInUser(world.app, { name: 'Bongani Admin' });
    world.thandi = await createSignedInUser(world.app, { name: 'Thandi Member' });
    world.sipho = await createSignedInUser(world.app, { name: 'Sipho Member' });
    world.outsider = await createSignedInUser(world.app, { name: 'Outsider' });
    use(world);
  });
  afterAll(async () => {
    await world.app.close();
  });

  const call = orgCaller(() => world.app);

  /** A stokvel (or another type) with both admins, Thandi and Sipho. */
  const createStokvel = (type: 'stokvel' | 'burial_society' = 'stokvel') =>
    createOrganization(world.app, {
      adminUserId: world.admin.userId,
      coAdminUserIds: [world.coAdmin.userId],
      memberUserIds: [world.thandi.userId, world.sipho.userId],
      type,
    });

  /** Starts a cycle of R1,000 a month from January 2025, the recipient not paying, for the members given. */
  async function startCycle(orgId: string, input: { memberUserIds: string[] } & Record<string, unknown>) {
    const body = {
      amountCents: 100_000,
      frequency: 'monthly',
      startsOn: '2025-01-01',
      recipientPays: false,
      ...input,
    };
    const view = await readJson<TRotationView>(
      await call(orgId, 'POST', '/rotation/cycles', world.admin, body),
      201,
    );
    return view.cycle as TRotationCycle;
  }

  async function setOrder(orgId: string, cycleId: string, order: string[]) {
    const view = await readJson<TRotationView>(
      await call(orgId, 'PUT', `/rotation/cycles/${cycleId}/order`, world.admin, { memberUserIds: order }),
      200,
    );
    return view.cycle as TRotationCycle;
  }

  /** Records a member's contribution (another admin records an admin's own). */
  async function contribute(orgId: string, userId: string, date: string, amountCents = 100_000) {
    const recorder = userId === world.admin.userId ? world.coAdmin : world.admin;
    const body = { userId, contributionDate: date, amountCents, paymentMethod: 'cash' };
    const response = await call(orgId, 'POST', '/contributions', recorder, body, rotationKey());
    expect(response.status, await response.clone().text()).toBe(201);
  }

  const readCycle = async (orgId: string, actor: TActor) =>
    (await readJson<TRotationView>(await call(orgId, 'GET', '/rotation', actor), 200))
      .cycle as TRotationCycle;

  return { call, createStokvel, startCycle, setOrder, contribute, readCycle };
}
