import { Group, Pagination, Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TOrthoPackage } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../ui/query-states.tsx';
import { ORTHO_PAGE_SIZE } from './ortho.api.ts';
import { PackagesTable } from './packages-table.tsx';

/**
 * A page of packages with its loading, error and empty states and the paging under it: the list
 * of packageManage and of the super-administrator's templates page.
 */
export function PackagesList({
  query,
  keyword,
  page,
  onPage,
  actions,
}: {
  query: UseQueryResult<{ list: TOrthoPackage[]; total: number }>;
  /** The search as sent: an empty page then says that nothing matched, not that there is nothing. */
  keyword: string;
  page: number;
  onPage: (page: number) => void;
  actions: (pkg: TOrthoPackage) => ReactNode;
}) {
  const { t } = useTranslation('ortho');
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ORTHO_PAGE_SIZE));
  return (
    <>
      <Paper withBorder radius="md">
        <QueryStates
          query={query}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={query.data?.list.length === 0}
          empty={keyword ? t('state.noMatch') : t('state.empty')}
        />
        {query.isSuccess && query.data.list.length > 0 && (
          <PackagesTable packages={query.data.list} actions={actions} />
        )}
      </Paper>
      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('paging.total', { count: total })}
          </Text>
          {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(value) => onPage(value - 1)} />}
        </Group>
      )}
    </>
  );
}
