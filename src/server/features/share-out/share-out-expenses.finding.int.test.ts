import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import { formatCents } from '../../../shared/money';
import { userOrganizations } from '../../db/schema';
import { createGroupWorld, type TGroupWorld } from '../../testing/fixtures/group-world';
import { callLoans, readBalances, readError, readJson } from '../../testing/fixtures/loans';
import { createSignedInUser, createTestApp, type TActor, type TTestApp } from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';

/**
 * Finding 3 of the December probe: Vuka's share-out paid out R504.49 more than the cash, exactly its bank
 * charges, and the second admin's approval then failed with "Not enough cash". The pot is what the group
 * really has: savings plus income less what it spent in the cycle, and a table the cash cannot pay is never
 * proposed.
 */
let app: TTestApp;
const key = () => `k-${randomUUID()}`;
const CYCLE = { startsOn: '2025-01-01', endsOn: '2025-12-31' };

type TWorld = TGroupWorld & { secondAdmin: TActor };

/** Nomsa saved R1 000 and Bongani R3 000 in 2025; R400 of interest came in. Nothing else is in the bank. */
async function createWorld(): Promise<TWorld> {
  const world = await createGroupWorld(app, {
    admin: 'Lerato Admin',
    member: 'Nomsa Member',
    otherMember: 'Bongani Member',
  });
  const secondAdmin = await createSignedInUser(app, { name: 'Kagiso Second Admin' });
  await app.database.db
    .insert(userOrganizations)
    .values({ organizationId: world.orgId, userId: secondAdmin.userId, role: 'admin' });
  for (const [actor, amountCents, contributionDate] of [
    [world.member, 100_000, '2025-02-01'],
    [world.otherMember, 300_000, '2025-03-01'],
  ] as const) {
    await readJson(
      await callLoans(world, 'POST', '/contributions', world.admin, {
        json: { userId: actor.userId, contributionDate, amountCents, paymentMethod: 'eft' },
      }),
      201,
    );
  }
  await post(world, '2025-06-30', 'Interest earned', [
    { account: 'cash', amountCents: 40_000 },
    { account: 'interest_income', amountCents: -40_000 },
  ]);
  return { ...world, secondAdmin };
}

function post(
  world: TGroupWorld,
  entryDate: string,
  description: string,
  lines: { account: 'cash' | 'interest_income' | 'expenses' | 'payouts'; amountCents: number }[],
) {
  return postJournalEntry(app.database.db, {
    organizationId: world.orgId,
    entryDate,
    description,
    transactionType: 'other',
    lines,
    createdBy: null,
    sourceType: 'manual',
  });
}

const cashOf = async (world: TGroupWorld) => (await readBalances(app, world.orgId)).get('cash') ?? 0;
const lineOf = (shareOut: TShareOut, userId: string) => shareOut.lines.find((line) => line.userId === userId);

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('a share-out after the year’s bank charges', () => {
  let world: TWorld;
  beforeAll(async () => {
    world = await createWorld();
    // R504.49 of bank charges in the cycle: the cash is R4 400 - R504.49 = R3 895.51.
    await post(world, '2025-11-30', 'Bank charges for 2025', [
      { account: 'expenses', amountCents: 50_449 },
      { account: 'cash', amountCents: -50_449 },
    ]);
  });

  it('shows a pot of savings plus income less expenses, and shares the net income by the rule', async () => {
    const preview = await readJson<TShareOut>(
      await callLoans(
        world,
        'GET',
        `/share-outs/preview?startsOn=${CYCLE.startsOn}&endsOn=${CYCLE.endsOn}`,
        world.member,
      ),
      200,
    );
    expect(preview.pot).toMatchObject({
      savingsCents: 400_000,
      interestCents: 40_000,
      expensesCents: 50_449,
    });
    expect(preview.totalCents).toBe(389_551);
    expect(preview.totalCents).toBe(await cashOf(world));
    // The net income, R400 - R504.49 = -R104.49, comes off the savings 1:3.
    expect(lineOf(preview, world.member.userId)).toMatchObject({ paidInCents: 100_000, grossCents: 97_388 });
    expect(lineOf(preview, world.otherMember.userId)).toMatchObject({
      paidInCents: 300_000,
      grossCents: 292_163,
    });
    expect(preview.totals.netPayoutCents).toBe(389_551);
  });

  it('is posted when the second admin approves it, and leaves the cash at nothing', async () => {
    const proposed = await readJson<TShareOut>(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      201,
    );
    const held = await readJson<TApproval>(
      await callLoans(world, 'POST', `/share-outs/${proposed.id}/post`, world.admin, { key: key() }),
      202,
    );
    const approved = await readJson<TApproval>(
      await callLoans(world, 'POST', `/approvals/${held.id}/approve`, world.secondAdmin, { key: key() }),
      200,
    );
    expect(approved.status).toBe('approved');
    expect(await cashOf(world)).toBe(0);
  });
});

describe('a share-out the cash cannot pay', () => {
  it('is refused when proposed, naming what it pays and what the group holds', async () => {
    const world = await createWorld();
    // Cash that left the group outside the expenses (a payout in the cycle): R600 less in the bank.
    await post(world, '2025-08-01', 'Payout to a member', [
      { account: 'payouts', amountCents: 60_000 },
      { account: 'cash', amountCents: -60_000 },
    ]);
    const refused = await readError(
      await callLoans(world, 'POST', '/share-outs', world.admin, { json: CYCLE }),
      409,
    );
    expect(refused.message).toBe(
      `This share-out pays out ${formatCents(440_000)} but the group holds ${formatCents(380_000)} in cash`,
    );
  });
});
