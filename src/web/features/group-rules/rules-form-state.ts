import { formatLongDate, formatMonthName, getMonthEnd } from '../../../shared/book-months';
import { dueDateAfter, isPeriodBoundary, shiftIsoDate } from '../../../shared/group-rules/periods';
import {
  DEFAULT_RESERVE,
  type TContributionFrequency,
  type TGroupRules,
  type TPaymentOrder,
  type TSavingsModel,
  ZGroupRules,
} from '../../../shared/group-rules/rule-types';
import { centsToRandString, parseRandToCents } from '../../../shared/money';
import type { TNonSaverRule, TShareOutRule } from '../../../shared/share-out/share-out-types';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export type TMemberAmount = { membershipId: string; name: string; amount: string };

/** The Rules form as typed: text for every number, so a half-typed amount is kept as typed. */
export type TRulesFormState = {
  amount: string;
  memberAmounts: TMemberAmount[];
  frequency: TContributionFrequency;
  dueDay: string;
  graceDays: string;
  fineKind: TGroupRules['fine']['kind'];
  fineAmount: string;
  fineCap: string;
  finePercent: string;
  joiningFee: string;
  instalments: string;
  paymentOrder: TPaymentOrder;
  remindBefore: string;
  remindAfter: string;
  shareOutRule: TShareOutRule;
  sharePrice: string;
  /** Equal shares: whether members who saved nothing in the cycle get one. */
  nonSavers: TNonSaverRule;
  /** Burial societies: warn when cash is below the cost of this many of the largest funerals. */
  reserveFunerals: string;
  savingsModel: TSavingsModel;
  maxSharesPerMeeting: string;
  socialFund: string;
  loanMultiple: string;
  effectiveFrom: string;
};

export const toRandText = (cents: number) => centsToRandString(cents).replace('.', ',');

/** The form filled from a version of the rules (or the usual defaults), starting on `effectiveFrom`. */
export function toFormState(
  rules: TGroupRules | null,
  effectiveFrom: string,
  memberNames: ReadonlyMap<string, string>,
): TRulesFormState {
  const fine = rules?.fine ?? { kind: 'none' as const };
  const shares = rules?.savings?.model === 'shares' ? rules.savings : null;
  return {
    amount: rules ? toRandText(rules.amount.defaultCents) : '',
    memberAmounts: Object.entries(rules?.amount.perMemberCents ?? {}).map(([membershipId, cents]) => ({
      membershipId,
      name: memberNames.get(membershipId) ?? 'Former member',
      amount: toRandText(cents),
    })),
    frequency: rules?.frequency ?? 'monthly',
    dueDay: String(rules?.dueDay ?? 1),
    graceDays: String(rules?.graceDays ?? 7),
    fineKind: fine.kind,
    fineAmount: fine.kind === 'fixed' || fine.kind === 'per_day' ? toRandText(fine.amountCents) : '',
    fineCap: fine.kind === 'per_day' ? toRandText(fine.capCents) : '',
    finePercent: fine.kind === 'percent' ? String(fine.basisPoints / 100).replace('.', ',') : '',
    joiningFee: rules ? toRandText(rules.joiningFee.amountCents) : '0',
    instalments: String(rules?.joiningFee.instalments ?? 1),
    paymentOrder: rules?.paymentOrder ?? 'fines_first',
    remindBefore: rules?.reminders.daysBefore ? String(rules.reminders.daysBefore) : '',
    remindAfter: rules?.reminders.daysAfter ? String(rules.reminders.daysAfter) : '',
    shareOutRule: rules?.shareOut?.rule ?? 'proportional',
    nonSavers: rules?.shareOut?.nonSavers ?? 'left_out',
    sharePrice: rules?.shareOut?.sharePriceCents ? toRandText(rules.shareOut.sharePriceCents) : '',
    reserveFunerals: String(rules?.reserve?.warnBelowPayouts ?? DEFAULT_RESERVE.warnBelowPayouts),
    savingsModel: shares ? 'shares' : 'contributions',
    maxSharesPerMeeting: String(shares?.maxSharesPerMeeting ?? 5),
    socialFund: shares ? toRandText(shares.socialFundCents) : '0',
    loanMultiple: String(shares?.loanMultiple ?? 3),
    effectiveFrom,
  };
}

function readRand(text: string, label: string): number {
  const cents = text.trim() === '0' ? 0 : parseRandToCents(text.trim());
  if (cents === null) throw new Error(`${label}: enter an amount like 300 or 300,50`);
  return cents;
}

function readWhole(text: string, label: string): number {
  if (!/^\d{1,4}$/.test(text.trim())) throw new Error(`${label} must be a whole number`);
  return Number(text.trim());
}

