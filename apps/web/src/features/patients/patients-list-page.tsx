import { Group, Pagination, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { NewPatientButton } from './new-patient-button.tsx';
import { listPageCount } from './list-page-count.ts';
import { patientListQuery } from './patients.api.ts';
import { PatientsTable } from './patients-table.tsx';
import { useBranchAccess } from './use-branch-access.ts';

const SEARCH_DEBOUNCE_MS = 300;
type BranchScope = 'branch' | 'clinic';

/**
 * The clinic's patients (issue 9): one keyword box (DN, name in either order, phone, national id),
 * this branch's patients or every branch's, pages of 20 (spec clinic §5).
 */
export function PatientsListPage() {
  const { t } = useTranslation('patients');
  const { branch, info } = useBranchAccess();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [scope, setScope] = useState<BranchScope>('clinic');
  const [page, setPage] = useState(0);
  const branchId = scope === 'branch' ? (info?.id ?? null) : null;
  const patients = useQuery(patientListQuery(branch, { keyword: debounced, branchId, page }));
  const total = patients.data?.maxPatient ?? 0;
  const capped = patients.data?.maxPatientCapped === true;
  const pageCount = listPageCount(total, capped, page, patients.data?.list.length ?? 0);

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.hint')}
          </Text>
        </div>
        <NewPatientButton placement="page" />
      </Group>

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            flex="1 1 280px"
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              setPage(0);
            }}
          />
          <SegmentedControl
            aria-label={t('list.scope')}
            value={scope}
            onChange={(value) => {
              setScope(value === 'branch' ? 'branch' : 'clinic');
              setPage(0);
            }}
            data={[
              { value: 'clinic', label: t('list.everyBranch') },
              { value: 'branch', label: t('list.thisBranch') },
            ]}
          />
        </Group>
      </Paper>

      <Paper withBorder radius="md" aria-busy={patients.isFetching}>
        <QueryStates
          query={patients}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={patients.data?.list.length === 0}
          empty={debounced ? t('state.noMatch', { keyword: debounced }) : t('state.empty')}
        />
        {patients.isSuccess && patients.data.list.length > 0 && (
          <PatientsTable branch={branch} branchId={info?.id} patients={patients.data.list} />
        )}
      </Paper>

      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {capped ? t('list.totalCapped', { count: total }) : t('list.total', { count: total })}
          </Text>
          {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />}
        </Group>
      )}
    </Stack>
  );
}
