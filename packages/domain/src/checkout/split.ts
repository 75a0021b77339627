/**
 * Splitting an amount across weights by largest remainder (Hamilton's method),
 * in exact integer arithmetic.
 */

/**
 * Shares of `amount` proportional to `weights`, as non-negative integers that
 * add up to exactly `amount`. Each share is floor(amount × weight / total),
 * and the paise left over go one each to the largest remainders (ties to the
 * earlier weight). When amount ≤ the total of the weights, no share exceeds
 * its weight. All zero when the weights add up to 0.
 *
 * amount and weights must be non-negative safe integers.
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n || amount <= 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const shares = weights.map((w) => (a * BigInt(w)) / total);
  const remainders = weights.map((w, i) => ({ i, r: (a * BigInt(w)) % total }));
  let left = Number(a - shares.reduce((sum, s) => sum + s, 0n));
  remainders.sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
