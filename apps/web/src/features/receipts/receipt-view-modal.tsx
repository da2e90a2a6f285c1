import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ReceiptLabel, ReceiptMode } from '@yim/contract';
import { showToast } from '../../lib/notify.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import type { ReceiptLanguage } from './receipt-document.tsx';
import { ReceiptTabs } from './receipt-tabs.tsx';
import { downloadReceiptPdf, issueReprint, receiptKeys, reprintQuery, type BranchRef } from './receipts.api.ts';
import { useReceiptPrint } from './use-receipt-print.ts';

/**
 * A saved receipt, shown and printed as the original, a copy, or marked cancelled. Every print,
 * in the browser or as the server's PDF, is counted on the server first (spec §7 issueReprint),
 * which says its label: the first original-mode print is the Original, later ones Copies.
 */
export function ReceiptViewModal({
  branch,
  id,
  mode,
  onClose,
}: {
  branch: BranchRef;
  id: number;
  mode: Exclude<ReceiptMode, 'create'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('receipts');
  const { info } = useBranchAccess();
  const queryClient = useQueryClient();
  const reprint = useQuery(reprintQuery(branch, id));
  const [language, setLanguage] = useState<ReceiptLanguage>('th');
  const [printedLabel, setPrintedLabel] = useState<ReceiptLabel | null>(null);
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const printable = useRef<HTMLDivElement>(null);
  const print = useReceiptPrint();
  const data = reprint.data;
  const effectiveMode = data?.receipt.cancel ? 'cancel' : mode;
  const shownLabel: ReceiptLabel =
    printedLabel ?? (effectiveMode === 'cancel' ? 'Cancel' : mode === 'copy' ? 'Copy' : (data?.nextLabel ?? 'Example'));

  /** Print is blocked while the receipt is being read again (spec §4) or another print is on its way. */
  function ready(): boolean {
    if (!reprint.isFetching && busy === null) return true;
    showToast('warning', t('print.wait'));
    return false;
  }

  async function printInBrowser() {
    if (!ready()) return;
    setBusy('print');
    try {
      const issued = await issueReprint(branch, id, { mode: effectiveMode, lang: language });
      // The label must be on the page before the print dialog takes its picture of it.
      flushSync(() => setPrintedLabel(issued.label));
      await print(printable.current);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: receiptKeys.reprint(branch, id) });
    }
  }

  async function savePdf() {
    if (!ready()) return;
    setBusy('pdf');
    try {
      const made = await downloadReceiptPdf(branch, id, { mode: effectiveMode, lang: language });
      setPrintedLabel(made.label);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: receiptKeys.reprint(branch, id) });
    }
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('view.title')}</Text>} size="auto">
      {reprint.isPending && (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {reprint.isError && <Alert color="red" title={t('view.loadError')} />}
      {data && (
        <Stack gap="sm">
          <ReceiptTabs
            ref={printable}
            receipt={data.receipt}
            branch={{ ...data.branch, logo: info?.clinic.logo ?? null }}
            label={shownLabel}
            language={language}
            onLanguage={setLanguage}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button variant="light" loading={busy === 'pdf'} onClick={() => void savePdf().catch(() => undefined)}>
              {t('preview.pdf')}
            </Button>
            <Button loading={busy === 'print'} onClick={() => void printInBrowser().catch(() => undefined)}>
              {t('preview.print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
