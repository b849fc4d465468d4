import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type {
  TContribution,
  TContributionStats,
  TContributionStatus,
} from '../../../shared/contracts/contributions';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TActor,
  type TTestApp,
} from '../../testing/test-app';
import { listAccountBalances, sumLinesByAccount } from '../ledger/ledger.repository';

type TCommand =
  | { kind: 'record'; member: number; amountCents: number; key: string | null }
  | { kind: 'submit'; member: number; amountCents: number }
  | { kind: 'decide'; pick: number; to: 'confirm' | 'fail' | 'reverse' }
  | { kind: 'retry' };

const ALLOWED: Record<
  TContributionStatus,
  Partial<Record<'confirm' | 'fail' | 'reverse', TContributionStatus>>
> = {
  pending: { confirm: 'completed', fail: 'failed' },
  completed: { reverse: 'reversed' },
  failed: {},
  reversed: {},
};

let app: TTestApp;
let admin: TActor;
let members: TActor[];
const today = getTodayIso();

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  members = [await createSignedInUser(app), await createSignedInUser(app)];
});

afterAll(async () => {
  await app.close();
});

const commandArb: fc.Arbitrary<TCommand> = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    member: fc.integer({ min: 0, max: 1 }),
    amountCents: fc.integer({ min: 1, max: 5_000_000 }),
    key: fc.option(fc.uuid(), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('submit' as const),
    member: fc.integer({ min: 0, max: 1 }),
    amountCents: fc.integer({ min: 1, max: 5_000_000 }),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    to: fc.constantFrom('confirm' as const, 'fail' as const, 'reverse' as const),
  }),
  fc.constant({ kind: 'retry' as const }),
);

async function runSequence(commands: TCommand[]) {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: members.map((m) => m.userId),
  });
  const call = (path: string, actor: TActor, json: unknown, key?: string | null) =>
    app.request(`/api/v1/orgs/${orgId}${path}`, {
      method: 'POST',
      cookie: actor.cookie,
      json,
      ...(key ? { headers: { 'idempotency-key': `k-${key}` } } : {}),
    });
  const model = new Map<string, { userId: string; amountCents: number; status: TContributionStatus }>();
  let lastKeyed: { body: unknown; key: string; id: string } | null = null;

  for (const command of commands) {
    if (command.kind === 'record' || command.kind === 'submit') {
      const member = members[command.member] as TActor;
      const body = {
        userId: member.userId,
        contributionDate: today,
        amountCents: command.amountCents,
        paymentMethod: 'eft',
        referenceNumber: 'R-1',
      };
      const response =
        command.kind === 'record'
          ? await call('/contributions', admin, body, command.key)
          : await call('/contributions/submit', member, body);
      expect(response.status).toBe(201);
      const created = (await response.json()) as TContribution;
      model.set(created.id, {
        userId: member.userId,
        amountCents: command.amountCents,
        status: created.status,
      });
      if (command.kind === 'record' && command.key) lastKeyed = { body, key: command.key, id: created.id };
    } else if (command.kind === 'retry') {
      if (!lastKeyed) continue;
      const response = await call('/contributions', admin, lastKeyed.body, lastKeyed.key);
      expect(((await response.json()) as TContribution).id).toBe(lastKeyed.id);
    } else {
      const ids = [...model.keys()];
      if (ids.length === 0) continue;
      const id = ids[command.pick % ids.length] as string;
      const current = model.get(id);
      if (!current) continue;
      const response = await call(
        `/contributions/${id}/${command.to}`,
        admin,
        command.to === 'reverse' ? { reason: 'property test' } : {},
      );
      const next = ALLOWED[current.status][command.to];
      expect(response.status).toBe(next ? 200 : 409);
      if (next) current.status = next;
    }
  }
  return { orgId, model };
}

async function assertInvariants(
  orgId: string,
  model: Map<string, { userId: string; amountCents: number; status: TContributionStatus }>,
) {
  const sums = await sumLinesByAccount(app.database.db, orgId);
  const balances = await listAccountBalances(app.database.db, orgId);
  // The ledger balances, and maintained balances equal the sum of lines.
  expect([...sums.values()].reduce((total, value) => total + value, 0)).toBe(0);
  for (const account of balances) expect(account.balanceCents).toBe(sums.get(account.code));
  // Member funds and the stat cards equal the model's completed contributions.
  const completed = [...model.values()].filter((entry) => entry.status === 'completed');
  const total = completed.reduce((sum, entry) => sum + entry.amountCents, 0);
  expect(0 - (sums.get('member_funds') ?? 0)).toBe(total);
  const stats = (await (
    await app.request(`/api/v1/orgs/${orgId}/contributions/stats`, { cookie: admin.cookie })
  ).json()) as TContributionStats;
  expect(stats).toEqual({
    scope: 'organization',
    totalCents: total,
    thisMonthCents: total,
    count: completed.length,
    averageCents: completed.length ? Math.round(total / completed.length) : 0,
  });
  for (const member of members) {
    const own = completed
      .filter((entry) => entry.userId === member.userId)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    const mine = (await (
      await app.request(`/api/v1/orgs/${orgId}/contributions/stats`, { cookie: member.cookie })
    ).json()) as TContributionStats;
    expect(mine.totalCents).toBe(own);
  }
}

describe('the master book under random sequences of money operations', () => {
  it('always balances and agrees with a simple model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 14 }), async (commands) => {
        const { orgId, model } = await runSequence(commands);
        await assertInvariants(orgId, model);
      }),
      { numRuns: 25, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647) },
    );
  }, 240_000);
});
