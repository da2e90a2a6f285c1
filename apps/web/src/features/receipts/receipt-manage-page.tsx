import {
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDn, formatMoney, RECEIPT_STATUSES, type TReceiptList } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { CopyButton } from '../../ui/clipboard/copy-button.tsx';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { ReceiptCancelModal } from './receipt-cancel-modal.tsx';
import { ReceiptViewModal } from './receipt-view-modal.tsx';
import { RECEIPT_PAGE_SIZE, receiptListQuery, type ReceiptSearch } from './receipts.api.ts';

type Summary = TReceiptList['receipts'][number];
type Opened = { kind: 'view'; receipt: Summary } | { kind: 'cancel'; receipt: Summary } | null;

/**
 * receiptmanage (spec §2, §7): the branch's receipts, newest first, by keyword (number, patient
 * name or DN), a range of days with the spec's shortcuts and status, paged by 20; each opens to
 * print again (a copy) or, for a manager or head counter, to cancel with a reason.
 */
export function ReceiptManagePage() {
  const { t } = useTranslation('receipts');
  const { branch, can } = useBranchAccess();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('today'));
  const [status, setStatus] = useState<ReceiptSearch['status']>('all');
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<Opened>(null);
  const isRangeValid = !(range.from !== '' && range.to !== '' && range.from > range.to);
  const list = useQuery({
    ...receiptListQuery(branch, { keyword: debouncedKeyword, from: range.from, to: range.to, status, page }),
    enabled: isRangeValid,
  });
  const rows = list.data?.receipts ?? [];
  const total = list.data?.pagination.total ?? 0;
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('manage.title')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <DateRangeFilter
            value={range}
            onChange={filtered(setRange)}
            fromLabel={t('manage.from')}
            toLabel={t('manage.to')}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('manage.keyword')}
              placeholder={t('manage.keywordHint')}
              value={keyword}
              onChange={(event) => filtered(setKeyword)(event.currentTarget.value)}
            />
            <SegmentedControl
              aria-label={t('manage.status')}
              data={RECEIPT_STATUSES.map((s) => ({ value: s, label: t(`manage.statuses.${s}`) }))}
              value={status}
              onChange={(v) => filtered(setStatus)(v as ReceiptSearch['status'])}
            />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        <QueryStates
          query={list}
          enabled={isRangeValid}
          loadingLabel={t('loading')}
          errorTitle={t('manage.loadError')}
          retryLabel={t('retry')}
          isEmpty={rows.length === 0}
          empty={t('manage.empty')}
        />
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('manage.column.no')}</Table.Th>
                  <Table.Th>{t('manage.column.date')}</Table.Th>
                  <Table.Th>{t('manage.column.patient')}</Table.Th>
                  <Table.Th ta="right">{t('manage.column.paid')}</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('manage.column.overdue')}
                  </Table.Th>
                  <Table.Th>{t('manage.column.status')}</Table.Th>
                  <Table.Th w={170}>
                    <VisuallyHidden>{t('manage.column.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} c={row.cancel ? 'dimmed' : undefined}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.receiptNo}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.creationDt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.patient.name}</Text>
                      <Text size="xs" c="dimmed">
                        DN {formatDn(row.patient.dn)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" td={row.cancel ? 'line-through' : undefined}>
                      {formatMoney(row.paid)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.overdue)}</Table.Td>
                    <Table.Td>
                      <Badge color={row.cancel ? 'red' : 'teal'} variant="light" style={{ overflow: 'visible' }}>
                        {t(row.cancel ? 'manage.statuses.cancel' : 'manage.statuses.active')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <CopyButton
                          label={t('manage.copyLink', { no: row.receiptNo })}
                          value={() =>
                            `${window.location.origin}/receipt/view?ref=${encodeURIComponent(row.publicRef)}`
                          }
                        />
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('manage.reprintOf', { no: row.receiptNo })}
                          onClick={() => setOpened({ kind: 'view', receipt: row })}
                        >
                          {t('manage.reprint')}
                        </Button>
                        {!row.cancel && can('receiptCancel') && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            aria-label={t('cancel.action', { no: row.receiptNo })}
                            onClick={() => setOpened({ kind: 'cancel', receipt: row })}
                          >
                            {t('cancel.short')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {total > RECEIPT_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / RECEIPT_PAGE_SIZE)} value={page + 1} onChange={(n) => setPage(n - 1)} />
        </Group>
      )}
      {opened?.kind === 'view' && (
        <ReceiptViewModal branch={branch} id={opened.receipt.id} mode="copy" onClose={() => setOpened(null)} />
      )}
      {opened?.kind === 'cancel' && (
        <ReceiptCancelModal branch={branch} receipt={opened.receipt} onClose={() => setOpened(null)} />
      )}
    </Stack>
  );
}
