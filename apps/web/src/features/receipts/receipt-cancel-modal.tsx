import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney, type TReceiptList } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { ReasonDialog } from '../../ui/dialog/reason-dialog.tsx';
import { cancelReceipt, receiptKeys, type BranchRef } from './receipts.api.ts';

type Summary = TReceiptList['receipts'][number];

/** Cancelling asks first (cancel focused) and takes the reason; the receipt stays, marked. */
export function ReceiptCancelModal({
  branch,
  receipt,
  onClose,
}: {
  branch: BranchRef;
  receipt: Summary;
  onClose: () => void;
}) {
  const { t } = useTranslation('receipts');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelReceipt(branch, receipt.id, reason),
    onSuccess: async () => {
      showToast('success', t('cancel.done'));
      await queryClient.invalidateQueries({ queryKey: receiptKeys.all(branch) });
      onClose();
    },
    onError: showErrorToast,
  });
  return (
    <ReasonDialog
      title={t('cancel.title')}
      message={t('cancel.message', {
        no: receipt.receiptNo,
        name: receipt.patient.name,
        paid: formatMoney(receipt.paid),
      })}
      reasonLabel={t('cancel.reason')}
      reasonRequired={t('cancel.reasonRequired')}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      maxLength={500}
      isPending={cancel.isPending}
      onConfirm={(reason) => cancel.mutate(reason)}
      onClose={onClose}
    />
  );
}
