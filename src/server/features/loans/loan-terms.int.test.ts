import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoanTermsView } from '../../../shared/contracts/loans';
import { DEFAULT_LOAN_TERMS } from '../../../shared/contracts/loans';
import { organizations } from '../../db/schema';
import {
  callLoans,
  createLoanWorld,
  readError,
  readJson,
  requestLoan,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { readAuditActions } from '../../testing/fixtures/organizations';
import { createTestApp, type TTestApp } from '../../testing/test-app';

let app: TTestApp;
let world: TLoanWorld;

const terms = {
  interestRatePercent: 15.25,
  maxTermMonths: 9,
  limit: { kind: 'fixed', amountCents: 800_000 },
};

beforeAll(async () => {
  app = await createTestApp();
  world = await createLoanWorld(app);
  // The member has R2 000 of completed contributions; the other member none.
  const recorded = await app.request(`/api/v1/orgs/${world.orgId}/contributions`, {
    method: 'POST',
    cookie: world.admin.cookie,
    json: {
      userId: world.member.userId,
      contributionDate: today,
      amountCents: 200_000,
      paymentMethod: 'eft',
    },
  });
  expect(recorded.status).toBe(201);
});

afterAll(async () => {
  await app.close();
});

const readSettings = async () => {
  const [row] = await app.database.db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, world.orgId));
  return row?.settings;
};

describe('the default terms', () => {
  it('shows every member the defaults and what they may borrow: a multiple of their own contributions', async () => {
    const view = await readJson<TLoanTermsView>(
      await callLoans(world, 'GET', '/loans/terms', world.member),
      200,
    );
    expect(view).toEqual({ terms: DEFAULT_LOAN_TERMS, isDefault: true, maxAmountCentsForCaller: 600_000 });
    const other = await readJson<TLoanTermsView>(
      await callLoans(world, 'GET', '/loans/terms', world.otherMember),
      200,
    );
    expect(other.maxAmountCentsForCaller).toBe(0);
  });

  it('refuses a request above that multiple, naming the limit', async () => {
    const response = await callLoans(world, 'POST', '/loans', world.member, {
      json: { amountCents: 600_001, termMonths: 3, purpose: 'Roof repairs' },
    });
    expect((await readError(response, 400)).message).toBe(
      'Amount is above the largest loan you can take: R\u00a06\u00a0000,00',
    );
    const loan = await requestLoan(world, world.member, 600_000, 12);
    expect(loan.interestRateBps).toBe(1000);
  });
});

describe('saving terms', () => {
  it('lets an admin save them; members see them and new requests use them', async () => {
    const saved = await readJson<TLoanTermsView>(
      await callLoans(world, 'PUT', '/loans/terms', world.admin, { json: terms }),
      200,
    );
    expect(saved).toMatchObject({ terms, isDefault: false, maxAmountCentsForCaller: 800_000 });
    const seen = await readJson<TLoanTermsView>(
      await callLoans(world, 'GET', '/loans/terms', world.otherMember),
      200,
    );
    expect(seen).toEqual({ terms, isDefault: false, maxAmountCentsForCaller: 800_000 });
    const loan = await requestLoan(world, world.otherMember, 800_000, 9);
    expect(loan).toMatchObject({ interestRateBps: 1525, totalRepayableCents: 922_000 });
    const tooLong = await callLoans(world, 'POST', '/loans', world.otherMember, {
      json: { amountCents: 1_000, termMonths: 10, purpose: 'Roof repairs' },
    });
    expect((await readError(tooLong, 400)).message).toBe('Term must be at most 9 months');
    expect((await readAuditActions(app, world.orgId, 'loan.terms_updated')).length).toBe(1);
  });

  it('keeps the rate a loan was requested with when the terms change', async () => {
    const loan = await requestLoan(world, world.member, 10_000, 3);
    await readJson(
      await callLoans(world, 'PUT', '/loans/terms', world.admin, {
        json: { ...terms, interestRatePercent: 30 },
      }),
      200,
    );
    const list = await readJson<{ items: { id: string; interestRateBps: number }[] }>(
      await callLoans(world, 'GET', '/loans?limit=500', world.member),
      200,
    );
    expect(list.items.find((item) => item.id === loan.id)?.interestRateBps).toBe(1525);
    await readJson(await callLoans(world, 'PUT', '/loans/terms', world.admin, { json: terms }), 200);
  });

  it('is kept when the membership settings are saved, and keeps them in turn', async () => {
    const membership = { requireApproval: false, allowPublicJoin: true, maxMembers: 40 };
    const response = await app.request(`/api/v1/orgs/${world.orgId}/settings`, {
      method: 'PATCH',
      cookie: world.admin.cookie,
      json: membership,
    });
    expect(response.status).toBe(200);
    expect(await readSettings()).toMatchObject({
      require_approval: false,
      allow_public_join: true,
      max_members: 40,
      loan_terms: terms,
    });
    await readJson(await callLoans(world, 'PUT', '/loans/terms', world.admin, { json: terms }), 200);
    expect(await readSettings()).toMatchObject({ allow_public_join: true, max_members: 40 });
  });

  it.each([
    [{ interestRatePercent: 101 }, 'Interest rate must be at most 100%'],
    [{ interestRatePercent: -1 }, 'Interest rate cannot be negative'],
    [{ interestRatePercent: 12.345 }, 'Interest rate can have at most 2 decimals'],
    [{ maxTermMonths: 0 }, 'Term must be at least 1 month'],
    [{ maxTermMonths: 61 }, 'Term must be at most 60 months'],
    [{ limit: { kind: 'contribution_multiple', multiple: 0 } }, 'Multiple must be greater than zero'],
    [{ limit: { kind: 'fixed', amountCents: 0 } }, 'Amount must be greater than zero'],
  ])('refuses %j with a clear message and changes nothing', async (override, message) => {
    const before = await readSettings();
    const response = await callLoans(world, 'PUT', '/loans/terms', world.admin, {
      json: { ...terms, ...override },
    });
    expect((await readError(response, 400)).message).toBe(message);
    expect(await readSettings()).toEqual(before);
  });

  it.each([
    ['anonymous', () => null, 401],
    ['a plain member', () => world.member, 403],
    ['an admin of another organization', () => world.outsiderAdmin, 404],
    ['platform staff who are not members (they only read it)', () => world.staff, 403],
  ])('refuses %s and changes nothing', async (_name, actorOf, status) => {
    const before = await readSettings();
    const response = await callLoans(world, 'PUT', '/loans/terms', actorOf(), {
      json: { ...terms, interestRatePercent: 1 },
    });
    expect(response.status).toBe(status);
    expect(await readSettings()).toEqual(before);
  });
});
