import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney, type TLabExpense } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { ReasonDialog } from '../../ui/dialog/reason-dialog.tsx';
import { cancelLabExpense, labKeys, type BranchRef } from './lab.api.ts';

/** Asks before cancelling (a destructive action: cancel is focused) and takes the reason the server keeps. */
export function LabCancelModal({
  branch,
  expense,
  onClose,
}: {
  branch: BranchRef;
  expense: TLabExpense;
  onClose: () => void;
}) {
  const { t } = useTranslation('lab');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelLabExpense(branch, expense.id, reason),
    onSuccess: async () => {
      showToast('success', t('cancel.done'));
      await queryClient.invalidateQueries({ queryKey: labKeys.all(branch) });
      onClose();
    },
    onError: showErrorToast,
  });
  return (
    <ReasonDialog
      title={t('cancel.title')}
      message={t('cancel.message', {
        product: expense.productName,
        patient: expense.patientName,
        cost: formatMoney(expense.cost),
      })}
      reasonLabel={t('cancel.reason')}
      reasonRequired={t('cancel.reasonRequired')}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      closeLabel={t('form.close')}
      isPending={cancel.isPending}
      onConfirm={(reason) => cancel.mutate(reason)}
      onClose={onClose}
    />
  );
}
