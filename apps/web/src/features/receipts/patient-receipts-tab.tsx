import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/query-states.tsx';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { useReceiptActions } from './receipt-actions.tsx';
import { ReceiptTable } from './receipt-table.tsx';
import { RECEIPT_PAGE_SIZE, receiptListQuery } from './receipts.api.ts';

/**
 * The record's receipts tab: the patient's receipts at this branch (receipts are numbered and
 * kept per branch), newest first, cancelled ones too, paged by 20; each prints again or, for a
 * manager or head counter, cancels, as on the receipts page.
 */
export function PatientReceiptsTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('receipts');
  const { branch, can } = useBranchAccess();
  const [page, setPage] = useState(0);
  const actions = useReceiptActions(branch);
  const list = useQuery(receiptListQuery(branch, { patientId, keyword: '', from: '', to: '', status: 'all', page }));
  const rows = list.data?.receipts ?? [];
  const total = list.data?.pagination.total ?? 0;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('patientTab.scope')}
      </Text>
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        <QueryStates
          query={list}
          loadingLabel={t('loading')}
          errorTitle={t('manage.loadError')}
          retryLabel={t('retry')}
          isEmpty={rows.length === 0}
          empty={t('patientTab.empty')}
        />
        {rows.length > 0 && (
          <ReceiptTable
            rows={rows}
            showPatient={false}
            canCancel={can('receiptCancel')}
            onView={actions.onView}
            onCancel={actions.onCancel}
          />
        )}
      </Paper>
      {total > RECEIPT_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / RECEIPT_PAGE_SIZE)} value={page + 1} onChange={(n) => setPage(n - 1)} />
        </Group>
      )}
      {actions.modals}
    </Stack>
  );
}
