import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TShareOut } from '../../../shared/contracts/share-outs';
import type { TGroupRules } from '../../../shared/group-rules/rule-types';
import { NO_SAVINGS_REASON } from '../../../shared/share-out/share-out-types';
import { organizations, userOrganizations } from '../../db/schema';
import { createGroupWorld, type TGroupWorld } from '../../testing/fixtures/group-world';
import { callLoans, readJson } from '../../testing/fixtures/loans';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { postJournalEntry } from '../ledger/ledger.service';

/**
 * Finding 6 of the December probe: an equal share-out paid R900 (R2 700 of income over three) to a member
 * who saved nothing in the cycle. By default the income is shared among the members who saved, and the
 * table names who is left out and why; a group whose rule gives every member an equal part says so in a
 * versioned rule.
 */
let app: TTestApp;
let world: TGroupWorld;
const CYCLE = { startsOn: '2025-01-01', endsOn: '2025-12-31' };

const RULES: TGroupRules = {
  amount: { defaultCents: 30_000, perPlanCents: {}, perMemberCents: {} },
  frequency: 'monthly',
  dueDay: 1,
  graceDays: 7,
  fine: { kind: 'fixed', amountCents: 5_000 },
  joiningFee: { amountCents: 0, instalments: 1 },
  paymentOrder: 'fines_first',
  reminders: { daysBefore: null, daysAfter: null },
  shareOut: { rule: 'equal_less_fines', sharePriceCents: null },
  savings: { model: 'contributions' },
};

async function setRules(effectiveFrom: string, rules: TGroupRules) {
  await readJson(
    await callLoans(world, 'POST', '/rules', world.admin, { json: { effectiveFrom, rules } }),
    201,
  );
}

const preview = async () =>
  readJson<TShareOut>(
    await callLoans(
      world,
      'GET',
      `/share-outs/preview?startsOn=${CYCLE.startsOn}&endsOn=${CYCLE.endsOn}`,
      world.member,
    ),
    200,
  );

const lineOf = (shareOut: TShareOut, userId: string) => shareOut.lines.find((line) => line.userId === userId);

beforeAll(async () => {
  app = await createTestApp();
  world = await createGroupWorld(app, {
    admin: 'Lerato Admin',
    member: 'Nomsa Member',
    otherMember: 'Bongani Member',
  });
  // Founded and joined in 2024, so the 2025 rules and books can be dated.
  await app.database.db
    .update(organizations)
    .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
    .where(eq(organizations.id, world.orgId));
  await app.database.db
    .update(userOrganizations)
    .set({ joinedAt: new Date('2024-01-01T10:00:00Z') })
    .where(eq(userOrganizations.organizationId, world.orgId));
  await setRules('2025-01-01', RULES);
  // Nomsa and Bongani saved; Lerato, the admin, saved nothing in 2025. R2 700 of interest came in.
  for (const [userId, amountCents] of [
    [world.member.userId, 100_000],
    [world.otherMember.userId, 300_000],
  ] as const) {
    await readJson(
      await callLoans(world, 'POST', '/contributions', world.admin, {
        json: { userId, contributionDate: '2025-03-01', amountCents, paymentMethod: 'eft' },
      }),
      201,
    );
  }
  await postJournalEntry(app.database.db, {
    organizationId: world.orgId,
    entryDate: '2025-06-30',
    description: 'Interest earned',
    transactionType: 'other',
    lines: [
      { account: 'cash', amountCents: 270_000 },
      { account: 'interest_income', amountCents: -270_000 },
    ],
    createdBy: null,
    sourceType: 'manual',
  });
});

afterAll(async () => {
  await app.close();
});

describe('equal shares and members who saved nothing', () => {
  it('leaves out the member who saved nothing, and says why', async () => {
    const shareOut = await preview();
    expect(lineOf(shareOut, world.admin.userId)).toMatchObject({
      paidInCents: 0,
      incomeShareCents: 0,
      netPayoutCents: 0,
      leftOutReason: NO_SAVINGS_REASON,
    });
    for (const saver of [world.member, world.otherMember]) {
      expect(lineOf(shareOut, saver.userId)).toMatchObject({
        incomeShareCents: 135_000,
        leftOutReason: null,
      });
    }
  });

  it('gives every member an equal part once the group’s rule says so, from the version in force', async () => {
    await setRules('2025-06-01', { ...RULES, shareOut: { ...RULES.shareOut, nonSavers: 'equal_share' } });
    const shareOut = await preview();
    expect(shareOut.lines.map((line) => line.incomeShareCents)).toEqual([90_000, 90_000, 90_000]);
    expect(shareOut.lines.every((line) => line.leftOutReason === null)).toBe(true);
  });
});
