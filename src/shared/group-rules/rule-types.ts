import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { NON_SAVER_RULES, SHARE_OUT_RULES } from '../share-out/share-out-types';

/**
 * A group's constitution in numbers (issue 18, ADR 21): what each member pays, how often, by when, what
 * lateness costs and what joining costs. Each change is a new version with the date it takes effect; a
 * period is judged by the version in force on the day the period starts.
 *
 * Periods: monthly periods are calendar months; weekly periods are ISO weeks (Monday to Sunday); fortnightly
 * periods are two such weeks counted from the version's first Monday. A period's contribution falls due on
 * the first due day after the period ends ("October's contribution is due on 1 November"): `dueDay` is a
 * day of the month (1 to 28) for monthly rules and an ISO weekday (1 = Monday ... 7 = Sunday) otherwise.
 */

export const CONTRIBUTION_FREQUENCIES = ['monthly', 'weekly', 'fortnightly'] as const;
export type TContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

export const FINE_KINDS = ['none', 'fixed', 'per_day', 'percent'] as const;
export const PAYMENT_ORDERS = ['fines_first', 'contributions_first'] as const;
export type TPaymentOrder = (typeof PAYMENT_ORDERS)[number];

const MAX_RULE_CENTS = 100_000_000; // R1 million per period is far above any group's contribution.

const ZRuleCents = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_RULE_CENTS, `${label} is too large`);

const ZPositiveRuleCents = (label: string) => ZRuleCents(label).min(1, `${label} must be greater than zero`);

export const ZFineRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** One fine per late period. */
  z.object({ kind: z.literal('fixed'), amountCents: ZPositiveRuleCents('Fine amount') }),
  /** An amount for every day late beyond the grace days, up to a cap. */
  z.object({
    kind: z.literal('per_day'),
    amountCents: ZPositiveRuleCents('Fine per day'),
    capCents: ZPositiveRuleCents('Fine cap'),
  }),
  /** A share of the period's amount due, in basis points (1,000 = 10%). */
  z.object({
    kind: z.literal('percent'),
    basisPoints: z
      .number({ error: 'Fine percentage is required' })
      .int('Fine percentage must have at most two decimals')
      .min(1, 'Fine percentage must be greater than zero')
      .max(10_000, 'Fine percentage cannot be more than 100%'),
  }),
]);
export type TFineRule = z.infer<typeof ZFineRule>;

/** Groups that never chose: income in proportion to what each member paid in. */
export const DEFAULT_SHARE_OUT = { rule: 'proportional', sharePriceCents: null } as const;

/** Burial societies that never chose: warn when cash is below the cost of the two largest funerals. */
export const DEFAULT_RESERVE = { warnBelowPayouts: 2 } as const;

export const ZReserveRule = z.object({
  /** Warn admins when the cash is below the cost of this many of the largest covers in force. */
  warnBelowPayouts: z
    .number({ error: 'Number of funerals is required' })
    .int('Number of funerals must be a whole number')
    .min(1, 'Number of funerals must be at least 1')
    .max(20, 'Number of funerals must be at most 20'),
});
export type TReserveRule = z.infer<typeof ZReserveRule>;

export const SAVINGS_MODELS = ['contributions', 'shares'] as const;
export type TSavingsModel = (typeof SAVINGS_MODELS)[number];

/**
 * How members save. `contributions`: an amount per period (the rules above). `shares` (VSLA style): at each
 * meeting a member buys 1 to `maxSharesPerMeeting` shares at the share price (`shareOut.sharePriceCents`, fixed
 * for the cycle), pays `socialFundCents` into the social fund (grants, never shared out), and may borrow up to
 * `loanMultiple` times the value of their shares.
 */
export const ZSavingsRule = z.discriminatedUnion('model', [
  z.object({ model: z.literal('contributions') }),
  z.object({
    model: z.literal('shares'),
    maxSharesPerMeeting: z
      .number({ error: 'Most shares per meeting is required' })
      .int('Most shares per meeting must be a whole number')
      .min(1, 'Most shares per meeting must be at least 1')
      .max(100, 'Most shares per meeting must be at most 100'),
    socialFundCents: ZRuleCents('Social fund per meeting'),
    loanMultiple: z
      .number({ error: 'Loan limit is required' })
      .int('Loan limit must be a whole number of times the shares')
      .min(1, 'Loan limit must be at least 1 times the shares')
      .max(10, 'Loan limit must be at most 10 times the shares'),
  }),
]);
export type TSavingsRule = z.infer<typeof ZSavingsRule>;
export type TShareSavingsRule = Extract<TSavingsRule, { model: 'shares' }>;

export const DEFAULT_SAVINGS = { model: 'contributions' } as const;

