import type { TMainMemberDeathRule, TWaitStart } from '../../../shared/burial/cover-status';
import {
  DEFAULT_LAPSE_AFTER_UNPAID_MONTHS,
  DEFAULT_MAIN_MEMBER_DEATH_RULE,
  DEFAULT_WAITING_MONTHS,
} from '../../../shared/burial/cover-status';
import { MAIN_MEMBER_DEATH_RULE_LABELS } from '../../../shared/burial/cover-text';
import { getTodayIso } from '../../../shared/calendar';
import {
  type TAddPlanVersion,
  type TCreatePlan,
  type TPlanTerms,
  ZAddPlanVersion,
  ZCreatePlan,
} from '../../../shared/contracts/burial';
import { centsToRandString, parseRandToCents } from '../../../shared/money';

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
  /** What every other member in force on the plan owes after a claim is paid (R; empty or 0: none). */
  levy: string;
  doubleForAccident: boolean;
  onMainMemberDeath: TMainMemberDeathRule;
};

/** The choices for what the main member's death does to the dependants' cover, in the order shown. */
export const MAIN_MEMBER_DEATH_OPTIONS = (
  Object.entries(MAIN_MEMBER_DEATH_RULE_LABELS) as [TMainMemberDeathRule, string][]
).map(([value, label]) => ({ value, label }));

/** The label of a rule (versions written before the term existed read as the default). */
export function getMainMemberDeathLabel(rule: TMainMemberDeathRule | undefined): string {
  return MAIN_MEMBER_DEATH_RULE_LABELS[rule ?? DEFAULT_MAIN_MEMBER_DEATH_RULE];
}

/** The rule a select's value names (the default for anything else). */
export function toMainMemberDeathRule(value: string): TMainMemberDeathRule {
  return (
    MAIN_MEMBER_DEATH_OPTIONS.find((option) => option.value === value)?.value ??
    DEFAULT_MAIN_MEMBER_DEATH_RULE
  );
}

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
  levy: '',
  doubleForAccident: false,
  onMainMemberDeath: DEFAULT_MAIN_MEMBER_DEATH_RULE,
};

const toCents = (value: string) => parseRandToCents(value.trim() === '' ? '0' : value) ?? Number.NaN;
const toCount = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : Number.NaN);

/**
 * What the form does not ask: entry ages and child age limits take common defaults (children to 21, or 25
 * while studying; parents to 85); one child cover applies to every age.
 */
const DEFAULT_TERMS: Pick<
  TPlanTerms,
  'entryAges' | 'childMaxAge' | 'studentChildMaxAge' | 'premiumsBeforeWait'
> & {
  childBands: TPlanTerms['cover']['childBands'];
} = {
  entryAges: {
    main_member: { minAge: 18, maxAge: 75 },
    spouse: { minAge: 18, maxAge: 75 },
    child: { minAge: 0, maxAge: 20 },
    parent: { minAge: 30, maxAge: 85 },
    extended: { minAge: 0, maxAge: 75 },
  },
  childBands: [{ fromAge: 0, toAge: 25, coverCents: 0 }],
  premiumsBeforeWait: 0,
  childMaxAge: 21,
  studentChildMaxAge: 25,
};

/** Whether the plan's child cover is in several age bands (the form keeps them as they are). */
export const hasChildBands = (terms: TPlanTerms) => terms.cover.childBands.length > 1;

/** The form filled from a version's terms (a new version starts from the latest). */
export function fromTerms(terms: TPlanTerms): TPlanFormState {
  const rand = (cents: number) => centsToRandString(cents);
  return {
    name: '',
    premium: rand(terms.monthlyPremiumCents),
    mainMember: rand(terms.cover.mainMemberCents),
    spouse: rand(terms.cover.spouseCents),
    child: hasChildBands(terms) ? '' : rand(terms.cover.childBands[0]?.coverCents ?? 0),
    parent: rand(terms.cover.parentCents),
    extended: rand(terms.cover.extendedCents),
    maxDependants: String(terms.maxDependants),
    natural: String(terms.waitingMonths.natural),
    accidental: String(terms.waitingMonths.accidental),
    suicide: String(terms.waitingMonths.suicide),
    waitStartsOn: terms.waitStartsOn,
    lapseAfter: String(terms.lapseAfterUnpaidMonths),
    levy: terms.levyPerPayoutCents ? rand(terms.levyPerPayoutCents) : '',
    doubleForAccident: terms.doubleForAccident === true,
    onMainMemberDeath: terms.onMainMemberDeath ?? DEFAULT_MAIN_MEMBER_DEATH_RULE,
  };
}

/** The terms the form describes; what it does not ask comes from `base` (the latest version) or the defaults. */
function toTerms(state: TPlanFormState, base?: TPlanTerms) {
  const keptBands = base && hasChildBands(base) && state.child.trim() === '';
  const band = base?.cover.childBands[0] ?? DEFAULT_TERMS.childBands[0];
  return {
    monthlyPremiumCents: toCents(state.premium),
    cover: {
      mainMemberCents: toCents(state.mainMember),
      spouseCents: toCents(state.spouse),
      childBands: keptBands
        ? base.cover.childBands
        : [{ fromAge: band?.fromAge ?? 0, toAge: band?.toAge ?? 25, coverCents: toCents(state.child) }],
      parentCents: toCents(state.parent),
      extendedCents: toCents(state.extended),
    },
    maxDependants: toCount(state.maxDependants),
    entryAges: base?.entryAges ?? DEFAULT_TERMS.entryAges,
    waitingMonths: {
      natural: toCount(state.natural),
      accidental: toCount(state.accidental),
      suicide: toCount(state.suicide),
    },
    waitStartsOn: state.waitStartsOn,
    premiumsBeforeWait: base?.premiumsBeforeWait ?? DEFAULT_TERMS.premiumsBeforeWait,
    lapseAfterUnpaidMonths: toCount(state.lapseAfter),
    childMaxAge: base?.childMaxAge ?? DEFAULT_TERMS.childMaxAge,
    studentChildMaxAge: base?.studentChildMaxAge ?? DEFAULT_TERMS.studentChildMaxAge,
    doubleForAccident: state.doubleForAccident,
    onMainMemberDeath: state.onMainMemberDeath,
    levyPerPayoutCents: toCents(state.levy),
  };
}

type TResult<T> = { ok: true; value: T } | { ok: false; message: string };

function toResult<T>(
  parsed:
    | { success: true; data: T }
    | { success: false; error: { issues: { code: string; message: string }[] } },
  fallback: string,
): TResult<T> {
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const isNumber = issue?.code === 'invalid_type';
  return {
    ok: false,
    message: isNumber ? 'Fill in every amount and count as a number' : (issue?.message ?? fallback),
  };
}

/** The request the new-plan form makes (terms from today), or the first message to show. */
export function toCreatePlan(state: TPlanFormState, today = getTodayIso()): TResult<TCreatePlan> {
  return toResult(
    ZCreatePlan.safeParse({ name: state.name, effectiveFrom: today, terms: toTerms(state) }),
    'Check the plan',
  );
}

/** The request the new-version form makes: the terms from `effectiveFrom`, the rest kept from `base`. */
export function toAddPlanVersion(
  state: TPlanFormState,
  effectiveFrom: string,
  base: TPlanTerms,
): TResult<TAddPlanVersion> {
  if (effectiveFrom === '') return { ok: false, message: 'Start date is required' };
  return toResult(
    ZAddPlanVersion.safeParse({ effectiveFrom, terms: toTerms(state, base) }),
    'Check the new terms',
  );
}
