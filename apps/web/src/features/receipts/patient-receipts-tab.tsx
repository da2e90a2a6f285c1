import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { PagedReceipts } from './paged-receipts.tsx';
import { receiptListQuery } from './receipts.api.ts';

/**
 * The record's receipts tab: the patient's receipts at this branch (receipts are numbered and
 * kept per branch), newest first, cancelled ones too, paged by 20; each prints again or, for a
 * manager or head counter, cancels, as on the receipts page.
 */
export function PatientReceiptsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('receipts');
  const { branch } = useBranchAccess();
  const [page, setPage] = useState(0);
  const list = useQuery(receiptListQuery(branch, { patientId, keyword: '', from: '', to: '', status: 'all', page }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('patientTab.scope')}
      </Text>
      <PagedReceipts list={list} page={page} onPage={setPage} empty={t('patientTab.empty')} showPatient={false} />
    </Stack>
  );
}
