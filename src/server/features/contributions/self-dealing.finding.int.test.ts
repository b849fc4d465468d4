import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContribution } from '../../../shared/contracts/contributions';
import type { TLoan } from '../../../shared/contracts/loans';
import {
  callLoans,
  countWrites,
  readError,
  readJson,
  saveFixedTerms,
  type TActor,
  type TLoanWorld,
  today,
} from '../../testing/fixtures/loans';
import { fundOrganization } from '../../testing/fund-organization';
import { createOrganization, createSignedInUser, createTestApp, type TTestApp } from '../../testing/test-app';

// Finding 1: an admin recorded savings for herself, confirmed her own contribution and paid out, defaulted
// and wrote off her own loan. Nobody acts on money that is their own; another admin must.

let app: TTestApp;
let solo: TLoanWorld;
let pair: TLoanWorld & { coAdmin: TActor };

const SOLO_HINT = ': appoint a second admin in Manage Members';

const contribution = (userId: string) => ({
  userId,
  contributionDate: today,
  amountCents: 1_000_000,
  paymentMethod: 'cash',
  referenceNumber: 'CASH-0042',
});

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createSignedInUser(app, { name: 'Lindiwe Treasurer' });
  const coAdmin = await createSignedInUser(app, { name: 'Sipho Chair' });
  const member = await createSignedInUser(app, { name: 'Nomsa Member' });
  const otherMember = await createSignedInUser(app);
  const outsiderAdmin = await createSignedInUser(app);
  const staff = await createSignedInUser(app, { platformRole: 'site_admin' });
  const base = { app, admin, member, otherMember, outsiderAdmin, staff };
  solo = {
    ...base,
    orgId: await createOrganization(app, { adminUserId: admin.userId, memberUserIds: [member.userId] }),
  };
  pair = {
    ...base,
    coAdmin,
    orgId: await createOrganization(app, {
      adminUserId: admin.userId,
      coAdminUserIds: [coAdmin.userId],
      memberUserIds: [member.userId],
    }),
  };
  await saveFixedTerms(pair, 5_000_000);
});

afterAll(async () => {
  await app.close();
});

