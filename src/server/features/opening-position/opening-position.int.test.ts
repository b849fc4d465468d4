import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApproval } from '../../../shared/contracts/approvals';
import type { TDashboardSummary } from '../../../shared/contracts/dashboard';
import type { TTrialBalance } from '../../../shared/contracts/ledger';
import type { TLoanList } from '../../../shared/contracts/loans';
import type { TOpeningPositionView } from '../../../shared/contracts/opening-position';
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
let thandeka: TSignedInUser;
let sipho: TSignedInUser;

const call = (orgId: string, method: string, path: string, actor: { cookie: string }, json?: unknown) =>
  app.request(`/api/v1/orgs/${orgId}${path}`, {
    method,
    cookie: actor.cookie,
    ...(json === undefined ? {} : { json }),
  });

/**
 * Worked numbers: R 2 000 in the cash box and R 15 000 in the bank; Thandeka saved R 6 000 and Sipho
 * R 4 000; Sipho borrowed R 5 000 at 10 % flat over 10 months in June 2023 and had repaid R 2 200 by the
 * books start. Of that, interest is R 2 200 × R 500 / R 5 500 = R 200 and principal R 2 000, so R 3 000 of
 * principal is still owed (R 3 300 with its interest). The group's own part is 17 000 + 3 000 − 10 000 =
 * R 10 000.
 */
const position = () => ({
  holdings: [
    { name: 'Cash box', balanceCents: 200_000 },
    { name: 'FNB savings account', balanceCents: 1_500_000 },
  ],
  savings: [
    { userId: thandeka.userId, amountCents: 600_000 },
    { userId: sipho.userId, amountCents: 400_000 },
  ],
  loans: [
    {
      userId: sipho.userId,
      principalCents: 500_000,
      interestRatePercent: 10,
      termMonths: 10,
      lentOn: '2023-06-01',
      repaidCents: 220_000,
    },
  ],
});

async function newSociety(coAdmins: string[] = []) {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    coAdminUserIds: coAdmins,
    memberUserIds: [thandeka.userId, sipho.userId],
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
  thandeka = await createSignedInUser(app);
  sipho = await createSignedInUser(app);
});

afterAll(async () => {
  await app.close();
});

