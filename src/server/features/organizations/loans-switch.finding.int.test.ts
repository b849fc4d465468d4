import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoan } from '../../../shared/contracts/loans';
import {
  callLoans,
  createLoanWorld,
  readJson,
  requestLoan,
  saveFixedTerms,
} from '../../testing/fixtures/loans';
import { callApi, readErrorMessage } from '../../testing/fixtures/organizations';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * Finding 5 of the December probe: turning the loans feature off while loans were open hid them from the
 * admin and the borrower. Like the change to a type without loans, it is refused (409) naming the open
 * loans, for one organization and for the whole platform.
 */
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('turning Loans off while loans are open', () => {
  it('is refused for the organization and the platform, naming the loans; allowed once none is open', async () => {
    const world = await createLoanWorld(app);
    await saveFixedTerms(world);
    const loan = await requestLoan(world, world.member, 120_000);
    const switchPath = `/api/v1/orgs/${world.orgId}/feature-flags/loans`;
    const globalPath = '/api/v1/admin/feature-flags/loans';
    const orgName = (
      (await callApi(app, world.admin.cookie, 'GET', `/api/v1/orgs/${world.orgId}`)).body as {
        name: string;
      }
    ).name;

    const refused = await callApi(app, world.admin.cookie, 'PUT', switchPath, { enabled: false });
    expect(refused.status).toBe(409);
    expect(readErrorMessage(refused.body)).toBe(
      'Loans cannot be turned off: this organization has 1 open loan (Nomsa Member). Settle or write them off first',
    );
    const refusedEverywhere = await callApi(app, world.staff.cookie, 'PATCH', globalPath, { enabled: false });
    expect(refusedEverywhere.status).toBe(409);
    expect(readErrorMessage(refusedEverywhere.body)).toBe(
      `Loans cannot be turned off for the whole platform while 1 organization has open loans: ${orgName} (1 open loan). Settle or write them off, or turn Loans off for those organizations one by one`,
    );

    // Nothing changed: the borrower still sees the loan and the feature is on.
    const mine = await callLoans(world, 'GET', `/loans/${loan.id}`, world.member);
    expect((await readJson<{ loan: TLoan }>(mine, 200)).loan.status).toBe('pending');
    const features = await callApi(
      app,
      world.admin.cookie,
      'GET',
      `/api/v1/orgs/${world.orgId}/feature-flags`,
    );
    const loans = (features.body as { featureKey: string; isEnabled: boolean }[]).find(
      (feature) => feature.featureKey === 'loans',
    );
    expect(loans?.isEnabled).toBe(true);

    // The admin rejects the request: with no loan open, both switches may go off (and come back on).
    await readJson(
      await callLoans(world, 'POST', `/loans/${loan.id}/reject`, world.admin, {
        json: { reason: 'The group is not lending this year' },
      }),
      200,
    );
    expect((await callApi(app, world.admin.cookie, 'PUT', switchPath, { enabled: false })).status).toBe(200);
    expect((await callApi(app, world.staff.cookie, 'PATCH', globalPath, { enabled: false })).status).toBe(
      200,
    );
    expect((await callApi(app, world.staff.cookie, 'PATCH', globalPath, { enabled: true })).status).toBe(200);
  });
});
