import { formatLongDate } from '../../../shared/book-months';
import { addMonthsIso } from '../../../shared/burial/cover-status';
import { getStepOn } from '../../../shared/burial/policy-terms';
import { getTodayIso } from '../../../shared/calendar';
import type { TMyCover, TSetStudying } from '../../../shared/contracts/burial';
import { AppError } from '../../platform/errors';
import { loadTermSteps, readMyCover } from './cover.service';
import { assertWritable, auditCoverChange, readOwnDependant } from './dependants.service';
import { setPersonStudying } from './people.repository';
import type { TBurialContext } from './plans.service';
import { listPolicies } from './policies.repository';

/**
 * A member on their own policy, or an admin (burial.manage) on any: marks a child as studying (covered to the
 * plan's studying age limit, 25 by default) or no longer studying (covered to the child age limit). A child
 * must be marked before the birthday that ends their cover as a child: a child who has aged out is not brought
 * back. Another member's dependant is answered as not found.
 */
export async function setDependantStudying(
  ctx: TBurialContext,
  personId: string,
  input: TSetStudying,
): Promise<TMyCover> {
  assertWritable(ctx);
  const organizationId = ctx.org.organizationId;
  const today = getTodayIso();
  const holder = await ctx.db.transaction(async (tx) => {
    const person = await readOwnDependant(tx, ctx, personId);
    if (person.relationship !== 'child') {
      throw new AppError('VALIDATION_FAILED', 'Only a child can be marked as studying');
    }
    if (input.isStudent && !person.isStudent && person.dateOfBirth) {
      const [policy] = await listPolicies(tx, organizationId, [person.userId]);
      const steps = policy ? (await loadTermSteps(tx, organizationId, [policy])).get(policy.id) : undefined;
      const terms = steps ? getStepOn(steps, today).terms : undefined;
      if (terms) {
        const agedOutOn = addMonthsIso(person.dateOfBirth, terms.childMaxAge * 12);
        if (agedOutOn <= today) {
          throw new AppError(
            'CONFLICT',
            `This child's cover ended on ${formatLongDate(agedOutOn)}: a child must be marked as studying before turning ${terms.childMaxAge}`,
          );
        }
      }
    }
    await setPersonStudying(tx, organizationId, personId, input.isStudent);
    await auditCoverChange(tx, ctx, person.userId, today, {
      action: 'burial.dependant_studying_set',
      targetType: 'burial_person',
      targetId: personId,
      summary: { memberUserId: person.userId, isStudent: input.isStudent },
    });
    return person.userId;
  });
  return readMyCover(ctx.db, ctx.org, holder, today);
}
