import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMoney, type TReceiptList } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
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
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelReceipt(branch, receipt.id, reason.trim()),
    onSuccess: async () => {
      showToast('success', t('cancel.done'));
      await queryClient.invalidateQueries({ queryKey: receiptKeys.all(branch) });
      onClose();
    },
    onError: showErrorToast,
  });
  const isEmpty = reason.trim() === '';
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('cancel.title')}</Text>}>
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
              no: receipt.receiptNo,
              name: receipt.patient.name,
              paid: formatMoney(receipt.paid),
            })}
          </Text>
          <Textarea
            label={t('cancel.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
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