describe('an admin and their own money', () => {
  it('refuses recording a contribution for oneself, telling a lone admin to appoint a second one', async () => {
    const before = await countWrites(app, solo.orgId);
    const alone = await callLoans(solo, 'POST', '/contributions', solo.admin, {
      json: contribution(solo.admin.userId),
    });
    expect((await readError(alone, 403)).message).toBe(`Another admin must record this${SOLO_HINT}`);
    const withCoAdmin = await callLoans(pair, 'POST', '/contributions', pair.admin, {
      json: contribution(pair.admin.userId),
    });
    expect((await readError(withCoAdmin, 403)).message).toBe('Another admin must record this');
    expect(await countWrites(app, solo.orgId)).toEqual(before);
  });

  it('lets the admin submit their own payment, which waits until another admin confirms it', async () => {
    const { userId: _userId, ...own } = contribution(pair.admin.userId);
    const submitted = await readJson<TContribution>(
      await callLoans(pair, 'POST', '/contributions/submit', pair.admin, { json: own }),
      201,
    );
    expect(submitted).toMatchObject({ userId: pair.admin.userId, status: 'pending' });
    const self = await callLoans(pair, 'POST', `/contributions/${submitted.id}/confirm`, pair.admin);
    expect((await readError(self, 403)).message).toBe('Another admin must confirm this');
    const selfFail = await callLoans(pair, 'POST', `/contributions/${submitted.id}/fail`, pair.admin);
    expect(selfFail.status).toBe(403);
    const confirmed = await readJson<TContribution>(
      await callLoans(pair, 'POST', `/contributions/${submitted.id}/confirm`, pair.coAdmin),
      200,
    );
    expect(confirmed.status).toBe('completed');
    const reverse = await callLoans(pair, 'POST', `/contributions/${submitted.id}/reverse`, pair.admin, {
      json: { reason: 'typed the wrong amount' },
    });
    expect((await readError(reverse, 403)).message).toBe('Another admin must reverse this');
  });

  it('refuses every step on the admin’s own loan, and lets the other admin take them', async () => {
    // The group holds the cash a R30,000 payout needs: cash never goes below zero.
    await fundOrganization(app, pair.orgId, 5_000_000);
    const loan = await readJson<TLoan>(
      await callLoans(pair, 'POST', '/loans', pair.admin, {
        json: { amountCents: 3_000_000, termMonths: 3, purpose: 'A car for the business' },
      }),
      201,
    );
    const approve = await callLoans(pair, 'POST', `/loans/${loan.id}/approve`, pair.admin);
    expect((await readError(approve, 403)).message).toBe('Another admin must decide on this');
    await readJson(await callLoans(pair, 'POST', `/loans/${loan.id}/approve`, pair.coAdmin), 200);
    const before = await countWrites(app, pair.orgId);
    const disburse = await callLoans(pair, 'POST', `/loans/${loan.id}/disburse`, pair.admin, {
      json: { disbursedOn: today },
    });
    expect((await readError(disburse, 403)).message).toBe('Another admin must pay this out');
    expect(await countWrites(app, pair.orgId)).toEqual(before);
    await readJson(
      await callLoans(pair, 'POST', `/loans/${loan.id}/disburse`, pair.coAdmin, {
        json: { disbursedOn: today },
      }),
      200,
    );
    const repay = await callLoans(pair, 'POST', `/loans/${loan.id}/repayments`, pair.admin, {
      json: { repaymentDate: today, amountCents: 10_000, referenceNumber: 'EFT-7781' },
    });
    expect((await readError(repay, 403)).message).toBe('Another admin must record this');
    const defaulted = await callLoans(pair, 'POST', `/loans/${loan.id}/default`, pair.admin, {
      json: { reason: 'stopped paying' },
    });
    expect((await readError(defaulted, 403)).message).toBe('Another admin must decide on this');
    const writeOff = await callLoans(pair, 'POST', `/loans/${loan.id}/write-off`, pair.admin);
    expect((await readError(writeOff, 403)).message).toBe('Another admin must write this off');
    // Her own repayment waits for the other admin like any borrower's.
    const submitted = await readJson<{ id: string; status: string }>(
      await callLoans(pair, 'POST', `/loans/${loan.id}/repayments/submit`, pair.admin, {
        json: { repaymentDate: today, amountCents: 10_000, referenceNumber: 'EFT-7781' },
      }),
      201,
    );
    expect(submitted.status).toBe('pending');
    const selfConfirm = await callLoans(
      pair,
      'POST',
      `/loans/${loan.id}/repayments/${submitted.id}/confirm`,
      pair.admin,
    );
    expect((await readError(selfConfirm, 403)).message).toBe('Another admin must confirm this');
    const confirmed = await readJson<{ status: string }>(
      await callLoans(pair, 'POST', `/loans/${loan.id}/repayments/${submitted.id}/confirm`, pair.coAdmin),
      200,
    );
    expect(confirmed.status).toBe('completed');
  });

  it('refuses a payout or a receipt to oneself', async () => {
    const before = await countWrites(app, solo.orgId);
    const payout = await callLoans(solo, 'POST', '/transactions', solo.admin, {
      json: {
        kind: 'payout',
        amountCents: 500_000,
        transactionDate: today,
        description: 'Share-out',
        memberUserId: solo.admin.userId,
      },
    });
    expect((await readError(payout, 403)).message).toBe(`Another admin must record this${SOLO_HINT}`);
    const receipt = await callLoans(solo, 'POST', '/receipts', solo.admin, {
      json: {
        userId: solo.admin.userId,
        amountCents: 10_000,
        category: 'membership_fee',
        receiptDate: today,
        paymentMethod: 'cash',
      },
    });
    expect((await readError(receipt, 403)).message).toBe(`Another admin must record this${SOLO_HINT}`);
    expect(await countWrites(app, solo.orgId)).toEqual(before);
  });
});
