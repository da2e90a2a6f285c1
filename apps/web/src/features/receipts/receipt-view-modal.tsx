import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/notify.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { headerOfBranch, type ReceiptLanguage } from './receipt-document.tsx';
import { receiptLabel, type ReceiptMode } from './receipt-label.ts';
import { ReceiptTabs } from './receipt-tabs.tsx';
import { receiptQuery, type BranchRef } from './receipts.api.ts';
import { useReceiptPrint } from './use-receipt-print.ts';

/** A saved receipt, shown and printed as the original, a copy, or marked cancelled. */
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
  const receipt = useQuery(receiptQuery(branch, id));
  const [language, setLanguage] = useState<ReceiptLanguage>('th');
  const [hasPrinted, setHasPrinted] = useState(false);
  const printable = useRef<HTMLDivElement>(null);
  const print = useReceiptPrint();
  const effectiveMode = receipt.data?.cancel ? 'cancel' : mode;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('view.title')}</Text>} size="auto">
      {receipt.isPending && (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {receipt.isError && <Alert color="red" title={t('view.loadError')} />}
      {receipt.data && (
        <Stack gap="sm">
          <ReceiptTabs
            ref={printable}
            receipt={receipt.data}
            branch={headerOfBranch(info)}
            label={receiptLabel(effectiveMode, receipt.data.receiptNo, hasPrinted)}
            language={language}
            onLanguage={setLanguage}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
            <Button
              onClick={() => {
                // Print is blocked while the receipt is being read again (spec §4).
                if (receipt.isFetching) {
                  showToast('warning', t('print.wait'));
                  return;
                }
                void print(printable.current).then(() => setHasPrinted(true));
              }}
            >
              {t('preview.print')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
