import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getTodayIso } from '../../../shared/calendar';
import type { TLoan } from '../../../shared/contracts/loans';
import { auditLog, journalEntries, loanRepayments, loanSummaries, loans } from '../../db/schema';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, type TTestApp } from '../../testing/test-app';
import { listAccountBalances, sumLinesByAccount } from '../ledger/ledger.repository';

export type TActor = { userId: string; cookie: string };
export type TLoanWorld = {
  app: TTestApp;
  orgId: string;
  admin: TActor;
  member: TActor;
  otherMember: TActor;
  outsiderAdmin: TActor;
  staff: TActor;
};

export const today = getTodayIso();

/** A funded organization (general) with an admin, two members, platform staff, and an admin of another one. */
export async function createLoanWorld(app: TTestApp): Promise<TLoanWorld> {
  const admin = await createSignedInUser(app, { name: 'Thandi Admin' });
  const member = await createSignedInUser(app, { name: 'Nomsa Member' });
  const otherMember = await createSignedInUser(app, { name: 'Bongani Member' });
  const outsiderAdmin = await createSignedInUser(app);
  const staff = await createSignedInUser(app, { platformRole: 'site_admin' });
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [member.userId, otherMember.userId],
  });
  await createOrganization(app, { adminUserId: outsiderAdmin.userId });
  // R1 000 000 in the bank, so loans can be paid out.
  await fundOrganization(app, orgId, 100_000_000);
  return { app, orgId, admin, member, otherMember, outsiderAdmin, staff };
}

/** Calls `/api/v1/orgs/<orgId><path>` as the actor (or anonymously); JSON bodies carry our Origin. */
export function callLoans(
  world: Pick<TLoanWorld, 'app' | 'orgId'>,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  actor: TActor | null,
  /** `key`: the Idempotency-Key to send; a fresh one when absent, none at all when null. */
  options: { json?: unknown; key?: string | null } = {},
) {
  return world.app.request(`/api/v1/orgs/${world.orgId}${path}`, {
    method,
    ...(actor ? { cookie: actor.cookie } : {}),
    ...(options.json !== undefined ? { json: options.json } : method === 'GET' ? {} : { json: {} }),
    ...(options.key !== undefined ? { idempotencyKey: options.key } : {}),
  });
}

export async function readJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function readError(response: Response, status: number) {
  return (await readJson<{ error: { code: string; message: string } }>(response, status)).error;
}

/** Saves terms with a fixed limit, so requests do not depend on contributions. */
export async function saveFixedTerms(
  world: TLoanWorld,
  amountCents = 5_000_000,
  rate = 12.5,
  maxTermMonths = 12,
) {
  await readJson(
    await callLoans(world, 'PUT', '/loans/terms', world.admin, {
      json: { interestRatePercent: rate, maxTermMonths, limit: { kind: 'fixed', amountCents } },
    }),
    200,
  );
}

export async function requestLoan(world: TLoanWorld, actor: TActor, amountCents: number, termMonths = 3) {
  return readJson<TLoan>(
    await callLoans(world, 'POST', '/loans', actor, {
      json: { amountCents, termMonths, purpose: 'School fees for my daughter' },
    }),
    201,
  );
}

/** A loan requested by the borrower, approved and disbursed today by the admin. */
export async function createActiveLoan(
  world: TLoanWorld,
  borrower: TActor,
  amountCents: number,
  termMonths = 3,
) {
  const loan = await requestLoan(world, borrower, amountCents, termMonths);
  await readJson(await callLoans(world, 'POST', `/loans/${loan.id}/approve`, world.admin), 200);
  return readJson<TLoan>(
    await callLoans(world, 'POST', `/loans/${loan.id}/disburse`, world.admin, {
      json: { disbursedOn: today },
    }),
    200,
  );
}

/** Records a repayment as the admin; retries with the same key send the very same request. */
export async function recordRepayment(world: TLoanWorld, loanId: string, amountCents: number, key?: string) {
  const referenceNumber = `EFT-${(key ?? randomUUID()).slice(-6)}`;
  return callLoans(world, 'POST', `/loans/${loanId}/repayments`, world.admin, {
    json: { repaymentDate: today, amountCents, referenceNumber },
    ...(key ? { key } : {}),
  });
}

