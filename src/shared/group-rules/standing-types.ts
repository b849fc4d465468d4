import type { TDebtKind, TRuleMember, TRulePayment, TRuleVersion, TRuleWaiver } from './rule-types';

/** Something the member owes the group: a period's contribution, a joining-fee instalment or a late fine. */
export type TDebt = {
  /** `${kind}:${periodKey}` */
  key: string;
  kind: TDebtKind;
  periodKey: string;
  periodLabel: string;
  /** Contributions and joining fees: the period's due date. Fines: the day the fine is raised. */
  dueOn: string;
  /** For a per-day fine: accrued up to the day the period was paid, or to the standing's date. */
  amountCents: number;
  paidCents: number;
  outstandingCents: number;
  waived: boolean;
};

export type TStanding = {
  asOf: string;
  /** Outstanding on debts due on or before `asOf`. */
  owedCents: number;
  /** Paid ahead: money not needed by any debt due on or before `asOf` (it covers later periods). */
  creditCents: number;
  /** Debts due on or before `asOf` with something outstanding, oldest first. */
  overdue: TDebt[];
  /** Every debt through `asOf`, and later periods a payment already covered. */
  debts: TDebt[];
  allocations: { paymentId: string; debtKey: string; cents: number }[];
  /** Contribution periods due on or before `asOf` that are not fully paid. */
  periodsBehind: number;
  oldestUnpaid: { periodKey: string; periodLabel: string; dueOn: string } | null;
  /** Fines raised through `asOf` and not waived, paid or not. */
  finesCents: number;
  nextDue: { periodKey: string; periodLabel: string; dueOn: string; outstandingCents: number } | null;
};

export type TStandingInput = {
  versions: TRuleVersion[];
  member: TRuleMember;
  payments: TRulePayment[];
  waivers: TRuleWaiver[];
  asOf: string;
};
