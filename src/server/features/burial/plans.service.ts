import { formatLongDate } from '../../../shared/book-months';
import { getTodayIso } from '../../../shared/calendar';
import type { TAddPlanVersion, TCreatePlan, TPlanList, TPlanTerms } from '../../../shared/contracts/burial';
import type { TDb, TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { TOrgAccess, TSessionUser } from '../../platform/caller';
import { AppError, readPgErrorCode } from '../../platform/errors';
import { publishChange } from '../../platform/realtime/events';
import { assertBurialSociety } from './burial-society';
import { insertPlan, insertPlanVersion, listPlans, listPlanVersions, lockPlan } from './plans.repository';

export type TBurialContext = { db: TDb; org: TOrgAccess; actor: TSessionUser; requestId: string | null };

function assertActive(org: TOrgAccess) {
  if (!org.isActive) throw new AppError('CONFLICT', 'This organization is archived: its plans are read-only');
}

/** Why the terms do not hold together (null when they do). */
function explainBadTerms(terms: TPlanTerms): string | null {
  if (terms.studentChildMaxAge < terms.childMaxAge) {
    return 'The age limit for studying children cannot be below the one for other children';
  }
  if (terms.waitStartsOn === 'premiums' && terms.premiumsBeforeWait < 1) {
    return 'Say how many premiums must be paid before the wait starts';
  }
  const bands = [...terms.cover.childBands].sort((a, b) => a.fromAge - b.fromAge);
  for (let index = 0; index < bands.length; index += 1) {
    const band = bands[index];
    if (band && band.fromAge > band.toAge) return 'A child age band cannot end before it starts';
    const next = bands[index + 1];
    if (band && next && next.fromAge <= band.toAge) return 'Child age bands cannot overlap';
  }
  return null;
}

/** The plan list as every member reads it: each plan with the version in force today and every version. */
export async function readPlans(db: TDbOrTx, org: TOrgAccess, today = getTodayIso()): Promise<TPlanList> {
  assertBurialSociety(org);
  const plans = await listPlans(db, org.organizationId);
  const versions = await listPlanVersions(db, org.organizationId);
  return {
    plans: plans.map((plan) => {
      const own = versions
        .filter((version) => version.planId === plan.id)
        .map(({ version, effectiveFrom, terms }) => ({ version, effectiveFrom, terms }));
      return {
        id: plan.id,
        name: plan.name,
        current: own.filter((version) => version.effectiveFrom <= today).at(-1) ?? null,
        versions: [...own].reverse(),
      };
    }),
  };
}

/** Admins (burial.manage): a new plan with its first version of terms from `effectiveFrom`. */
export async function createPlan(ctx: TBurialContext, input: TCreatePlan): Promise<TPlanList> {
  assertBurialSociety(ctx.org);
  assertActive(ctx.org);
  const problem = explainBadTerms(input.terms);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const organizationId = ctx.org.organizationId;
  try {
    return await ctx.db.transaction(async (tx) => {
      const planId = await insertPlan(tx, { organizationId, name: input.name, createdBy: ctx.actor.userId });
      await insertPlanVersion(tx, {
        organizationId,
        planId,
        version: 1,
        effectiveFrom: input.effectiveFrom,
        terms: input.terms,
        createdBy: ctx.actor.userId,
      });
      await writeAudit(tx, {
        organizationId,
        actorUserId: ctx.actor.userId,
        action: 'burial.plan_created',
        targetType: 'burial_plan',
        targetId: planId,
        summary: { name: input.name, effectiveFrom: input.effectiveFrom },
        requestId: ctx.requestId,
      });
      await publishChange(tx, { topic: 'cover', organizationId });
      return readPlans(tx, ctx.org);
    });
  } catch (error) {
    if (readPgErrorCode(error) === '23505') {
      throw new AppError('CONFLICT', 'A plan with this name already exists');
    }
    throw error;
  }
}

/**
 * Admins (burial.manage): new terms for a plan from `effectiveFrom`, after its latest version. Versions are
 * added, never changed; members already on the plan keep the version they joined under.
 */
export async function addPlanVersion(ctx: TBurialContext, planId: string, input: TAddPlanVersion) {
  assertBurialSociety(ctx.org);
  assertActive(ctx.org);
  const problem = explainBadTerms(input.terms);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  const organizationId = ctx.org.organizationId;
  return ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, organizationId, planId);
    if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
    const latest = (await listPlanVersions(tx, organizationId, planId)).at(-1);
    if (latest && input.effectiveFrom <= latest.effectiveFrom) {
      throw new AppError(
        'CONFLICT',
        `Version ${latest.version} takes effect on ${formatLongDate(latest.effectiveFrom)}: a new version must take effect after it (versions are added, never changed)`,
      );
    }
    const version = (latest?.version ?? 0) + 1;
    await insertPlanVersion(tx, {
      organizationId,
      planId,
      version,
      effectiveFrom: input.effectiveFrom,
      terms: input.terms,
      createdBy: ctx.actor.userId,
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'burial.plan_version_added',
      targetType: 'burial_plan',
      targetId: planId,
      summary: { version, effectiveFrom: input.effectiveFrom },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'cover', organizationId });
    return readPlans(tx, ctx.org);
  });
}