export const ZGroupRules = z
  .object({
    /** The amount per period: one amount, optionally overridden per plan (key) or per member (membership id). */
    amount: z.object({
      defaultCents: ZPositiveRuleCents('Contribution amount'),
      perPlanCents: z.record(z.string().min(1).max(60), ZPositiveRuleCents('Plan amount')).default({}),
      perMemberCents: z.record(z.string().min(1).max(60), ZPositiveRuleCents('Member amount')).default({}),
    }),
    frequency: z.enum(CONTRIBUTION_FREQUENCIES, 'Choose how often members pay'),
    dueDay: z
      .number({ error: 'Due day is required' })
      .int('Due day must be a whole number')
      .min(1, 'Due day must be between 1 and 28'),
    graceDays: z
      .number({ error: 'Grace days are required' })
      .int('Grace days must be a whole number')
      .min(0, 'Grace days cannot be negative')
      .max(60, 'Grace days must be at most 60'),
    fine: ZFineRule,
    joiningFee: z.object({
      amountCents: ZRuleCents('Joining fee'),
      instalments: z
        .number({ error: 'Instalments are required' })
        .int('Instalments must be a whole number')
        .min(1, 'Instalments must be at least 1')
        .max(24, 'Instalments must be at most 24'),
    }),
    paymentOrder: z.enum(PAYMENT_ORDERS, 'Choose which debt a payment clears first'),
    reminders: z.object({
      /** E-mail this many days before a due date (null: no reminder before). */
      daysBefore: z.number().int().min(1).max(30).nullable(),
      /** E-mail this many days after a due date while the period is unpaid (null: none). */
      daysAfter: z.number().int().min(1).max(60).nullable(),
    }),
    /** How the year's income is shared at the year-end share-out; share-based groups fix a share price. */
    shareOut: z
      .object({
        rule: z.enum(SHARE_OUT_RULES, 'Choose how the share-out is shared'),
        sharePriceCents: ZPositiveRuleCents('Share price').nullable(),
        /**
         * Equal shares: whether a member who saved nothing in the cycle gets one. Most groups share the
         * year's income among those who saved ('left_out', also when unset); some give every member an
         * equal part ('equal_share').
         */
        nonSavers: z.enum(NON_SAVER_RULES).optional(),
      })
      .default(DEFAULT_SHARE_OUT),
    /** Burial societies: how many funerals the cash should cover before admins are warned (unset: DEFAULT_RESERVE). */
    reserve: ZReserveRule.optional(),

    /** Contributions per period, or shares bought at meetings (VSLA style). */
    savings: ZSavingsRule.default(DEFAULT_SAVINGS),
  })
  .superRefine((rules, context) => {
    const maxDueDay = rules.frequency === 'monthly' ? 28 : 7;
    if (rules.dueDay > maxDueDay) {
      context.addIssue({
        code: 'custom',
        path: ['dueDay'],
        message:
          rules.frequency === 'monthly'
            ? 'Due day must be between 1 and 28'
            : 'Choose a weekday for the due day',
      });
    }
    if (rules.shareOut.rule === 'per_share' && rules.shareOut.sharePriceCents === null) {
      context.addIssue({
        code: 'custom',
        path: ['shareOut', 'sharePriceCents'],
        message: 'Share price is required for a share-out by shares',
      });
    }
    if (rules.savings.model === 'shares' && rules.shareOut.rule !== 'per_share') {
      context.addIssue({
        code: 'custom',
        path: ['shareOut', 'rule'],
        message: 'A group that saves in shares shares out by shares: choose the share-out by shares',
      });
    }
    if (rules.fine.kind === 'per_day' && rules.fine.capCents < rules.fine.amountCents) {
      context.addIssue({
        code: 'custom',
        path: ['fine', 'capCents'],
        message: 'Fine cap cannot be less than the fine per day',
      });
    }
  });
export type TGroupRules = z.infer<typeof ZGroupRules>;

/**
 * Rules as stored before a setting existed lack it: fill in the defaults the schema gives (a stored version
 * was validated when it was set, so nothing else is missing).
 */
export function withRuleDefaults(stored: TGroupRules): TGroupRules {
  const partial: Partial<Pick<TGroupRules, 'shareOut' | 'savings'>> = stored;
  return {
    ...stored,
    shareOut: partial.shareOut ?? DEFAULT_SHARE_OUT,
    savings: partial.savings ?? DEFAULT_SAVINGS,
  };
}

export const ZRuleDate = z
  .string({ error: 'Effective date is required' })
  .refine(isIsoDate, 'Effective date must be a real date in the form YYYY-MM-DD');

/** One version of the rules: in force from `effectiveFrom` until the next version's date. */
export type TRuleVersion = {
  version: number;
  effectiveFrom: string;
  rules: TGroupRules;
};

/** What the engine needs to know about one member. */
export type TRuleMember = {
  /** The membership id: the key of `amount.perMemberCents`. */
  memberKey: string;
  /** The member's plan (burial cover plan, stokvel tier), the key of `amount.perPlanCents`. */
  planKey: string | null;
  joinedOn: string;
  leftOn: string | null;
};

/** A completed payment that counts for the member (paid by them or by someone on their behalf). */
export type TRulePayment = { id: string; paidOn: string; amountCents: number };

/** A fine an admin waived (all of it), by the period it was raised for. */
export type TRuleWaiver = { periodKey: string };

export const DEBT_KINDS = ['contribution', 'joining_fee', 'fine'] as const;
export type TDebtKind = (typeof DEBT_KINDS)[number];
