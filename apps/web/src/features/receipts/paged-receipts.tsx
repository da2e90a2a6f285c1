import { Group, Pagination, Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TReceiptList } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/query-states.tsx';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { useReceiptActions } from './receipt-actions.tsx';
import { ReceiptTable } from './receipt-table.tsx';
import { RECEIPT_PAGE_SIZE } from './receipts.api.ts';

/**
 * A page of receipts as receiptmanage and the patient record's tab show it: loading, error and
 * empty states, the rows with their actions and dialogs, and the pager (20 a page).
 */
export function PagedReceipts({
  list,
  page,
  onPage,
  empty,
  enabled = true,
  showPatient = true,
}: {
  list: UseQueryResult<TReceiptList>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  /** False while the filters cannot be asked (a range that ends before it starts). */
  enabled?: boolean;
  showPatient?: boolean;
}) {
  const { t } = useTranslation('receipts');
  const { branch, can } = useBranchAccess();
  const actions = useReceiptActions(branch);
  const rows = list.data?.receipts ?? [];
  const total = list.data?.pagination.total ?? 0;
  return (
    <>
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        <QueryStates
          query={list}
          enabled={enabled}
          loadingLabel={t('loading')}
          errorTitle={t('manage.loadError')}
          retryLabel={t('retry')}
          isEmpty={rows.length === 0}
          empty={empty}
        />
        {rows.length > 0 && (
          <ReceiptTable
            rows={rows}
            showPatient={showPatient}
            canCancel={can('receiptCancel')}
            onView={actions.onView}
            onCancel={actions.onCancel}
          />
        )}
      </Paper>
      {total > RECEIPT_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / RECEIPT_PAGE_SIZE)} value={page + 1} onChange={(n) => onPage(n - 1)} />
        </Group>
      )}
      {actions.modals}
    </>
  );
}
