import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoan, TLoanTermsView } from '../../../shared/contracts/loans';
import { userOrganizations } from '../../db/schema';
import {
  callLoans,
  createActiveLoan,
  createLoanWorld,
  readError,
  readJson,
  recordRepayment,
  saveFixedTerms,
  type TLoanWorld,
} from '../../testing/fixtures/loans';
import { createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

// Finding 4: five concurrent maximum-size requests were all accepted. The limit counts the member's pending,
// approved and active loans, checked under a lock so concurrent requests cannot overshoot together.

let app: TTestApp;
let world: TLoanWorld;
const LIMIT = 100_000;

const ask = (actor: TLoanWorld['member'], amountCents: number) =>
  callLoans(world, 'POST', '/loans', actor, {
    json: { amountCents, termMonths: 3, purpose: 'Stock for the spaza shop' },
  });

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  await saveFixedTerms(world, LIMIT, 0, 6);
});

afterAll(async () => {
  await app.close();
});

describe('the loan limit counts the loans a member holds', () => {
  it('accepts one of five concurrent maximum-size requests', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => ask(world.member, LIMIT)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const refused = responses.find((response) => response.status === 400) as Response;
    expect((await readError(refused, 400)).message).toBe(
      'Amount is above the largest loan you can take: R\u00a00,00',
    );
    const list = await readJson<{ items: TLoan[] }>(
      await callLoans(world, 'GET', `/loans?userId=${world.member.userId}`, world.admin),
      200,
    );
    expect(list.items.reduce((sum, loan) => sum + loan.amountCents, 0)).toBe(LIMIT);
  });

  it('accepts concurrent requests only up to what fits together', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => ask(world.otherMember, 30_000)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 400, 400]);
    const terms = await readJson<TLoanTermsView>(
      await callLoans(world, 'GET', '/loans/terms', world.otherMember),
      200,
    );
    expect(terms.maxAmountCentsForCaller).toBe(10_000);
  });

  it('counts an approved and an active loan, less the principal repaid, and frees the limit when refused', async () => {
    const borrower = await createSignedInUser(app, { name: 'Ayanda Member' });
    await app.database.db
      .insert(userOrganizations)
      .values({ organizationId: world.orgId, userId: borrower.userId, role: 'member' });
    const active = await createActiveLoan(world, borrower, 60_000, 3);
    await readJson(await recordRepayment(world, active.id, 20_000), 201);
    // 60,000 lent, 20,000 of it repaid: 40,000 is held, 60,000 is open.
    expect((await readError(await ask(borrower, 60_001), 400)).message).toBe(
      'Amount is above the largest loan you can take: R\u00a0600,00',
    );
    const pending = await readJson<TLoan>(await ask(borrower, 60_000), 201);
    expect((await ask(borrower, 1)).status).toBe(400);
    await readJson(
      await callLoans(world, 'POST', `/loans/${pending.id}/reject`, world.admin, {
        json: { reason: 'Not this month' },
      }),
      200,
    );
    expect((await ask(borrower, 60_000)).status).toBe(201);
  });
});
