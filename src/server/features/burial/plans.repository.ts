import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TPlanTerms } from '../../../shared/contracts/burial';
import type { TDbOrTx } from '../../db/client';
import { burialPlans, burialPlanVersions } from '../../db/schema';

export async function listPlans(db: TDbOrTx, organizationId: string) {
  return db
    .select({ id: burialPlans.id, name: burialPlans.name })
    .from(burialPlans)
    .where(eq(burialPlans.organizationId, organizationId))
    .orderBy(asc(burialPlans.name));
}

/** Every version of the organization's plans (or of one plan), oldest first. */
export async function listPlanVersions(db: TDbOrTx, organizationId: string, planId?: string) {
  const where: SQL[] = [eq(burialPlanVersions.organizationId, organizationId)];
  if (planId) where.push(eq(burialPlanVersions.planId, planId));
  return db
    .select({
      planId: burialPlanVersions.planId,
      version: burialPlanVersions.version,
      effectiveFrom: burialPlanVersions.effectiveFrom,
      terms: burialPlanVersions.terms,
    })
    .from(burialPlanVersions)
    .where(and(...where))
    .orderBy(asc(burialPlanVersions.planId), asc(burialPlanVersions.version));
}

/** The plan row locked FOR UPDATE, so two new versions never race for one number. */
export async function lockPlan(db: TDbOrTx, organizationId: string, planId: string) {
  const [row] = await db
    .select({ id: burialPlans.id, name: burialPlans.name })
    .from(burialPlans)
    .where(and(eq(burialPlans.organizationId, organizationId), eq(burialPlans.id, planId)))
    .for('update');
  return row;
}

export async function insertPlan(db: TDbOrTx, values: typeof burialPlans.$inferInsert) {
  const [row] = await db.insert(burialPlans).values(values).returning({ id: burialPlans.id });
  if (!row) throw new Error('plan insert returned no row');
  return row.id;
}

export async function insertPlanVersion(
  db: TDbOrTx,
  values: {
    organizationId: string;
    planId: string;
    version: number;
    effectiveFrom: string;
    terms: TPlanTerms;
    createdBy: string;
  },
) {
  await db.insert(burialPlanVersions).values(values);
}
