import type { TCardSlip } from './receipts.schemas.ts';

/**
 * The line a card payment prints under its method, the same on the browser's print and the
 * server's PDF: brand, the card's masked number and the issuer's approval code ("VISA
 * XXXX-XXXX-XXXX-4242 รหัสอนุมัติ 123456"), so the patient can match it against the terminal's slip.
 * Parts the terminal did not tell are left out; nothing at all is an empty line.
 */
export function cardSlipText(card: TCardSlip, approvalWord: string): string {
  const approval = card.approvalCode ? `${approvalWord} ${card.approvalCode}` : '';
  return [card.cardBrand, card.maskedPan, approval].filter(Boolean).join(' ');
}
