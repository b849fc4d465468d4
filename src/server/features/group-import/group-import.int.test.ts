import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TGroupImport } from '../../../shared/contracts/group-import';
import type { TMemberStatement } from '../../../shared/contracts/ledger';
import type { TLoanList } from '../../../shared/contracts/loans';
import type { TMemberList } from '../../../shared/contracts/members';
import { formatNumber } from '../../../shared/format';
import { readError, readJson } from '../../testing/fixtures/http';
import {
  createOrganization,
  createSignedInUser,
  createTestApp,
  type TSignedInUser,
  type TTestApp,
} from '../../testing/test-app';

let app: TTestApp;
let admin: TSignedInUser;
let secondAdmin: TSignedInUser;
let member: TSignedInUser;

const call = (orgId: string, method: string, path: string, actor: { cookie: string }, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json === undefined ? {} : { json }),
  });

type TCell = string | number;
const cells = (rows: TCell[][]) => rows.map((row) => row.map((value) => ({ value })));

/** The months from January 2024 to November 2026: three years of a society's book, as 'YYYY-MM'. */
const MONTHS = Array.from({ length: 35 }, (_, index) => {
  const month = index % 12;
  return `${2024 + Math.floor(index / 12)}-${String(month + 1).padStart(2, '0')}`;
});

/**
 * A burial society founded in 2009, moving in with 52 members (30 without an e-mail address), each one's
 * savings at books start (R 1 000 plus R 10 a member number), five loans still out, and three years of
 * monthly R 300 payments from its exercise book.
 */
async function societyWorkbook(overrides: { extraMember?: TCell[]; badAmount?: boolean } = {}) {
  const numbers = Array.from({ length: 52 }, (_, index) => `M${String(index + 1).padStart(3, '0')}`);
  const members: TCell[][] = [
    ['Member no', 'Full name', 'Phone', 'E-mail'],
    ...numbers.map((number, index) => [
      number,
      `Member ${number}`,
      index % 2 === 0 ? `082 555 ${String(1000 + index)}` : '',
      index < 30 ? '' : `m${index + 1}@society.example`,
    ]),
    ...(overrides.extraMember ? [overrides.extraMember] : []),
  ];
  const savings: TCell[][] = [
    ['Member', 'Amount'],
    ...numbers.map((number, index) => [number, 1000 + 10 * (index + 1)]),
  ];
  const loans: TCell[][] = [
    ['Member', 'Amount lent', 'Interest %', 'Term (months)', 'Lent on', 'Repaid by then'],
    ...numbers.slice(0, 5).map((number) => [number, 5000, 10, 10, '2023-06-01', 2200]),
  ];
  const contributions: TCell[][] = [
    ['Member', 'Date', 'Amount', 'Method'],
    ...MONTHS.flatMap((month) => numbers.map((number) => [number, `${month}-05`, 300, 'Cash'])),
  ];
  if (overrides.badAmount) contributions[14] = ['M013', '2024-01-05', 'R1 200,5O', 'Cash'];
  return writeXlsxFile([
    { sheet: 'Members', data: cells(members) },
    { sheet: 'Savings at books start', data: cells(savings) },
    { sheet: 'Loans still out', data: cells(loans) },
    { sheet: 'Contributions', data: cells(contributions) },
  ]).toBuffer();
}

const SAVINGS_CENTS = 52 * 100_000 + 10 * 100 * ((52 * 53) / 2);
const HISTORY_CENTS = 35 * 52 * 30_000;
const OPENING_CASH_CENTS = 1_234_500;

async function upload(orgId: string, actor: TSignedInUser, file: Buffer, fileName = 'society.xlsx') {
  const started = await readJson<TGroupImport>(
    await call(orgId, 'POST', '/group-imports', actor, {
      fileName,
      contentBase64: file.toString('base64'),
      openingCashCents: OPENING_CASH_CENTS,
    }),
    201,
  );
  expect(started.status).toBe('queued');
  await app.jobs.drain();
  return readJson<TGroupImport>(await call(orgId, 'GET', `/group-imports/${started.id}`, actor));
}

async function newSociety(coAdmins: string[] = []) {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: coAdmins,
    memberUserIds: [member.userId],
    createdAt: new Date('2026-11-02T09:00:00+02:00'),
  });
  const start = await call(orgId, 'PUT', '/books/start', admin, {
    foundedOn: '2009-03-14',
    booksStartOn: '2024-01-01',
  });
  if (coAdmins.length === 0) await readJson(start);
  return orgId;
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createSignedInUser(app);
  secondAdmin = await createSignedInUser(app);
  member = await createSignedInUser(app);
});

afterAll(async () => {
  await app.close();
});

