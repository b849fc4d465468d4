import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { describeCover } from '../../../shared/burial/cover-text';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TCoverRegister } from '../../../shared/contracts/burial';
import { type createBurialCaller, prepareBurialApp, type TActor } from '../../testing/fixtures/burial';
import { createOrganization, type TTestApp } from '../../testing/test-app';

/**
 * Finding 22 of the December probe: under a 24-month suicide wait a member whose natural and accidental
 * deaths were covered read "Waiting" for two years. They are Covered, with the exclusion and its end date.
 */
let app: TTestApp;
let admin: TActor;
let nomsa: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
const joinedOn = addMonthsIso(today, -7);

prepareBurialApp({ admin: 'Thandi Admin', nomsa: 'Nomsa Member' }, (started) => {
  ({ app, burial, admin, nomsa } = started);
});

describe('cover under a suicide wait', () => {
  it('reads Covered with the exclusion and its end date once natural and accidental deaths are covered', async () => {
    const orgId = await createOrganization(app, {
      adminUserId: admin.userId,
      memberUserIds: [nomsa.userId],
      type: 'burial_society',
    });
    const planId = await burial.createPlan(orgId, admin, buildPlanTerms());
    await burial.join(orgId, admin, planId, nomsa.userId);
    await burial.backdatePolicy(orgId, nomsa.userId, joinedOn);
    await burial.payPremium(orgId, admin, {
      userId: nomsa.userId,
      contributionDate: joinedOn,
      amountCents: 80_000,
    });

    const cover = await burial.coverOf(orgId, nomsa);
    const suicideFrom = addMonthsIso(joinedOn, 24);
    expect(cover.people[0]).toMatchObject({
      status: 'covered',
      until: suicideFrom,
      coveredCauses: ['natural', 'accidental'],
      coveredFrom: { natural: addMonthsIso(joinedOn, 6), accidental: joinedOn, suicide: suicideFrom },
    });
    const person = cover.people[0];
    if (!person) throw new Error('no main member');
    expect(describeCover(person)).toMatch(
      /^Covered for natural death and accidental death\. Suicide is excluded until \d{1,2} \w+ \d{4}, covered from that day\.$/,
    );

    const response = await burial.call(orgId, 'GET', '/cover-register', admin);
    const register = (await response.json()) as TCoverRegister;
    expect(register.counts).toEqual({ covered: 1 });
  });
});
