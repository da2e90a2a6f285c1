/**
 * How a treatment's bill comes apart per line, for the receipts that pay it line by line.
 *
 * The final discount (a discount on the whole bill) is spread over the lines in proportion to
 * what each line comes to (price × quantity − line discount), in whole satang: each line gets the
 * floor of its exact share, and the satang left over go one each to the lines with the largest
 * remainders (the earlier line first on a tie). The shares add up to the final discount exactly,
 * and no line's share exceeds what it comes to, so what a line owes is never negative.
 */
export function spreadFinalDiscount(lineAmountsSatang: readonly number[], finalDiscountSatang: number): number[] {
  const total = lineAmountsSatang.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0 || finalDiscountSatang <= 0) return lineAmountsSatang.map(() => 0);
  const discount = Math.min(finalDiscountSatang, total);
  // BigInt: amount × discount may pass 2^53 for large bills.
  const exact = lineAmountsSatang.map((amount) => BigInt(amount) * BigInt(discount));
  const shares = exact.map((product) => Number(product / BigInt(total)));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