describe("importing the group's own file", () => {
  it('hands out the template to admins only', async () => {
    const orgId = await newSociety();
    const template = await call(orgId, 'GET', '/group-imports/template', admin);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    expect((await template.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await readError(await call(orgId, 'GET', '/group-imports/template', member), 403);
    await readError(
      await call(orgId, 'POST', '/group-imports', member, {
        fileName: 'x.csv',
        contentBase64: 'eA==',
        openingCashCents: 0,
      }),
      403,
    );
  });

  it('a society founded in 2009 moves in: 52 members, their savings, five loans and three years of history', async () => {
    const orgId = await newSociety();
    const previewed = await upload(orgId, admin, await societyWorkbook());
    expect(previewed.status).toBe('previewed');
    expect(previewed.preview).toMatchObject({
      errors: [],
      errorCount: 0,
      members: { newCount: 52, existingCount: 0 },
      savings: { count: 52, cents: SAVINGS_CENTS },
      loans: { count: 5, principalLeftCents: 5 * 300_000 },
      contributions: { newCount: 1820, alreadyImportedCount: 0, cents: HISTORY_CENTS },
      openingCashCents: OPENING_CASH_CENTS,
      cashAfterCents: OPENING_CASH_CENTS + HISTORY_CENTS,
      canConfirm: true,
    });
    // The dry run wrote nothing.
    const before = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(before.hasData).toBe(false);

    const confirmed = await readJson<TGroupImport>(
      await call(orgId, 'POST', `/group-imports/${previewed.id}/confirm`, admin, {}),
    );
    expect(confirmed.status).toBe('confirming');
    await app.jobs.drain();
    const imported = await readJson<TGroupImport>(
      await call(orgId, 'GET', `/group-imports/${previewed.id}`, admin),
    );
    expect(imported).toMatchObject({
      status: 'imported',
      result: { membersAdded: 52, contributionsAdded: 1820, isOpeningPosted: true },
    });

    // Cash is the opening cash and the history; paid in is the savings and the history.
    const summary = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(summary).toMatchObject({
      totalBalanceCents: OPENING_CASH_CENTS + HISTORY_CENTS,
      totalContributionsCents: SAVINGS_CENTS + HISTORY_CENTS,
      activeLoansCents: 5 * 300_000,
      activeLoanCount: 5,
    });
    expect(summary.balanceBreakdown).toMatchObject({
      openingCents: OPENING_CASH_CENTS,
      contributionsCents: HISTORY_CENTS,
    });

    const members = await readJson<TMemberList>(await call(orgId, 'GET', '/members?limit=200', admin));
    const m013 = members.members.find((row) => row.fullName === 'Member M013');
    expect(m013).toMatchObject({ hasSignIn: false });
    expect(members.members.filter((row) => !row.hasSignIn)).toHaveLength(52);

    // Member M013's statement: R 1 130 at books start and R 300 a month for 35 months.
    const statement = await readJson<TMemberStatement>(
      await call(
        orgId,
        'GET',
        `/ledger/statement?memberId=${m013?.userId}&from=2024-01-01&to=2026-11-30`,
        admin,
      ),
    );
    expect(statement.movements[0]).toMatchObject({ transactionType: 'opening', amountCents: 113_000 });
    expect(statement.closingBalanceCents).toBe(113_000 + 35 * 30_000);
    const loans = await readJson<TLoanList>(await call(orgId, 'GET', '/loans', admin));
    expect(loans.items.map((loan) => loan.outstandingCents)).toEqual([
      330_000, 330_000, 330_000, 330_000, 330_000,
    ]);

    // The same file again adds nothing.
    const again = await upload(orgId, admin, await societyWorkbook());
    expect(again.preview).toMatchObject({
      members: { newCount: 0, existingCount: 52 },
      contributions: { newCount: 0, alreadyImportedCount: 1820 },
      canConfirm: false,
    });
    expect(again.preview?.warnings).toContain(
      'The opening position is already in the books: the opening cash, savings and loans of this file are left out',
    );
    const nothing = await readError(
      await call(orgId, 'POST', `/group-imports/${again.id}/confirm`, admin, {}),
      409,
    );
    expect(nothing.message).toBe(
      'Fix the problems in the file and import it again: nothing would be written now',
    );
  });

  it('names every problem by sheet and row, and writes nothing until they are fixed', async () => {
    const orgId = await newSociety();
    const previewed = await upload(
      orgId,
      admin,
      await societyWorkbook({ badAmount: true, extraMember: ['M999', 'Member M007', '', ''] }),
    );
    expect(previewed.preview?.errors).toEqual([
      'Members row 54: Member M007 appears twice (also Members row 8)',
      "Contributions row 15: amount 'R1 200,5O' is not a number",
    ]);
    expect(previewed.preview?.canConfirm).toBe(false);
    await readError(await call(orgId, 'POST', `/group-imports/${previewed.id}/confirm`, admin, {}), 409);
    const summary = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(summary.hasData).toBe(false);

    const unreadable = await upload(orgId, admin, Buffer.from('PK\u0003\u0004 not a workbook'));
    expect(unreadable.failure).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The workbook could not be read: save it as .xlsx or as CSV and try again',
    });
  });

  it('where the group has two admins, the second signs the import', async () => {
    const orgId = await newSociety([secondAdmin.userId]);
    const startHeld = await readJson<TApproval>(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2024-01-01' }),
      202,
    );
    await readJson(await call(orgId, 'POST', `/approvals/${startHeld.id}/approve`, secondAdmin, {}));
    const previewed = await upload(orgId, admin, await societyWorkbook());
    const held = await readJson<TApproval>(
      await call(orgId, 'POST', `/group-imports/${previewed.id}/confirm`, admin, {}),
      202,
    );
    expect(held.description).toBe(`Import society.xlsx: 52 new members, ${formatNumber(1820)} contributions`);
    await readError(await call(orgId, 'POST', `/approvals/${held.id}/approve`, admin, {}), 403);
    await readJson(await call(orgId, 'POST', `/approvals/${held.id}/approve`, secondAdmin, {}));
    await app.jobs.drain();
    const imported = await readJson<TGroupImport>(
      await call(orgId, 'GET', `/group-imports/${previewed.id}`, admin),
    );
    expect(imported.status).toBe('imported');
  });
});
