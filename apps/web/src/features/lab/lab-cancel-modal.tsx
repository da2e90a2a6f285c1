import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney, type TLabExpense } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
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
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelLabExpense(branch, expense.id, reason.trim()),
    onSuccess: async () => {
      showToast('success', t('cancel.done'));
      await queryClient.invalidateQueries({ queryKey: labKeys.all(branch) });
      onClose();
    },
    onError: showErrorToast,
  });
  const isEmpty = reason.trim() === '';

  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{t('cancel.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form
        noValidate
        aria-label={t('cancel.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setIsSubmitted(true);
          if (!isEmpty) cancel.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('cancel.message', {
              product: expense.productName,
              patient: expense.patientName,
              cost: formatMoney(expense.cost),
            })}
          </Text>
          <Textarea
            label={t('cancel.reason')}
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={isSubmitted && isEmpty ? t('cancel.reasonRequired') : undefined}
          />
          <DialogFooter
            cancelLabel={t('cancel.keep')}
            onCancel={onClose}
            confirmLabel={t('cancel.confirm')}
            isSubmit
            isDanger
            isLoading={cancel.isPending}
            autoFocus="cancel"
          />
        </Stack>
      </form>
    </Modal>
  );
}
