/** The printable receipt's modes (spec clinic §2). */
export type ReceiptMode = 'create' | 'original' | 'copy' | 'cancel';
export type ReceiptLabel = 'Original' | 'Copy' | 'Cancel' | 'Example';

/**
 * The type label printed on a receipt (spec clinic §4): 'Cancel' in cancel mode; 'Copy' in copy
 * mode or once it has been printed; 'Original' in original mode or when just created (it has a
 * number) and not yet printed; otherwise, a preview without a number, 'Example'.
 */
export function receiptLabel(mode: ReceiptMode, receiptNo: string, hasPrinted: boolean): ReceiptLabel {
  if (mode === 'cancel') return 'Cancel';
  if (mode === 'copy' || hasPrinted) return 'Copy';
  if (mode === 'original') return 'Original';
  return receiptNo !== '-' ? 'Original' : 'Example';
}
