import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import { readPgErrorCode } from '../../platform/errors';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readJson,
  recordRepayment,
  saveFixedTerms,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import { createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function readMembershipId(world: TLoanWorld, userId: string): Promise<string> {
  const list = await callApi(app, world.admin.cookie, 'GET', `/api/v1/orgs/${world.orgId}/members?limit=100`);
  const members = (list.body as { members: Array<{ id: string; userId: string }> }).members;
  const found = members.find((member) => member.userId === userId);
  if (!found) throw new Error('membership not found');
  return found.id;
}

async function recordContribution(world: TLoanWorld, userId: string, amountCents: number) {
  await readJson(
    await app.request(`/api/v1/orgs/${world.orgId}/contributions`, {
      method: 'POST',
      cookie: world.admin.cookie,
      headers: { 'idempotency-key': randomUUID() },
      json: { userId, contributionDate: today, amountCents, paymentMethod: 'cash' },
    }),
    201,
  );
}

describe('PATCH /orgs/{orgId} is a partial update', () => {
  it('changes only the fields sent; null clears an optional field', async () => {
    const world = await createLoanWorld(app);
    const path = `/api/v1/orgs/${world.orgId}`;
    const full = await callApi(app, world.admin.cookie, 'PATCH', path, {
      name: 'Ubuntu Burial Society',
      description: 'We bury our own',
      organizationType: 'burial_society',
      email: 'treasurer@ubuntu.example',
      phone: '0821234567',
    });
    expect(full.status).toBe(200);

    const renamed = await callApi(app, world.admin.cookie, 'PATCH', path, { name: 'Ubuntu Society' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Ubuntu Society',
      description: 'We bury our own',
      organizationType: 'burial_society',
      email: 'treasurer@ubuntu.example',
      phone: '0821234567',
    });

    const cleared = await callApi(app, world.admin.cookie, 'PATCH', path, { phone: null, description: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      name: 'Ubuntu Society',
      description: null,
      phone: null,
      email: 'treasurer@ubuntu.example',
      organizationType: 'burial_society',
    });

    const nameless = await callApi(app, world.admin.cookie, 'PATCH', path, { name: null });
    expect(nameless.status).toBe(400);

    const empty = await callApi(app, world.admin.cookie, 'PATCH', path, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Nothing to update: send at least one field');
  });

  it('refuses a type without loans while a loan is open, and allows it once there is none', async () => {
    const world = await createLoanWorld(app);
    await saveFixedTerms(world);
    await createActiveLoan(world, world.member, 120_000);
    const path = `/api/v1/orgs/${world.orgId}`;

    const refused = await callApi(app, world.admin.cookie, 'PATCH', path, { organizationType: 'stokvel' });
    expect(refused.status).toBe(409);
    expect(readErrorMessage(refused.body)).toBe(
      'This organization has 1 open loan (Nomsa Member), and a Stokvel cannot have loans: settle or write them off before changing the type',
    );
    const still = await callApi(app, world.admin.cookie, 'GET', path);
    expect(still.body).toMatchObject({ organizationType: 'general' });

    // A type that keeps loans is fine.
    const kept = await callApi(app, world.admin.cookie, 'PATCH', path, { organizationType: 'cooperative' });
    expect(kept.status).toBe(200);

    // Once every loan is repaid, the type may change.
    const other = await createLoanWorld(app);
    const changed = await callApi(app, other.admin.cookie, 'PATCH', `/api/v1/orgs/${other.orgId}`, {
      organizationType: 'stokvel',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ organizationType: 'stokvel' });
  });
});

describe('removing a member who owes or holds money', () => {
  it('refuses while the member owes on a loan, naming the amount', async () => {
    const world = await createLoanWorld(app);
    await saveFixedTerms(world);
    const loan = await createActiveLoan(world, world.member, 120_000);
    const membershipId = await readMembershipId(world, world.member.userId);

    const refused = await callApi(
      app,
      world.admin.cookie,
      'DELETE',
      `/api/v1/orgs/${world.orgId}/members/${membershipId}`,
    );
    expect(refused.status).toBe(409);
    const owed = loan.totalRepayableCents;
    expect(readErrorMessage(refused.body)).toBe(
      `Nomsa Member owes ${formatCents(owed)} on a loan: settle or write it off before removing them`,
    );
    // Still a member, the loan still listed.
    expect(await readMembershipId(world, world.member.userId)).toBe(membershipId);
    const loans = await callLoans(world, 'GET', '/loans', world.admin);
    expect(JSON.stringify(await loans.json())).toContain(loan.id);

    // Repaid in full, the loan no longer stands in the way of removal (savings aside: none here).
    expect((await recordRepayment(world, loan.id, owed, randomUUID())).status).toBe(201);
    const removed = await callApi(
      app,
      world.admin.cookie,
      'DELETE',
      `/api/v1/orgs/${world.orgId}/members/${membershipId}`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
  });

  it('refuses while the member holds savings, naming the amount', async () => {
    const world = await createLoanWorld(app);
    await recordContribution(world, world.otherMember.userId, 300_000);
    const membershipId = await readMembershipId(world, world.otherMember.userId);
    const refused = await callApi(
      app,
      world.admin.cookie,
      'DELETE',
      `/api/v1/orgs/${world.orgId}/members/${membershipId}`,
    );
    expect(refused.status).toBe(409);
    expect(readErrorMessage(refused.body)).toBe(
      `Bongani Member holds ${formatCents(300_000)} in savings: pay it out before removing them`,
    );
  });

  it('removes a member who neither owes nor holds money', async () => {
    const world = await createLoanWorld(app);
    const membershipId = await readMembershipId(world, world.otherMember.userId);
    const removed = await callApi(
      app,
      world.admin.cookie,
      'DELETE',
      `/api/v1/orgs/${world.orgId}/members/${membershipId}`,
    );
    expect(removed.status).toBeLessThan(300);
  });

  it('keeps a former member’s history readable to admins after they are removed', async () => {
    const world = await createLoanWorld(app);
    await recordContribution(world, world.otherMember.userId, 100_000);
    const paidOut = await callApi(
      app,
      world.admin.cookie,
      'POST',
      `/api/v1/orgs/${world.orgId}/transactions`,
      {
        kind: 'payout',
        description: 'Savings paid out on leaving',
        amountCents: 100_000,
        transactionDate: today,
        memberUserId: world.otherMember.userId,
      },
    );
    expect(paidOut.status).toBe(201);
    const membershipId = await readMembershipId(world, world.otherMember.userId);
    const removed = await callApi(
      app,
      world.admin.cookie,
      'DELETE',
      `/api/v1/orgs/${world.orgId}/members/${membershipId}`,
    );
    expect(removed.status).toBeLessThan(300);

    const statement = await callApi(
      app,
      world.admin.cookie,
      'GET',
      `/api/v1/orgs/${world.orgId}/ledger/statement?memberId=${world.otherMember.userId}&from=${today}&to=${today}`,
    );
    expect(statement.status).toBe(200);
    const movements = (statement.body as { movements: Array<{ amountCents: number }> }).movements;
    expect(movements.map((movement) => movement.amountCents)).toContain(100_000);
    const contributions = await callApi(
      app,
      world.admin.cookie,
      'GET',
      `/api/v1/orgs/${world.orgId}/contributions?userId=${world.otherMember.userId}`,
    );
    expect((contributions.body as { total: number }).total).toBe(1);
  });
});

describe('money columns cannot be changed by SQL', () => {
  it('refuses a direct change of an account balance or of a money record amount; the journal still moves balances', async () => {
    const world = await createLoanWorld(app);
    await saveFixedTerms(world);
    await recordContribution(world, world.otherMember.userId, 200_000);
    const loan = await createActiveLoan(world, world.member, 100_000);
    const db = app.database.db;
    const attempts = [
      sql`update ledger_accounts set balance_cents = balance_cents + 100 where organization_id = ${world.orgId}::uuid and code = 'cash'`,
      sql`update contributions set amount_cents = 1 where organization_id = ${world.orgId}::uuid`,
      sql`update loans set amount_cents = 1 where id = ${loan.id}::uuid`,
      sql`update loans set total_repayable_cents = 1 where id = ${loan.id}::uuid`,
    ];
    for (const attempt of attempts) {
      const failure = await db.execute(attempt).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure, String(attempt.queryChunks[0])).toBeInstanceOf(Error);
      expect(readPgErrorCode(failure)).toBe('23001');
    }
    expect((await recordRepayment(world, loan.id, 10_000, randomUUID())).status).toBe(201);
    const repaymentChange = await db
      .execute(sql`update loan_repayments set amount_cents = 1 where loan_id = ${loan.id}::uuid`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(readPgErrorCode(repaymentChange)).toBe('23001');

    // The balance still follows the journal.
    const cash = await db.execute(
      sql`select balance_cents from ledger_accounts where organization_id = ${world.orgId}::uuid and code = 'cash'`,
    );
    const rows = (cash as unknown as { rows: Array<{ balance_cents: string | number }> }).rows;
    const lines = await db.execute(
      sql`select coalesce(sum(l.amount_cents), 0) as total from journal_lines l
          join ledger_accounts a on a.id = l.account_id
          where a.organization_id = ${world.orgId}::uuid and a.code = 'cash'`,
    );
    const total = (lines as unknown as { rows: Array<{ total: string | number }> }).rows[0]?.total;
    expect(Number(rows[0]?.balance_cents)).toBe(Number(total));
    expect(Number(total)).toBeGreaterThan(0);
  });
});
