import { daysBetween } from '../group-rules/periods';
import { allocateByLargestRemainder } from './allocate';
import {
  NO_SAVINGS_REASON,
  type TShareOutInput,
  type TShareOutMember,
  type TShareOutResult,
  type TShareOutRule,
} from './share-out-types';

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const paidInOf = (member: TShareOutMember) => sumOf(member.payments.map((payment) => payment.amountCents));

/** Whether the member takes part in the income: they saved in the cycle, or the rule includes non-savers. */
function isSharing(input: TShareOutInput, member: TShareOutMember): boolean {
  return paidInOf(member) > 0 || (input.rule === 'equal_less_fines' && input.nonSavers === 'equal_share');
}

/**
 * Each member's weight in the income: what they paid; what they paid times the days it was in the group
 * (to the cycle's end, the day itself counted); equal, less fines; or their shares.
 */
function weighIncome(input: TShareOutInput, incomeCents: number): number[] {
  const { members, cycle } = input;
  const rules: Record<TShareOutRule, () => number[]> = {
    proportional: () => members.map(paidInOf),
    time_weighted: () =>
      members.map((member) =>
        sumOf(
          member.payments.map(
            (payment) => payment.amountCents * Math.max(0, daysBetween(payment.paidOn, cycle.endsOn) + 1),
          ),
        ),
      ),
    // Equal parts of the income plus everyone's fines, less the member's own fines: the fined member's
    // fines go to the others. Never below zero; then the income is split in proportion to these weights.
    // Members who saved nothing in the cycle take no part unless the group's rule gives them one.
    equal_less_fines: () => {
      const sharing = members.map((member) => isSharing(input, member));
      const sharers = members.filter((_, index) => sharing[index]);
      const fines = sumOf(sharers.map((member) => member.finesCents));
      return members.map((member, index) =>
        sharing[index] ? Math.max(0, incomeCents + fines - sharers.length * member.finesCents) : 0,
      );
    },
    per_share: () => members.map((member) => member.shares),
  };
  return rules[input.rule]();
}

/**
 * Each member's part of the income less the expenses: shared by the group's rule; when the expenses were
 * more than the income, the loss comes off the savings in proportion to what each member paid in.
 */
function shareNetIncome(input: TShareOutInput, netIncomeCents: number, paidIn: number[]): number[] {
  if (input.members.length === 0) return [];
  if (netIncomeCents >= 0) {
    return allocateByLargestRemainder(netIncomeCents, weighIncome(input, netIncomeCents));
  }
  return allocateByLargestRemainder(-netIncomeCents, paidIn).map((loss) => -loss);
}

/**
 * The year-end share-out of a savings group (no I/O). Every member gets back what they paid in, plus a part
 * of the cycle's income (interest, fines, other income) by the group's rule, rounded by largest remainder so
 * the parts sum to the income exactly. Groceries bought with the pot in the cycle are shared in proportion
 * to each member's share-out and not paid in cash; an unpaid loan is deducted from what is left, up to what
 * is left. Share-based groups: income by shares, so each share is worth (savings + income) / shares.
 */
export function computeShareOut(input: TShareOutInput): TShareOutResult {
  const { members, pot } = input;
  const groceriesCents = input.groceriesCents ?? 0;
  const expensesCents = input.expensesCents ?? 0;
  const paidIn = members.map(paidInOf);
  const savingsCents = sumOf(paidIn);
  const incomeCents = pot.interestCents + pot.finesCents + pot.otherIncomeCents;
  const totalShares = sumOf(members.map((member) => member.shares));
  const totalCents = savingsCents + incomeCents - expensesCents;
  if (!Number.isSafeInteger(expensesCents) || expensesCents < 0 || totalCents < 0) {
    throw new Error('expenses must be whole cents, from 0 to the savings and income');
  }
  const incomeShares = shareNetIncome(input, incomeCents - expensesCents, paidIn);
  if (!Number.isSafeInteger(groceriesCents) || groceriesCents < 0 || groceriesCents > totalCents) {
    throw new Error('groceries must be whole cents, from 0 to the pot');
  }
  const grosses = members.map((_, index) => (paidIn[index] ?? 0) + (incomeShares[index] ?? 0));
  // The groceries were bought for everyone: each member's part in proportion to their share-out, so the
  // group's rule decides it too, and the parts sum to the purchases exactly.
  const groceryParts = members.length === 0 ? [] : allocateByLargestRemainder(groceriesCents, grosses);
  const lines = members.map((member, index) => {
    const savingsBackCents = paidIn[index] ?? 0;
    const incomeShareCents = incomeShares[index] ?? 0;
    const grossCents = grosses[index] ?? 0;
    const groceryPartCents = groceryParts[index] ?? 0;
    const loanDeductedCents = Math.min(grossCents - groceryPartCents, Math.max(0, member.unpaidLoanCents));
    return {
      memberKey: member.memberKey,
      paidInCents: savingsBackCents,
      shares: member.shares,
      savingsBackCents,
      incomeShareCents,
      grossCents,
      groceriesCents: groceryPartCents,
      loanDeductedCents,
      netPayoutCents: grossCents - groceryPartCents - loanDeductedCents,
      leftOutReason: isSharing(input, member) ? null : NO_SAVINGS_REASON,
    };
  });
  return {
    rule: input.rule,
    pot: { savingsCents, ...pot, groceriesCents, expensesCents },
    totalCents,
    totalShares,
    valuePerShareCents: input.rule === 'per_share' && totalShares > 0 ? totalCents / totalShares : null,
    lines,
    totals: {
      grossCents: sumOf(lines.map((line) => line.grossCents)),
      groceriesCents: sumOf(lines.map((line) => line.groceriesCents)),
      loanDeductedCents: sumOf(lines.map((line) => line.loanDeductedCents)),
      netPayoutCents: sumOf(lines.map((line) => line.netPayoutCents)),
    },
  };
}
