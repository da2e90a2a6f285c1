import { Group, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { RECEIPT_STATUSES } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { PagedReceipts } from './paged-receipts.tsx';
import { receiptListQuery, type ReceiptSearch } from './receipts.api.ts';

/**
 * receiptmanage (spec §2, §7): the branch's receipts, newest first, by keyword (number, patient
 * name or DN), a range of days with the spec's shortcuts and status, paged by 20; each opens to
 * print again (a copy) or, for a manager or head counter, to cancel with a reason.
 */
export function ReceiptManagePage() {
  const { t } = useTranslation('receipts');
  const { branch } = useBranchAccess();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('today'));
  const [status, setStatus] = useState<ReceiptSearch['status']>('all');
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(0);
  const isRangeValid = !(range.from !== '' && range.to !== '' && range.from > range.to);
  const list = useQuery({
    ...receiptListQuery(branch, { keyword: debouncedKeyword, from: range.from, to: range.to, status, page }),
    enabled: isRangeValid,
  });
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
      <PagedReceipts list={list} page={page} onPage={setPage} empty={t('manage.empty')} enabled={isRangeValid} />
    </Stack>
  );
}