function readOptionalDays(text: string, label: string): number | null {
  return text.trim() === '' ? null : readWhole(text, label);
}

function readFine(state: TRulesFormState): unknown {
  switch (state.fineKind) {
    case 'none':
      return { kind: 'none' };
    case 'fixed':
      return { kind: 'fixed', amountCents: readRand(state.fineAmount, 'Fine amount') };
    case 'per_day':
      return {
        kind: 'per_day',
        amountCents: readRand(state.fineAmount, 'Fine per day'),
        capCents: readRand(state.fineCap, 'Fine cap'),
      };
    case 'percent': {
      const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(state.finePercent.trim());
      if (!match) throw new Error('Fine percentage: enter a number like 10 or 2,5');
      const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      return { kind: 'percent', basisPoints };
    }
  }
}

/** The rules the form describes, checked by the same schema the server uses; throws the first message. */
export function readRules(state: TRulesFormState): TGroupRules {
  const candidate = {
    amount: {
      defaultCents: readRand(state.amount, 'Contribution amount'),
      perPlanCents: {},
      perMemberCents: Object.fromEntries(
        state.memberAmounts.map((row) => [row.membershipId, readRand(row.amount, `Amount for ${row.name}`)]),
      ),
    },
    frequency: state.frequency,
    dueDay: readWhole(state.dueDay, 'Due day'),
    graceDays: readWhole(state.graceDays, 'Grace days'),
    fine: readFine(state),
    joiningFee: {
      amountCents: readRand(state.joiningFee || '0', 'Joining fee'),
      instalments: readWhole(state.instalments || '1', 'Instalments'),
    },
    paymentOrder: state.paymentOrder,
    reminders: {
      daysBefore: readOptionalDays(state.remindBefore, 'Days before the due date'),
      daysAfter: readOptionalDays(state.remindAfter, 'Days after the due date'),
    },
    shareOut: {
      rule: state.shareOutRule,
      sharePriceCents:
        state.shareOutRule === 'per_share' && state.sharePrice.trim() !== ''
          ? readRand(state.sharePrice, 'Share price')
          : null,
      // Unset means left out: only giving non-savers a share is written down.
      ...(state.shareOutRule === 'equal_less_fines' && state.nonSavers === 'equal_share'
        ? { nonSavers: state.nonSavers }
        : {}),
    },
    reserve: { warnBelowPayouts: readWhole(state.reserveFunerals || '2', 'Number of funerals') },
    savings:
      state.savingsModel === 'shares'
        ? {
            model: 'shares',
            maxSharesPerMeeting: readWhole(state.maxSharesPerMeeting, 'Most shares per meeting'),
            socialFundCents: readRand(state.socialFund || '0', 'Social fund per meeting'),
            loanMultiple: readWhole(state.loanMultiple, 'Loan limit'),
          }
        : { model: 'contributions' },
  };
  const parsed = ZGroupRules.safeParse(candidate);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Please check the rules');
  return parsed.data;
}

/**
 * The line under the form that says what the rules mean, for the first period they judge: "October 2026's
 * contribution is due on 1 November 2026, fines from 9 November 2026". Null while the form cannot tell.
 */
export function explainFirstDue(state: TRulesFormState): string | null {
  const dueDay = Number(state.dueDay);
  const maxDay = state.frequency === 'monthly' ? 28 : 7;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.effectiveFrom) || !(dueDay >= 1 && dueDay <= maxDay)) return null;
  if (!isPeriodBoundary(state.frequency, state.effectiveFrom)) {
    return state.frequency === 'monthly'
      ? 'Rules take effect on the 1st of a month.'
      : 'Weekly and fortnightly rules take effect on a Monday.';
  }
  const rules = { frequency: state.frequency, dueDay };
  const endsOn =
    state.frequency === 'monthly'
      ? getMonthEnd(state.effectiveFrom)
      : shiftIsoDate(state.effectiveFrom, state.frequency === 'weekly' ? 6 : 13);
  const dueOn = dueDateAfter(rules, endsOn);
  const period =
    state.frequency === 'monthly'
      ? `${formatMonthName(state.effectiveFrom)}'s contribution`
      : `The contribution for the ${state.frequency === 'weekly' ? 'week' : 'fortnight'} of ${formatLongDate(state.effectiveFrom)}`;
  const graceDays = Number(state.graceDays);
  const fines =
    state.fineKind !== 'none' && Number.isInteger(graceDays) && graceDays >= 0
      ? `; unpaid after ${formatLongDate(shiftIsoDate(dueOn, graceDays))} it is fined`
      : '';
  return `${period} is due on ${formatLongDate(dueOn)}${fines}.`;
}
