import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDn, LAB_EXPENSE_FILTER_STATUSES, type LabExpenseFilterStatus, type TLabExpense } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { DateRangeFilter } from '../../ui/date-range-filter.tsx';
import { shortcutRange, type DayRange } from '../../ui/date-shortcuts.ts';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { LabCancelModal } from './lab-cancel-modal.tsx';
import { LabExpenseFormModal } from './lab-expense-form-modal.tsx';
import { LAB_PAGE_SIZE, labCompaniesQuery, labDoctorsQuery, labExpensesQuery } from './lab.api.ts';

type Editing = { kind: 'form'; expense: TLabExpense | null } | { kind: 'cancel'; expense: TLabExpense } | null;

/**
 * labexpense (spec clinic §2): the branch's lab expenses over a range of sent dates (this month
 * first), filtered by status, lab company, doctor and patient, with the total cost of everything
 * the filters match (cancelled ones left out), paged by 20.
 */
export function LabExpensePage() {
  const { t } = useTranslation('lab');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const branch = { clinicUrl, branchUrl };
  const [range, setRange] = useState<DayRange>(() => shortcutRange('thisMonth'));
  const [status, setStatus] = useState<LabExpenseFilterStatus | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [doctorUid, setDoctorUid] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const isRangeValid = !(range.from !== '' && range.to !== '' && range.from > range.to);
  const list = useQuery({
    ...labExpensesQuery(branch, {
      from: range.from,
      to: range.to,
      status,
      companyId: companyId ? Number(companyId) : null,
      doctorUid,
      keyword: debouncedKeyword,
      page,
    }),
    enabled: isRangeValid,
  });
  const companies = useQuery(labCompaniesQuery(branch));
  const doctors = useQuery(labDoctorsQuery(branch));
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  // Any filter change starts again at the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Button leftSection={<Icon name="plus" />} onClick={() => setEditing({ kind: 'form', expense: null })}>
          {t('add')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <DateRangeFilter
            value={range}
            onChange={filtered(setRange)}
            fromLabel={t('filter.from')}
            toLabel={t('filter.to')}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('filter.keyword')}
              placeholder={t('filter.keywordHint')}
              value={keyword}
              onChange={(event) => filtered(setKeyword)(event.currentTarget.value)}
            />
            <Select
              label={t('filter.status')}
              placeholder={t('filter.allStatuses')}
              clearable
              data={LAB_EXPENSE_FILTER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={status}
              onChange={(value) => filtered(setStatus)(value as LabExpenseFilterStatus | null)}
            />
            <Select
              label={t('filter.company')}
              placeholder={t('filter.allCompanies')}
              clearable
              data={(companies.data?.list ?? []).map((c) => ({ value: String(c.id), label: c.nameTh }))}
              value={companyId}
              onChange={filtered(setCompanyId)}
            />
            <Select
              label={t('filter.doctor')}
              placeholder={t('filter.allDoctors')}
              clearable
              data={(doctors.data ?? []).map((d) => ({ value: d.uid, label: `${d.firstNameTh} ${d.lastNameTh}` }))}
              value={doctorUid}
              onChange={filtered(setDoctorUid)}
            />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        <QueryStates
          query={list}
          enabled={isRangeValid}
          loadingLabel={t('loading')}
          errorTitle={t('loadError')}
          retryLabel={t('retry')}
          isEmpty={rows.length === 0}
          empty={t('empty')}
        />
        {rows.length > 0 && (
          <LabExpenseTable
            rows={rows}
            totals={list.data?.totals ?? { count: 0, cost: 0 }}
            onEdit={(expense) => setEditing({ kind: 'form', expense })}
            onCancel={(expense) => setEditing({ kind: 'cancel', expense })}
          />
        )}
      </Paper>
      {total > LAB_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / LAB_PAGE_SIZE)}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
          />
        </Group>
      )}
      {editing?.kind === 'form' && (
        <LabExpenseFormModal branch={branch} expense={editing.expense} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'cancel' && (
        <LabCancelModal branch={branch} expense={editing.expense} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function LabExpenseTable({
  rows,
  totals,
  onEdit,
  onCancel,
}: {
  rows: TLabExpense[];
  totals: { count: number; cost: number };
  onEdit: (expense: TLabExpense) => void;
  onCancel: (expense: TLabExpense) => void;
}) {
  const { t } = useTranslation('lab');
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.sentDate')}</Table.Th>
            <Table.Th>{t('column.patient')}</Table.Th>
            <Table.Th>{t('column.product')}</Table.Th>
            <Table.Th>{t('column.doctor')}</Table.Th>
            <Table.Th>{t('column.dueDate')}</Table.Th>
            <Table.Th>{t('column.status')}</Table.Th>
            <Table.Th ta="right">{t('column.cost')}</Table.Th>
            <Table.Th w={130}>
              <VisuallyHidden>{t('column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isCancelled = row.cancelDt !== null;
            return (
              <Table.Tr key={row.id} c={isCancelled ? 'dimmed' : undefined}>
                <Table.Td>{formatDate(row.sentDate)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.patientName}</Text>
                  <Text size="xs" c="dimmed">
                    DN {formatDn(row.patientDn)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.productName}</Text>
                  <Text size="xs" c="dimmed">
                    {[row.companyName, row.description].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{row.doctorName}</Table.Td>
                <Table.Td>{row.dueDate ? formatDate(row.dueDate) : '–'}</Table.Td>
                <Table.Td>
                  {isCancelled ? (
                    <Tooltip label={row.cancelReason}>
                      <Badge color="red" variant="light">
                        {t('status.cancelled')}
                      </Badge>
                    </Tooltip>
                  ) : (
                    <Badge variant="light">{t(`status.${row.status}`)}</Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" td={isCancelled ? 'line-through' : undefined}>
                  {formatMoney(row.cost)}
                </Table.Td>
                <Table.Td>
                  {!isCancelled && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('edit', { name: row.productName })}
                        onClick={() => onEdit(row)}
                      >
                        <Icon name="pencil" />
                      </ActionIcon>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('cancel.action', { name: row.productName })}
                        onClick={() => onCancel(row)}
                      >
                        {t('cancel.short')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={6}>{t('totals', { count: totals.count })}</Table.Td>
            <Table.Td ta="right" data-testid="lab-total-cost">
              {formatMoney(totals.cost)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
