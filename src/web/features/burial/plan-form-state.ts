import type { TWaitStart } from '../../../shared/burial/cover-status';
import {
  DEFAULT_LAPSE_AFTER_UNPAID_MONTHS,
  DEFAULT_WAITING_MONTHS,
} from '../../../shared/burial/cover-status';
import { getTodayIso } from '../../../shared/calendar';
import { type TCreatePlan, ZCreatePlan } from '../../../shared/contracts/burial';
import { parseRandToCents } from '../../../shared/money';

/** What the plan form holds: amounts as typed in rand, counts as typed. */
export type TPlanFormState = {
  name: string;
  premium: string;
  mainMember: string;
  spouse: string;
  child: string;
  parent: string;
  extended: string;
  maxDependants: string;
  natural: string;
  accidental: string;
  suicide: string;
  waitStartsOn: TWaitStart;
  lapseAfter: string;
};

export const EMPTY_PLAN_FORM: TPlanFormState = {
  name: '',
  premium: '',
  mainMember: '',
  spouse: '',
  child: '',
  parent: '',
  extended: '',
  maxDependants: '6',
  natural: String(DEFAULT_WAITING_MONTHS.natural),
  accidental: String(DEFAULT_WAITING_MONTHS.accidental),
  suicide: String(DEFAULT_WAITING_MONTHS.suicide),
  waitStartsOn: 'joining',
  lapseAfter: String(DEFAULT_LAPSE_AFTER_UNPAID_MONTHS),
};

const toCents = (value: string) => parseRandToCents(value.trim() === '' ? '0' : value) ?? Number.NaN;
const toCount = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : Number.NaN);

/**
 * The request the form makes, or the first message to show. Entry ages and child age limits take common
 * defaults (children to 21, or 25 while studying; parents to 85); one child cover applies to every age.
 */
export function toCreatePlan(
  state: TPlanFormState,
  today = getTodayIso(),
): { ok: true; value: TCreatePlan } | { ok: false; message: string } {
  const parsed = ZCreatePlan.safeParse({
    name: state.name,
    effectiveFrom: today,
    terms: {
      monthlyPremiumCents: toCents(state.premium),
      cover: {
        mainMemberCents: toCents(state.mainMember),
        spouseCents: toCents(state.spouse),
        childBands: [{ fromAge: 0, toAge: 25, coverCents: toCents(state.child) }],
        parentCents: toCents(state.parent),
        extendedCents: toCents(state.extended),
      },
      maxDependants: toCount(state.maxDependants),
      entryAges: {
        main_member: { minAge: 18, maxAge: 75 },
        spouse: { minAge: 18, maxAge: 75 },
        child: { minAge: 0, maxAge: 20 },
        parent: { minAge: 30, maxAge: 85 },
        extended: { minAge: 0, maxAge: 75 },
      },
      waitingMonths: {
        natural: toCount(state.natural),
        accidental: toCount(state.accidental),
        suicide: toCount(state.suicide),
      },
      waitStartsOn: state.waitStartsOn,
      premiumsBeforeWait: 0,
      lapseAfterUnpaidMonths: toCount(state.lapseAfter),
      childMaxAge: 21,
      studentChildMaxAge: 25,
    },
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const isNumber = issue?.code === 'invalid_type';
    return {
      ok: false,
      message: isNumber ? 'Fill in every amount and count as a number' : (issue?.message ?? 'Check the plan'),
    };
  }
  return { ok: true, value: parsed.data };
}