describe('the opening position at books start', () => {
  it('posts cash, savings and a loan still out as one balanced entry that every figure reads', async () => {
    const orgId = await newSociety();
    const empty = await readJson<TOpeningPositionView>(await call(orgId, 'GET', '/books/opening', admin));
    expect(empty).toEqual({ booksStartOn: '2024-01-01', position: null });

    const posted = await readJson<TOpeningPositionView>(
      await call(orgId, 'POST', '/books/opening', admin, position()),
      201,
    );
    expect(posted.position).toMatchObject({
      asOf: '2024-01-01',
      cashCents: 1_700_000,
      savingsCents: 1_000_000,
      savingsCount: 2,
      loansCents: 300_000,
      loanCount: 1,
      equityCents: 1_000_000,
    });

    const summary = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(summary.totalBalanceCents).toBe(1_700_000);
    expect(summary.balanceBreakdown.openingCents).toBe(1_700_000);
    expect(summary.totalContributionsCents).toBe(1_000_000);
    // Saved before the books started: in no month's collection.
    expect(summary.thisMonthCents).toBe(0);
    expect(summary).toMatchObject({ activeLoansCents: 300_000, activeLoanCount: 1 });

    const trial = await readJson<TTrialBalance>(await call(orgId, 'GET', '/ledger/trial-balance', admin));
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
    expect(trial.accounts.find((account) => account.code === 'opening_equity')).toMatchObject({
      name: 'Opening balances',
      creditCents: 1_000_000,
    });

    const loans = await readJson<TLoanList>(await call(orgId, 'GET', '/loans', admin));
    expect(loans.items[0]).toMatchObject({
      userId: sipho.userId,
      status: 'active',
      disbursedOn: '2023-06-01',
      dueDate: '2024-04-01',
      repaidCents: 220_000,
      outstandingCents: 330_000,
    });

    const siphoSees = await readJson<TDashboardSummary>(
      await call(orgId, 'GET', '/dashboard/summary', sipho),
    );
    expect(siphoSees.member).toMatchObject({
      paidInCents: 400_000,
      owedCents: 330_000,
      loanOutstandingCents: 300_000,
    });
  });

  it('stands once, cannot be reversed piece by piece, and holds the books start', async () => {
    const orgId = await newSociety();
    await readJson(await call(orgId, 'POST', '/books/opening', admin, position()), 201);
    const twice = await readError(await call(orgId, 'POST', '/books/opening', admin, position()), 409);
    expect(twice.message).toBe('The opening position is already in the books; reverse it to enter it again');

    const contributions = await readJson<{ items: { id: string; userId: string }[] }>(
      await call(orgId, 'GET', '/contributions', admin),
    );
    const saving = contributions.items.find((item) => item.userId === thandeka.userId);
    const piece = await readError(
      await call(orgId, 'POST', `/contributions/${saving?.id}/reverse`, admin, { reason: 'Typed wrongly' }),
      409,
    );
    expect(piece.message).toBe('Savings at books start are corrected by reversing the opening position');

    const earlier = await readError(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2023-01-01' }),
      409,
    );
    expect(earlier.message).toBe(
      'The opening position stands on 1 January 2024: reverse it before moving the books start',
    );
  });

  it('is reversed whole on its own day, and a corrected one can then be posted', async () => {
    const orgId = await newSociety();
    await readJson(await call(orgId, 'POST', '/books/opening', admin, position()), 201);
    const reversed = await readJson<TOpeningPositionView>(
      await call(orgId, 'POST', '/books/opening/reversal', admin, { reason: 'The bank balance was wrong' }),
    );
    expect(reversed.position).toBeNull();
    const summary = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(summary).toMatchObject({ totalBalanceCents: 0, totalContributionsCents: 0, activeLoansCents: 0 });
    const loans = await readJson<TLoanList>(await call(orgId, 'GET', '/loans', admin));
    expect(loans.items[0]).toMatchObject({
      status: 'rejected',
      decisionReason: 'The opening position was reversed',
    });

    const corrected = { ...position(), holdings: [{ name: 'FNB savings account', balanceCents: 1_450_000 }] };
    const again = await readJson<TOpeningPositionView>(
      await call(orgId, 'POST', '/books/opening', admin, corrected),
      201,
    );
    expect(again.position).toMatchObject({ cashCents: 1_450_000, equityCents: 750_000 });
    const after = await readJson<TDashboardSummary>(await call(orgId, 'GET', '/dashboard/summary', admin));
    expect(after).toMatchObject({
      totalBalanceCents: 1_450_000,
      totalContributionsCents: 1_000_000,
      activeLoansCents: 300_000,
    });
  });

  it('is not reversed once a loan of it has been repaid since', async () => {
    const orgId = await newSociety();
    await readJson(await call(orgId, 'POST', '/books/opening', admin, position()), 201);
    const loans = await readJson<TLoanList>(await call(orgId, 'GET', '/loans', admin));
    const loanId = loans.items[0]?.id;
    await readJson(
      await call(orgId, 'POST', `/loans/${loanId}/repayments`, admin, {
        repaymentDate: '2024-02-01',
        amountCents: 55_000,
      }),
      201,
    );
    const refused = await readError(
      await call(orgId, 'POST', '/books/opening/reversal', admin, { reason: 'The bank balance was wrong' }),
      409,
    );
    expect(refused.message).toBe(
      'A loan of the opening position has repayments since the books started; reverse them first',
    );
  });

  it('refuses, naming the row, what cannot be an opening position', async () => {
    const orgId = await newSociety();
    const stranger = await createSignedInUser(app);
    const cases: [unknown, string][] = [
      [
        { ...position(), savings: [{ userId: stranger.userId, amountCents: 100 }] },
        'Savings row 1: not a member of this organization',
      ],
      [
        { ...position(), savings: [...position().savings, { userId: thandeka.userId, amountCents: 100 }] },
        "Savings row 3: this member's savings are already on row 1",
      ],
      [
        { ...position(), loans: [{ ...position().loans[0], lentOn: '2024-02-01' }] },
        'Loan 1: lent on 1 February 2024, after the books start on 1 January 2024; record it as a loan instead',
      ],
      [
        { ...position(), loans: [{ ...position().loans[0], repaidCents: 550_000 }] },
        'Loan 1: R\u00a05\u00a0500,00 repaid is the whole loan; a loan paid off is not still out',
      ],
      [
        { holdings: [{ name: 'Cash box', balanceCents: 0 }], savings: [], loans: [] },
        'Enter at least one balance, saving or loan',
      ],
    ];
    for (const [body, message] of cases) {
      const error = await readError(await call(orgId, 'POST', '/books/opening', admin, body), 400);
      expect(JSON.stringify(error)).toContain(message);
    }
    const view = await readJson<TOpeningPositionView>(await call(orgId, 'GET', '/books/opening', admin));
    expect(view.position).toBeNull();
  });

  it('only admins post it and only those who read the books see it', async () => {
    const orgId = await newSociety();
    await readError(await call(orgId, 'POST', '/books/opening', thandeka, position()), 403);
    await readError(await call(orgId, 'GET', '/books/opening', thandeka), 403);
    await readError(
      await call(orgId, 'POST', '/books/opening/reversal', thandeka, { reason: 'Not mine to do' }),
      403,
    );
  });

  it('where the group has two admins, the second signs it', async () => {
    const orgId = await newSociety([secondAdmin.userId]);
    const startHeld = await readJson<TApproval>(
      await call(orgId, 'PUT', '/books/start', admin, { booksStartOn: '2024-01-01' }),
      202,
    );
    await readJson(await call(orgId, 'POST', `/approvals/${startHeld.id}/approve`, secondAdmin, {}));
    const held = await readJson<TApproval>(
      await call(orgId, 'POST', '/books/opening', admin, position()),
      202,
    );
    expect(held.description).toBe(
      'Opening position: R\u00a017\u00a0000,00 cash and bank, savings of 2 members, 1 loans still out',
    );
    expect(
      (await readJson<TOpeningPositionView>(await call(orgId, 'GET', '/books/opening', admin))).position,
    ).toBeNull();
    await readError(await call(orgId, 'POST', `/approvals/${held.id}/approve`, admin, {}), 403);
    await readJson(await call(orgId, 'POST', `/approvals/${held.id}/approve`, secondAdmin, {}));
    const view = await readJson<TOpeningPositionView>(await call(orgId, 'GET', '/books/opening', admin));
    expect(view.position).toMatchObject({ cashCents: 1_700_000, equityCents: 1_000_000 });
  });
});
