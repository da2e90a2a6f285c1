import { bahtToSatang } from '../format/money.ts';
import { promptPayPayload } from '../format/promptpay.ts';

/**
 * The PromptPay QR a receipt prints for what is still owed (issue 17): the payload for exactly
 * the outstanding amount, paid to the branch's 13-digit tax id (a juristic person's PromptPay id).
 * None when nothing is owed, when the receipt is cancelled, or when the branch has no valid tax
 * id: a QR that could pay someone else must never be printed.
 */
export function receiptPromptPay(receipt: { overdue: number; cancel: boolean }, taxId: string): string | null {
  if (receipt.cancel || !(receipt.overdue > 0)) return null;
  const target = taxId.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(target)) return null;
  return promptPayPayload(target, bahtToSatang(receipt.overdue));
}