/** Rows written for the organization: loans, repayments, journal entries and audit rows. */
export async function countWrites(app: TTestApp, orgId: string) {
  const db = app.database.db;
  const [l] = await db.select({ n: count() }).from(loans).where(eq(loans.organizationId, orgId));
  const [r] = await db
    .select({ n: count() })
    .from(loanRepayments)
    .where(eq(loanRepayments.organizationId, orgId));
  const [e] = await db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.organizationId, orgId));
  const [a] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.organizationId, orgId));
  return { loans: Number(l?.n), repayments: Number(r?.n), entries: Number(e?.n), audits: Number(a?.n) };
}

/** Account balances as the database maintains them. */
export async function readBalances(app: TTestApp, orgId: string) {
  return new Map(
    (await listAccountBalances(app.database.db, orgId)).map((row) => [row.code, row.balanceCents]),
  );
}

/** The ledger balances (lines sum to zero) and every maintained balance equals the sum of its lines. */
export async function expectLedgerBalanced(app: TTestApp, orgId: string) {
  const sums = await sumLinesByAccount(app.database.db, orgId);
  expect([...sums.values()].reduce((total, value) => total + value, 0)).toBe(0);
  for (const account of await listAccountBalances(app.database.db, orgId)) {
    expect(account.balanceCents, account.code).toBe(sums.get(account.code));
  }
  return sums;
}

/** The maintained loan summaries equal a direct aggregate of the loans and repayments, per member and overall. */
export async function expectSummariesMatch(app: TTestApp, orgId: string) {
  const db = app.database.db;
  const principalRepaid = sql`coalesce((select sum(r.principal_cents) from ${loanRepayments} r
    where r.organization_id = ${loans.organizationId} and r.loan_id = ${loans.id} and r.status = 'completed'), 0)`;
  const direct = await db
    .select({
      userId: loans.userId,
      disbursedCents: sql<string>`coalesce(sum(${loans.amountCents}) filter (where ${loans.status} in ('active','paid','defaulted')), 0)`,
      activeCount: sql<string>`count(*) filter (where ${loans.status} = 'active')`,
      activeCents: sql<string>`coalesce(sum(${loans.amountCents}) filter (where ${loans.status} = 'active'), 0)`,
      defaultedCount: sql<string>`count(*) filter (where ${loans.status} = 'defaulted')`,
      activeOutstandingCents: sql<string>`coalesce(sum(${loans.amountCents} - ${principalRepaid}) filter (where ${loans.status} = 'active'), 0)`,
      defaultedOutstandingCents: sql<string>`coalesce(sum(${loans.amountCents} - ${principalRepaid}) filter (where ${loans.status} = 'defaulted' and ${loans.writtenOffOn} is null), 0)`,
    })
    .from(loans)
    .where(eq(loans.organizationId, orgId))
    .groupBy(loans.userId);
  const repaid = await db
    .select({ userId: loanRepayments.userId, total: sql<string>`sum(${loanRepayments.amountCents})` })
    .from(loanRepayments)
    .where(and(eq(loanRepayments.organizationId, orgId), eq(loanRepayments.status, 'completed')))
    .groupBy(loanRepayments.userId);
  const summaries = await db.select().from(loanSummaries).where(eq(loanSummaries.organizationId, orgId));
  const figures = (row: Record<string, unknown> | undefined) => ({
    disbursedCents: Number(row?.disbursedCents ?? 0),
    activeCount: Number(row?.activeCount ?? 0),
    activeCents: Number(row?.activeCents ?? 0),
    defaultedCount: Number(row?.defaultedCount ?? 0),
    activeOutstandingCents: Number(row?.activeOutstandingCents ?? 0),
    defaultedOutstandingCents: Number(row?.defaultedOutstandingCents ?? 0),
  });
  const overall = {
    disbursedCents: 0,
    activeCount: 0,
    activeCents: 0,
    defaultedCount: 0,
    activeOutstandingCents: 0,
    defaultedOutstandingCents: 0,
    repaidCents: 0,
  };
  for (const row of direct) {
    const expected = {
      ...figures(row),
      repaidCents: Number(repaid.find((r) => r.userId === row.userId)?.total ?? 0),
    };
    const summary = summaries.find((s) => s.userId === row.userId);
    expect({ ...figures(summary), repaidCents: Number(summary?.repaidCents ?? 0) }).toEqual(expected);
    for (const key of Object.keys(overall) as (keyof typeof overall)[]) overall[key] += expected[key];
  }
  const orgRow = summaries.find((s) => s.userId === '00000000-0000-0000-0000-000000000000');
  expect({ ...figures(orgRow), repaidCents: Number(orgRow?.repaidCents ?? 0) }).toEqual(overall);
  return overall;
}
