import { Anchor, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatEnglishDate, formatThaiDate, type TClinicSummary } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { clinicSearchQuery, SUPERADMIN_PAGE_SIZE } from './superadmin.api.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** /superadmin/clinics: every clinic of the platform, searched by url, code or name, 20 a page. */
export function SuperadminClinicsPage() {
  const { t } = useTranslation('superadmin');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const result = useQuery(clinicSearchQuery(debounced, page));
  const total = result.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUPERADMIN_PAGE_SIZE));

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Anchor component={Link} to="/superadmin" size="sm">
            {t('nav.home')}
          </Anchor>
          <Title order={1} size="h2">
            {t('clinics.title')}
          </Title>
        </div>
        <Button component={Link} to="/superadmin/clinics/new" leftSection={<Icon name="plus" size={16} />}>
          {t('clinics.create')}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="sm">
        <TextInput
          label={t('clinics.search')}
          placeholder={t('clinics.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          type="search"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            setPage(0);
          }}
        />
      </Paper>

      <Paper withBorder radius="md">
        <QueryStates
          query={result}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={result.data?.list.length === 0}
          empty={debounced.trim() ? t('clinics.noMatch') : t('clinics.empty')}
        />
        {result.isSuccess && result.data.list.length > 0 && <ClinicsTable clinics={result.data.list} />}
      </Paper>

      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('clinics.total', { count: total })}
          </Text>
          {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />}
        </Group>
      )}
    </Stack>
  );
}

function ClinicsTable({ clinics }: { clinics: TClinicSummary[] }) {
  const { t, i18n } = useTranslation('superadmin');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clinics.columns.url')}</Table.Th>
            <Table.Th>{t('clinics.columns.code')}</Table.Th>
            <Table.Th>{t('clinics.columns.name')}</Table.Th>
            <Table.Th ta="right">{t('clinics.columns.branches')}</Table.Th>
            <Table.Th ta="right">{t('clinics.columns.members')}</Table.Th>
            <Table.Th>{t('clinics.columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clinics.map((clinic) => (
            <Table.Tr key={clinic.id}>
              <Table.Td>
                {/* The link is the row's keyboard stop: Enter opens the clinic's branches and members. */}
                <Anchor component={Link} to={`/superadmin/clinics/${clinic.id}`} ff="monospace" size="sm">
                  {clinic.url}
                </Anchor>
              </Table.Td>
              <Table.Td>{clinic.code}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {clinic.name}
                </Text>
                <Text size="xs" c="dimmed" lang="en">
                  {clinic.nameEn}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{clinic.branchCount}</Table.Td>
              <Table.Td ta="right">{clinic.memberCount}</Table.Td>
              <Table.Td>
                {i18n.language === 'en' ? formatEnglishDate(clinic.createdAt) : formatThaiDate(clinic.createdAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
