import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TMemberList } from '../../../shared/contracts/members';
import { monthlyRules } from '../../../shared/group-rules/rule-fixtures';
import { ALL_TIME, userOrganizations } from '../../db/schema';
import {
  callLoans,
  createActiveLoan,
  prepareLoanWorld,
  readJson,
  recordRepayment,
  today,
} from '../../testing/fixtures/loans';
import { createSignedInUser, type TActor } from '../../testing/test-app';
import { readExpectedThisMonth } from '../figures/expected-contributions';

const AMOUNT_CENTS = 30_000;
const rulesWith = (defaultCents: number) =>
  monthlyRules({ amount: { defaultCents, perPlanCents: {}, perMemberCents: {} } });

/** Members who joined long ago, under rules in force for months: every one owes a period due this month. */
const world = prepareLoanWorld({ limitCents: 5_000_000, ratePercent: 12, maxTermMonths: 12 }, async (w) => {
  await backdateMembership(w.orgId);
  await readJson(
    await callLoans(w, 'POST', '/rules', w.admin, {
      json: { effectiveFrom: monthsBefore(today, 5), rules: rulesWith(AMOUNT_CENTS) },
    }),
    201,
  );
});

/** The first day of the month `count` months before the one `date` is in. */
function monthsBefore(date: string, count: number): string {
  const day = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - count);
  return day.toISOString().slice(0, 10);
}

async function backdateMembership(orgId: string, userId?: string) {
  await world.app.database.db
    .update(userOrganizations)
    .set({ joinedAt: new Date('2024-01-01T10:00:00Z') })
    .where(
      and(
        eq(userOrganizations.organizationId, orgId),
        userId ? eq(userOrganizations.userId, userId) : undefined,
      ),
    );
}

const summaryFor = async (actor: TActor) =>
  readJson<TDashboardSummary>(await callLoans(world, 'GET', '/dashboard/summary', actor));

/**
 * The actor's summary before and after `write`. Before, it is asked for twice and must be the same both
 * times, so the answer after the write is the one kept unless the write moved the figures version.
 */
async function acrossWrite(actor: TActor, write: () => Promise<unknown>) {
  const before = await summaryFor(actor);
  expect(await summaryFor(actor)).toEqual(before);
  await write();
  return { before, after: await summaryFor(actor) };
}

async function recordContribution(userId: string, amountCents: number) {
  return readJson<TContribution>(
    await callLoans(world, 'POST', '/contributions', world.admin, {
      json: { userId, contributionDate: today, amountCents, paymentMethod: 'cash' },
    }),
    201,
  );
}

/** The figures without any kept answer: what the summary must say. */
const readFreshExpected = () => readExpectedThisMonth(world.app.database.db, world.orgId);

