/**
 * The arithmetic of a payment, in integer satang and nothing else (no I/O): what each treatment
 * line is due after its share of the bill's final discount, and what is still owed on it.
 */

/**
 * Shares a bill's final discount across its lines in proportion to what each comes to, in whole
 * satang by the largest remainder, so that the shares add up to the discount exactly and a line
 * never gets more than it comes to. BigInt: a line times the discount can pass 2^53.
 */
export function shareFinalDiscount(finalDiscount: number, amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (finalDiscount <= 0 || total <= 0) return amounts.map(() => 0);
  const discount = BigInt(Math.min(finalDiscount, total));
  const whole = BigInt(total);
  const shares = amounts.map((amount) => {
    const exact = BigInt(amount) * discount;
    return { floor: exact / whole, remainder: exact % whole };
  });
  let left = discount - shares.reduce((sum, share) => sum + share.floor, 0n);
  // The satang left by rounding down go to the largest remainders, first line first on a tie.
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left === 0n) break;
    result[index] = (result[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

export type LineMoney = { priceSatang: number; quantity: number; discountSatang: number };

/** What a line comes to: price × quantity less its own discount. */
export function lineAmount(line: LineMoney): number {
  return line.priceSatang * line.quantity - line.discountSatang;
}

/**
 * The lines of one record with what each is due (after its share of the final discount) and
 * still owed (due less what live receipts paid on it).
 */
export function dueOfLines<L extends LineMoney & { id: number }>(
  lines: readonly L[],
  finalDiscount: number,
  paid: ReadonlyMap<number, number>,
): { line: L; shareSatang: number; dueSatang: number; remainedSatang: number }[] {
  const amounts = lines.map(lineAmount);
  const shares = shareFinalDiscount(finalDiscount, amounts);
  return lines.map((line, index) => {
    const shareSatang = shares[index] ?? 0;
    const dueSatang = (amounts[index] ?? 0) - shareSatang;
    return { line, shareSatang, dueSatang, remainedSatang: Math.max(0, dueSatang - (paid.get(line.id) ?? 0)) };
  });
}
