/**
 * Splits a whole number of cents in proportion to non-negative weights by the largest remainder: each part
 * gets the floor of its exact share, then the cents left over go one each to the largest fractional parts
 * (ties to the earlier part), so the parts always sum to the total exactly. All weights zero: equal weights.
 * Exact in integers (BigInt), so large weights (cents x days) never lose precision.
 */
export function allocateByLargestRemainder(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new Error('total must be whole cents, at least 0');
  if (weights.length === 0) {
    if (totalCents !== 0) throw new Error('cannot share a non-zero total among nobody');
    return [];
  }
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new Error('weights must be whole numbers, at least 0');
  }
  const isAllZero = weights.every((weight) => weight === 0);
  const big = weights.map((weight) => BigInt(isAllZero ? 1 : weight));
  const sum = big.reduce((a, b) => a + b, 0n);
  const total = BigInt(totalCents);
  const floors = big.map((weight) => (total * weight) / sum);
  const remainders = big.map((weight, index) => ({ index, rest: (total * weight) % sum }));
  let left = Number(total - floors.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  const parts = floors.map(Number);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
