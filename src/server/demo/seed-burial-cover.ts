import { eq } from 'drizzle-orm';
import { buildPlanTerms } from '../../shared/burial/example-plan-terms';
import { ZPlanTerms } from '../../shared/contracts/burial';
import { computeLuhnDigit } from '../../shared/sa-id';
import {
  burialPeople,
  burialPlans,
  burialPlanVersions,
  burialPolicies,
  userOrganizations,
} from '../db/schema';
import { refreshCover } from '../features/burial/cover.service';
import type { TSeedContext } from './seed-context';
import { dayOfMonthAgo } from './seed-dates';

const buildSaId = (twelve: string) => `${twelve}${computeLuhnDigit(twelve)}`;

/** The demo dependants of the burial society's admin: a spouse (by ID number) and a child (by passport). */
const ADMIN_DEPENDANTS = [
  {
    relationship: 'spouse' as const,
    fullName: 'Mandla Mokoena',
    documentKind: 'sa_id' as const,
    documentNumber: buildSaId('820314563108'),
    dateOfBirth: '1982-03-14',
    sex: 'male' as const,
  },
  {
    relationship: 'child' as const,
    fullName: 'Ayanda Mokoena',
    documentKind: 'passport' as const,
    documentNumber: 'UBSDEMO0001',
    dateOfBirth: '2012-09-02',
    sex: null,
  },
];

/**
 * The burial society's Family Cover plan (its premium is what its members have been paying), every member
 * on it since the month of the first seeded contributions, two dependants on the admin's policy, and the
 * stored cover statuses of everyone.
 */
export async function seedBurialCover(ctx: TSeedContext): Promise<void> {
  const org = ctx.organization('burial');
  const startsOn = dayOfMonthAgo(ctx.today, 11, 1);
  const example = buildPlanTerms();
  const terms = ZPlanTerms.parse({
    ...example,
    monthlyPremiumCents: org.monthlyContributionCents,
    maxDependants: 6,
    entryAges: { ...example.entryAges, extended: { minAge: 0, maxAge: 75 } },
  });
  const [plan] = await ctx.db
    .insert(burialPlans)
    .values({ organizationId: org.id, name: 'Family Cover', createdBy: org.admin.id })
    .returning({ id: burialPlans.id });
  if (!plan) throw new Error('plan insert returned no row');
  await ctx.db.insert(burialPlanVersions).values({
    organizationId: org.id,
    planId: plan.id,
    version: 1,
    effectiveFrom: startsOn,
    terms,
    createdBy: org.admin.id,
  });
  const memberships = await ctx.db
    .select({ id: userOrganizations.id, userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(eq(userOrganizations.organizationId, org.id));
  for (const member of org.members) {
    const membership = memberships.find((row) => row.userId === member.id);
    if (!membership) continue;
    const [policy] = await ctx.db
      .insert(burialPolicies)
      .values({
        organizationId: org.id,
        planId: plan.id,
        planVersion: 1,
        userId: member.id,
        membershipId: membership.id,
        joinedOn: startsOn,
      })
      .returning({ id: burialPolicies.id });
    if (!policy) throw new Error('policy insert returned no row');
    const dependants = member.id === org.admin.id ? ADMIN_DEPENDANTS : [];
    await ctx.db.insert(burialPeople).values([
      {
        organizationId: org.id,
        policyId: policy.id,
        relationship: 'main_member',
        fullName: member.name,
        addedOn: startsOn,
      },
      ...dependants.map((dependant) => ({
        organizationId: org.id,
        policyId: policy.id,
        addedOn: startsOn,
        ...dependant,
      })),
    ]);
  }
  await refreshCover(ctx.db, org.id, undefined, ctx.today);
}
