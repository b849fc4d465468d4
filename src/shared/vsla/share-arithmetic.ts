import { allocateByLargestRemainder } from '../share-out/allocate';

/**
 * Share-based (VSLA style) savings arithmetic, no I/O (ADR 0032). A share has a price fixed for the cycle;
 * at the share-out every share is worth the same part of the pot: (savings + interest + fines) / shares.
 * The social fund is the group's separate pot for grants and is never part of the share-out.
 */

export type TSharePot = {
  /** The members' savings: the shares bought, at the share price. */
  savingsCents: number;
  interestCents: number;
  finesCents: number;
  /** The social fund's balance: reported beside the pot, never shared. */
  socialFundCents: number;
};

export type TShareHolding = { memberKey: string; shares: number };

export type TShareValue = {
  totalShares: number;
  /** savings + interest + fines (never the social fund). */
  potCents: number;
  /** The pot over the shares, rounded to the cent (half up); the members' parts are exact, see below. */
  valuePerShareCents: number;
};

export type TSharesShareOut = TShareValue & {
  lines: { memberKey: string; shares: number; payoutCents: number }[];
  /** What stays in the social fund: all of it. */
  socialFundKeptCents: number;
};

const assertCents = (value: number, label: string) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${label} must be whole cents, at least 0`);
};

/** The value of one share: (savings + interest + fines) / shares, to the cent. No shares: 0. */
export function computeShareValue(pot: TSharePot, totalShares: number): TShareValue {
  assertCents(pot.savingsCents, 'savings');
  assertCents(pot.interestCents, 'interest');
  assertCents(pot.finesCents, 'fines');
  if (!Number.isSafeInteger(totalShares) || totalShares < 0)
    throw new Error('shares must be whole, at least 0');
  const potCents = pot.savingsCents + pot.interestCents + pot.finesCents;
  const valuePerShareCents =
    totalShares === 0 ? 0 : Math.floor((2 * potCents + totalShares) / (2 * totalShares));
  return { totalShares, potCents, valuePerShareCents };
}

/**
 * The share-out by shares: each member's part of the pot in proportion to their shares, by largest remainder,
 * so the parts sum to the pot to the cent (with no shares at all, nothing is paid out). The social fund stays.
 */
export function shareOutByShares(pot: TSharePot, holdings: readonly TShareHolding[]): TSharesShareOut {
  const totalShares = holdings.reduce((sum, holding) => sum + holding.shares, 0);
  const value = computeShareValue(pot, totalShares);
  const payouts =
    totalShares === 0
      ? holdings.map(() => 0)
      : allocateByLargestRemainder(
          value.potCents,
          holdings.map((holding) => holding.shares),
        );
  return {
    ...value,
    lines: holdings.map((holding, index) => ({
      memberKey: holding.memberKey,
      shares: holding.shares,
      payoutCents: payouts[index] ?? 0,
    })),
    socialFundKeptCents: pot.socialFundCents,
  };
}

/** The most a member may borrow: the loan multiple times the value of their shares at the share price. */
export function computeShareLoanLimitCents(input: {
  shares: number;
  sharePriceCents: number;
  loanMultiple: number;
}): number {
  return input.shares * input.sharePriceCents * input.loanMultiple;
}

/** Why a number of shares cannot be bought at one meeting (null when it can): 1 to the group's most. */
export function explainSharePurchase(shares: number, maxSharesPerMeeting: number): string | null {
  if (!Number.isInteger(shares) || shares < 1) return 'A member buys at least 1 share at a meeting';
  if (shares > maxSharesPerMeeting) {
    return `A member buys at most ${maxSharesPerMeeting} share${maxSharesPerMeeting === 1 ? '' : 's'} at a meeting`;
  }
  return null;
}