describe('the dashboard summary kept between requests', () => {
  it('is served again without reading the figures while the version stands, and read again when it moves', async () => {
    const db = world.app.database.db;
    const before = await summaryFor(world.admin);
    // A change made with triggers off (as a replica applies it) moves no version: the kept answer is served.
    const changeUnseen = (cents: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const changed = await tx.execute(sql`update cash_flow_summaries set net_cents = net_cents + ${cents}
          where organization_id = ${world.orgId} and month = ${ALL_TIME} and transaction_type = 'other'
          returning 1 as changed`);
        expect((changed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      });
    const moveVersion = () =>
      db.execute(sql`update organization_figure_versions set version = version + 1
        where organization_id = ${world.orgId}`);
    await changeUnseen(1);
    try {
      expect(await summaryFor(world.admin)).toEqual(before);
      await moveVersion();
      const moved = await summaryFor(world.admin);
      expect(moved.balanceBreakdown.otherCents).toBe(before.balanceBreakdown.otherCents + 1);
    } finally {
      await changeUnseen(-1);
      await moveVersion();
    }
    expect(await summaryFor(world.admin)).toEqual(before);
  });

  it('shows a recorded contribution at once, to admins and in the member’s own figures', async () => {
    const { before, after } = await acrossWrite(world.admin, () =>
      recordContribution(world.otherMember.userId, 12_300),
    );
    expect(after.totalContributionsCents).toBe(before.totalContributionsCents + 12_300);
    expect(after.totalBalanceCents).toBe(before.totalBalanceCents + 12_300);
    expect(after.recentTransactions[0]?.amountCents).toBe(12_300);

    const own = await acrossWrite(world.member, () => recordContribution(world.member.userId, 4_500));
    expect(own.after.member?.paidInCents).toBe(Number(own.before.member?.paidInCents) + 4_500);
    expect(own.after.member?.thisMonthCents).toBe(Number(own.before.member?.thisMonthCents) + 4_500);
  });

  it('shows a member’s own submitted payment once it is confirmed', async () => {
    const submitted = await readJson<TContribution>(
      await callLoans(world, 'POST', '/contributions/submit', world.member, {
        json: {
          contributionDate: today,
          amountCents: 7_700,
          paymentMethod: 'eft',
          referenceNumber: 'EFT-7700',
        },
      }),
      201,
    );
    const { before, after } = await acrossWrite(world.member, async () =>
      readJson(await callLoans(world, 'POST', `/contributions/${submitted.id}/confirm`, world.admin), 200),
    );
    expect(after.member?.paidInCents).toBe(Number(before.member?.paidInCents) + 7_700);
    expect(after.totalContributionsCents).toBe(before.totalContributionsCents + 7_700);
  });

  it('shows a reversal at once', async () => {
    const contribution = await recordContribution(world.otherMember.userId, 2_000);
    const { before, after } = await acrossWrite(world.admin, async () =>
      readJson(
        await callLoans(world, 'POST', `/contributions/${contribution.id}/reverse`, world.admin, {
          json: { reason: 'Recorded twice' },
        }),
        200,
      ),
    );
    expect(after.totalContributionsCents).toBe(before.totalContributionsCents - 2_000);
    expect(after.recentTransactions[0]).toMatchObject({ amountCents: -2_000, isReversal: true });
  });

  it('shows a loan paid out and a repayment at once, in the borrower’s own figures too', async () => {
    let loanId = '';
    const paidOut = await acrossWrite(world.admin, async () => {
      loanId = (await createActiveLoan(world, world.member, 60_000)).id;
    });
    expect(paidOut.after.activeLoansCents).toBe(paidOut.before.activeLoansCents + 60_000);
    expect(paidOut.after.activeLoanCount).toBe(paidOut.before.activeLoanCount + 1);
    expect(paidOut.after.totalBalanceCents).toBe(paidOut.before.totalBalanceCents - 60_000);

    const repaid = await acrossWrite(world.member, async () =>
      readJson(await recordRepayment(world, loanId, 15_000), 201),
    );
    const { before, after } = repaid;
    expect(after.member?.owedCents).toBe(Number(before.member?.owedCents) - 15_000);
    expect(after.member?.loanOutstandingCents).toBeLessThan(Number(before.member?.loanOutstandingCents));
    expect(after.totalBalanceCents).toBe(before.totalBalanceCents + 15_000);

    // Defaulting posts nothing to the book: only the loan and its summary change.
    const defaulted = await acrossWrite(world.admin, async () =>
      readJson(
        await callLoans(world, 'POST', `/loans/${loanId}/default`, world.admin, {
          json: { reason: 'Stopped paying' },
        }),
        200,
      ),
    );
    expect(defaulted.after.defaultedLoanCount).toBe(defaulted.before.defaultedLoanCount + 1);
    expect(defaulted.after.activeLoanCount).toBe(defaulted.before.activeLoanCount - 1);
    expect(defaulted.after.totalBalanceCents).toBe(defaulted.before.totalBalanceCents);
  });

  it('counts a member who joins and stops counting one who leaves in the expected figure', async () => {
    const newcomer = await createSignedInUser(world.app, { name: 'Naledi Newcomer' });
    const asked = await readJson<{ joinRequest: { id: string } }>(
      await world.app.request(`/api/v1/organizations/${world.orgId}/join-requests`, {
        method: 'POST',
        cookie: newcomer.cookie,
        json: {},
      }),
    );
    const joined = await acrossWrite(world.admin, async () =>
      readJson(
        await callLoans(world, 'POST', `/join-requests/${asked.joinRequest.id}/approve`, world.admin),
        200,
      ),
    );
    expect(joined.after.expectedThisMonthCents).toBe(await readFreshExpected());
    // The membership as it stands in the group's own records: joined long ago, so a period falls due now.
    const recorded = await acrossWrite(world.admin, () => backdateMembership(world.orgId, newcomer.userId));
    expect(recorded.after.expectedThisMonthCents).toBe(
      Number(recorded.before.expectedThisMonthCents) + AMOUNT_CENTS,
    );

    const list = await readJson<TMemberList>(
      await callLoans(world, 'GET', '/members?limit=100', world.admin),
    );
    const membership = list.members.find((member) => member.userId === newcomer.userId);
    const left = await acrossWrite(world.admin, async () => {
      const response = await world.app.request(`/api/v1/orgs/${world.orgId}/members/${membership?.id}`, {
        method: 'DELETE',
        cookie: world.admin.cookie,
      });
      expect(response.status).toBe(204);
    });
    expect(left.after.expectedThisMonthCents).toBe(Number(left.before.expectedThisMonthCents) - AMOUNT_CENTS);
    expect(left.after.expectedThisMonthCents).toBe(await readFreshExpected());
  });

  it('uses a new version of the group’s rules at once', async () => {
    const { before, after } = await acrossWrite(world.member, async () =>
      readJson(
        await callLoans(world, 'POST', '/rules', world.admin, {
          json: { effectiveFrom: monthsBefore(today, 2), rules: rulesWith(AMOUNT_CENTS + 10_000) },
        }),
        201,
      ),
    );
    expect(after.expectedThisMonthCents).not.toBe(before.expectedThisMonthCents);
    expect(after.expectedThisMonthCents).toBe(await readFreshExpected());
  });

  it('answers the same twice in a row for everyone, and keeps each member’s own figures apart', async () => {
    const [admin, member, otherMember, staff] = [
      await summaryFor(world.admin),
      await summaryFor(world.member),
      await summaryFor(world.otherMember),
      await summaryFor(world.staff),
    ];
    expect(await summaryFor(world.admin)).toEqual(admin);
    expect(await summaryFor(world.member)).toEqual(member);
    expect(await summaryFor(world.otherMember)).toEqual(otherMember);
    expect(await summaryFor(world.staff)).toEqual(staff);
    // Platform staff read the group's figures, as its admins do.
    expect(staff).toEqual(admin);
    expect(member.member?.paidInCents).not.toBe(otherMember.member?.paidInCents);
    expect(admin.member).toBeNull();
  });
});
