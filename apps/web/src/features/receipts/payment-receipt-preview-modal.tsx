import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { APPT_IS_NOT_UPTO_DATE, receiptLabel, type TReceipt, type TReceiptCheck } from '@yim/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/api-client.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { createPayload, type PaymentDraft } from './payment-draft.ts';
import { previewReceipt } from './preview-receipt.ts';
import type { ReceiptLanguage } from './receipt-document.tsx';
import { ReceiptTabs } from './receipt-tabs.tsx';
import { createReceipt, issueReprint, receiptKeys, type BranchRef } from './receipts.api.ts';
import { useReceiptPrint } from './use-receipt-print.ts';

/**
 * PaymentReceiptPreviewModal (spec §2, §4 create mode): the receipt as it will print ('Example'
 * until saved). Saving, or printing before it is saved, sends the payment with this attempt's
 * Idempotency-Key (made when the preview opened, so a retry or a double click replays instead
 * of paying twice); a stale treatment closes the three payment modals.
 */
export function PaymentReceiptPreviewModal({
  branch,
  check,
  draft,
  onClose,
  onStale,
  onSaved,
}: {
  branch: BranchRef;
  check: TReceiptCheck;
  draft: PaymentDraft;
  onClose: () => void;
  onStale: () => void;
  onSaved: (receipt: TReceipt) => void;
}) {
  const { t } = useTranslation('receipts');
  const { info } = useBranchAccess();
  const queryClient = useQueryClient();
  const [attemptKey] = useState(newIdempotencyKey);
  const [saved, setSaved] = useState<TReceipt | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [hasPrinted, setHasPrinted] = useState(false);
  const [language, setLanguage] = useState<ReceiptLanguage>('th');
  const printable = useRef<HTMLDivElement>(null);
  const print = useReceiptPrint();
  const receipt = saved ?? previewReceipt(check, draft);

  async function save(): Promise<TReceipt | null> {
    if (saved) return saved;
    setIsSaving(true);
    try {
      const answer = await createReceipt(branch, createPayload(check, draft), attemptKey);
      if (answer === APPT_IS_NOT_UPTO_DATE) {
        await dialogs.info({ kind: 'warning', title: t('pay.staleTitle'), message: t('pay.stale') });
        await queryClient.invalidateQueries({ queryKey: receiptKeys.all(branch) });
        onStale();
        return null;
      }
      setSaved(answer.receipt);
      showToast('success', t('pay.saved'));
      await queryClient.invalidateQueries({ queryKey: receiptKeys.all(branch) });
      return answer.receipt;
    } catch (error) {
      showErrorToast(error);
      return null;
    } finally {
      setIsSaving(false);
    }
  }

  async function saveAndPrint() {
    if (isSaving) {
      showToast('warning', t('print.wait'));
      return;
    }
    // receiptNo '-': saved first, then printed with its number (spec §4).
    const kept = saved ?? (await save());
    if (kept === null) return;
    // Counted on the server (issueReprint) so that a later reprint knows the Original was printed.
    try {
      await issueReprint(branch, kept.id, { mode: 'original', lang: language });
    } catch {
      return;
    }
    await print(printable.current);
    setHasPrinted(true);
  }

  const close = () => (saved ? onSaved(saved) : onClose());
  return (
    <Modal opened onClose={close} title={<Text fw={700}>{t('preview.title')}</Text>} size="auto">
      <Stack gap="sm">
        <ReceiptTabs
          ref={printable}
          receipt={receipt}
          branch={{ ...check.header, logo: info?.clinic.logo ?? null }}
          label={receiptLabel('create', receipt.receiptNo, hasPrinted)}
          language={language}
          onLanguage={setLanguage}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {saved ? t('close') : t('preview.back')}
          </Button>
          {!saved && (
            <Button variant="light" loading={isSaving} onClick={() => void save()}>
              {t('preview.save')}
            </Button>
          )}
          <Button onClick={() => void saveAndPrint()} data-loading-print={isSaving || undefined}>
            {saved ? t('preview.print') : t('preview.saveAndPrint')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
