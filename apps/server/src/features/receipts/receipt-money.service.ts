import { lineAmountSatang, spreadFinalDiscount } from '@yim/contract';

/**
 * What each line of a record still owes, in integer satang (no I/O), as the treatments feature
 * keeps it (treatment-payments.service.ts): its amount less its share of the final discount
 * until a receipt has taken a payment on it, then its `overdue_satang`; nothing once written off.
 */
export type OwedFields = {
  id: number;
  priceSatang: number;
  quantity: number;
  discountSatang: number;
  overdueSatang: number | null;
  overdueDeletedAt: Date | null;
};

export function owedOfLines<L extends OwedFields>(
  lines: readonly L[],
  finalDiscount: number,
): { line: L; shareSatang: number; remainedSatang: number }[] {
  const amounts = lines.map(lineAmountSatang);
  const shares = spreadFinalDiscount(amounts, finalDiscount);
  return lines.map((line, index) => {
    const shareSatang = shares[index] ?? 0;
    const full = (amounts[index] ?? 0) - shareSatang;
    const remainedSatang = line.overdueDeletedAt !== null ? 0 : (line.overdueSatang ?? full);
    return { line, shareSatang, remainedSatang };
  });
}
