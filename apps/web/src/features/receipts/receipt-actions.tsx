import { useState } from 'react';
import { ReceiptCancelModal } from './receipt-cancel-modal.tsx';
import type { ReceiptSummary } from './receipt-table.tsx';
import { ReceiptViewModal } from './receipt-view-modal.tsx';
import type { BranchRef } from './receipts.api.ts';

type Opened = { kind: 'view'; receipt: ReceiptSummary } | { kind: 'cancel'; receipt: ReceiptSummary } | null;

/**
 * What a row of `ReceiptTable` opens: the receipt to print again (a copy), or the cancel dialog.
 * `modals` is rendered once beside the table.
 */
export function useReceiptActions(branch: BranchRef) {
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  return {
    onView: (receipt: ReceiptSummary) => setOpened({ kind: 'view', receipt }),
    onCancel: (receipt: ReceiptSummary) => setOpened({ kind: 'cancel', receipt }),
    modals: (
      <>
        {opened?.kind === 'view' && (
          <ReceiptViewModal branch={branch} id={opened.receipt.id} mode="copy" onClose={close} />
        )}
        {opened?.kind === 'cancel' && <ReceiptCancelModal branch={branch} receipt={opened.receipt} onClose={close} />}
      </>
    ),
  };
}
