import { getTodayIso } from '../../../shared/calendar';
import {
  DEFAULT_LOAN_TERMS,
  type TLoanTerms,
  type TLoanTermsView,
  ZLoanTerms,
} from '../../../shared/contracts/loans';
import { computeShareLoanLimitCents } from '../../../shared/vsla/share-arithmetic';
import type { TDbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import {
  assertAcceptsMoney,
  type TMoneyContext,
  type TReadContext,
} from '../../platform/money/money-context';
import { publishChange } from '../../platform/realtime/events';
import { readContributionSummary } from '../contributions/index';
import { readShareSettingsOn } from '../meetings/meeting-rules';
import { readCurrentCycle, sumMemberShares } from '../meetings/meetings.repository';
import { readLoanTermsSetting, sumHeldLoanCents, writeLoanTermsSetting } from './loans.repository';

/** Services that have authorised the caller: the organization's terms, or the defaults while none are saved. */
export async function readLoanTerms(
  db: TDbOrTx,
  organizationId: string,
): Promise<{ terms: TLoanTerms; isDefault: boolean }> {
  const parsed = ZLoanTerms.safeParse(await readLoanTermsSetting(db, organizationId));
  if (parsed.success) return { terms: parsed.data, isDefault: false };
  return { terms: ZLoanTerms.parse(DEFAULT_LOAN_TERMS), isDefault: true };
}

/**
 * A share-based group lends up to its loan multiple times the member's shares of the current cycle at the
 * share price (the group rules in force today); null when the group saves by contributions.
 */
async function readShareLoanLimitCents(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
): Promise<number | null> {
  const settings = await readShareSettingsOn(db, organizationId, getTodayIso());
  if (!settings) return null;
  const cycle = await readCurrentCycle(db, organizationId);
  const shares = cycle === null ? 0 : await sumMemberShares(db, organizationId, userId, { cycle });
  return computeShareLoanLimitCents({ shares, ...settings });
}

/**
 * Services: the largest new loan the member may take under these terms: their limit (a multiple uses their
 * completed contributions; in a share-based group, the loan multiple of their shares) less the principal of
 * the loans they hold or have asked for (pending, approved, active). Never below zero. To enforce it, call under the member's membership lock.
 */
export async function getMaxLoanCents(
  db: TDbOrTx,
  organizationId: string,
  userId: string,
  terms: TLoanTerms,
): Promise<number> {
  const shareLimit = await readShareLoanLimitCents(db, organizationId, userId);
  const limit =
    shareLimit !== null
      ? shareLimit
      : terms.limit.kind === 'fixed'
        ? terms.limit.amountCents
        : Math.floor(
            (await readContributionSummary(db, organizationId, { userId, month: null })).cents *
              terms.limit.multiple,
          );
  return Math.max(0, limit - (await sumHeldLoanCents(db, organizationId, userId)));
}

/** Any member (loan.read_own): the terms, and what the caller may borrow now. */
export async function getLoanTermsView(ctx: TReadContext): Promise<TLoanTermsView> {
  const { terms, isDefault } = await readLoanTerms(ctx.db, ctx.org.organizationId);
  const maxAmountCentsForCaller = await getMaxLoanCents(
    ctx.db,
    ctx.org.organizationId,
    ctx.actor.userId,
    terms,
  );
  return { terms, isDefault, maxAmountCentsForCaller };
}

/**
 * Organization admins and staff (loan.settings): saves the terms into settings.loan_terms only, leaving the
 * other settings as they are. New requests use them; existing loans keep the rate they were requested with.
 */
export async function updateLoanTerms(ctx: TMoneyContext, input: TLoanTerms): Promise<TLoanTermsView> {
  assertAcceptsMoney(ctx.org);
  const organizationId = ctx.org.organizationId;
  await ctx.db.transaction(async (tx) => {
    const before = await readLoanTerms(tx, organizationId);
    await writeLoanTermsSetting(tx, organizationId, input);
    await writeAudit(tx, {
      organizationId,
      actorUserId: ctx.actor.userId,
      action: 'loan.terms_updated',
      targetType: 'organization',
      targetId: organizationId,
      summary: { before: before.isDefault ? null : before.terms, after: input },
      requestId: ctx.requestId,
    });
    await publishChange(tx, { topic: 'loans', organizationId });
  });
  return getLoanTermsView(ctx);
}
