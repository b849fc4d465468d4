import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { buildPlanTerms } from '../../../shared/burial/example-plan-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TMyCover } from '../../../shared/contracts/burial';
import {
  buildSaId,
  type createBurialCaller,
  prepareBurialApp,
  type TActor,
} from '../../testing/fixtures/burial';
import { createOrganization, type TTestApp } from '../../testing/test-app';

/**
 * Finding 21 of the December probe: a 22-year-old student child could not be added even when marked as
 * studying. The studying-child age limit is a plan term (commonly 21 to 25): a studying child may join up to
 * the day before it.
 */
let app: TTestApp;
let admin: TActor;
let nomsa: TActor;
let burial: ReturnType<typeof createBurialCaller>;

const today = getTodayIso();
const twentyTwo = addMonthsIso(today, -12 * 22 - 3);

prepareBurialApp({ admin: 'Thandi Admin', nomsa: 'Nomsa Member' }, (started) => {
  ({ app, burial, admin, nomsa } = started);
});

async function createPolicy(studentChildMaxAge: number) {
  const orgId = await createOrganization(app, {
    adminUserId: admin.userId,
    memberUserIds: [nomsa.userId],
    type: 'burial_society',
  });
  // Children join up to 20 and are covered to 21; while studying, to the plan's own limit.
  const planId = await burial.createPlan(orgId, admin, buildPlanTerms({ studentChildMaxAge }));
  await burial.join(orgId, nomsa, planId);
  return orgId;
}

const addChild = (orgId: string, isStudent: boolean) =>
  burial.call(orgId, 'POST', '/dependants', nomsa, {
    relationship: 'child',
    fullName: 'Lwazi Zulu',
    document: { kind: 'sa_id', number: buildSaId(twentyTwo, 'male') },
    isStudent,
  });

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('a 22-year-old child who is studying', () => {
  it('joins a plan whose studying-child limit is 25, covered until their 25th birthday', async () => {
    const orgId = await createPolicy(25);
    const notStudying = await addChild(orgId, false);
    expect(notStudying.status).toBe(400);
    expect(await messageOf(notStudying)).toBe(
      'A child must be 0 to 20 years old (24 while studying) to join this plan',
    );

    const studying = await addChild(orgId, true);
    expect(studying.status, await studying.clone().text()).toBe(201);
    const child = ((await studying.json()) as TMyCover).people.find(
      (person) => person.relationship === 'child',
    );
    expect(child).toMatchObject({ fullName: 'Lwazi Zulu', isStudent: true, dateOfBirth: twentyTwo });
    expect(child?.status).not.toBe('lapsed');
    // Three years on, the day before the 25th birthday, still on the policy; from the birthday, aged out.
    const before = await burial.coverOf(orgId, nomsa, addMonthsIso(twentyTwo, 12 * 25 - 1));
    expect(before.people.find((person) => person.relationship === 'child')?.reason).not.toBe('aged_out');
    const after = await burial.coverOf(orgId, nomsa, addMonthsIso(twentyTwo, 12 * 25));
    expect(after.people.find((person) => person.relationship === 'child')).toMatchObject({
      status: 'lapsed',
      reason: 'aged_out',
    });
  });

  it('is refused, naming the limit, on a plan whose studying-child limit is 22', async () => {
    const orgId = await createPolicy(22);
    const refused = await addChild(orgId, true);
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(
      'A studying child must be 0 to 21 years old to join this plan (its cover ends at 22)',
    );
  });
});
