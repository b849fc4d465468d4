/** How a group shares its year's income (interest, fines, other income) among its members at year end. */
export const SHARE_OUT_RULES = ['proportional', 'time_weighted', 'equal_less_fines', 'per_share'] as const;
export type TShareOutRule = (typeof SHARE_OUT_RULES)[number];

export const SHARE_OUT_RULE_LABELS: Record<TShareOutRule, string> = {
  proportional: 'In proportion to what each member paid in',
  time_weighted: 'By time: money paid in earlier earns more',
  equal_less_fines: 'Equal shares, less each member’s fines',
  per_share: 'By shares: value per share',
};

/** Equal shares: members who saved nothing in the cycle are left out, or get an equal part too. */
export const NON_SAVER_RULES = ['left_out', 'equal_share'] as const;
export type TNonSaverRule = (typeof NON_SAVER_RULES)[number];

/** Why a member who saved nothing in the cycle gets no part of its income. */
export const NO_SAVINGS_REASON = 'Saved nothing in this cycle: the income is shared among members who saved';

/** One payment into the group's savings during the cycle. */
export type TShareOutPayment = { paidOn: string; amountCents: number };

/** What the engine knows about one member for the cycle. */
export type TShareOutMember = {
  memberKey: string;
  /** Savings paid in during the cycle, with their dates (time weighting uses the dates). */
  payments: readonly TShareOutPayment[];
  /** Shares bought in the cycle (share-based groups; 0 otherwise). */
  shares: number;
  /** Fines the member was charged in the cycle (equal shares less fines). */
  finesCents: number;
  /** What the member still owes on loans: deducted from their payout, up to the payout. */
  unpaidLoanCents: number;
};

/** The pot to share: the members' savings and the group's income in the cycle. A social fund is never part. */
export type TShareOutPot = {
  savingsCents: number;
  interestCents: number;
  finesCents: number;
  otherIncomeCents: number;
  /** Groceries bought with the pot in the cycle (a grocery stokvel's bulk purchases): not paid out in cash. */
  groceriesCents: number;
  /**
   * What the group spent or lost in the cycle (bank fees, other expenses, loans written off): that money is
   * no longer there to share, so it comes off the income, and what income cannot cover off the savings.
   */
  expensesCents: number;
};

export type TShareOutInput = {
  rule: TShareOutRule;
  cycle: { startsOn: string; endsOn: string };
  pot: Omit<TShareOutPot, 'savingsCents' | 'groceriesCents' | 'expensesCents'>;
  members: readonly TShareOutMember[];
  /** Bulk purchases dated in the cycle; at most the pot. None: 0. */
  groceriesCents?: number;
  /** Expenses and losses dated in the cycle; at most the savings and income. None: 0. */
  expensesCents?: number;
  /** Equal shares: whether members who saved nothing get one. Absent: they are left out. */
  nonSavers?: TNonSaverRule;
};

export type TShareOutLine = {
  memberKey: string;
  paidInCents: number;
  shares: number;
  savingsBackCents: number;
  /** The member's part of the income less the expenses; below zero when the expenses were more. */
  incomeShareCents: number;
  /** savingsBack + incomeShare. */
  grossCents: number;
  /** The member's part of the groceries bought with the pot, in proportion to their share-out (gross). */
  groceriesCents: number;
  loanDeductedCents: number;
  /** gross - groceries - loan deducted: paid out in cash. */
  netPayoutCents: number;
  /** Why the member gets no part of the income (saved nothing in the cycle); null when they do. */
  leftOutReason: string | null;
};

export type TShareOutResult = {
  rule: TShareOutRule;
  pot: TShareOutPot;
  /** savings + income - expenses: what the group really has to share. */
  totalCents: number;
  totalShares: number;
  /** Share-based groups: the pot over the shares, in cents (may carry a fraction; shown rounded). */
  valuePerShareCents: number | null;
  lines: TShareOutLine[];
  totals: { grossCents: number; groceriesCents: number; loanDeductedCents: number; netPayoutCents: number };
};
