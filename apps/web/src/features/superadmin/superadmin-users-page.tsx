import { Anchor, Badge, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { TPlatformUser } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { AccountStatusBadge } from './account-status-badge.tsx';
import { SUPERADMIN_PAGE_SIZE, userSearchQuery } from './superadmin.api.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** /superadmin/users: every account of the platform, searched by e-mail or name, 20 a page. */
export function SuperadminUsersPage() {
  const { t } = useTranslation('superadmin');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const result = useQuery(userSearchQuery(debounced, page));
  const total = result.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUPERADMIN_PAGE_SIZE));

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <div>
        <Anchor component={Link} to="/superadmin" size="sm">
          {t('nav.home')}
        </Anchor>
        <Title order={1} size="h2">
          {t('users.title')}
        </Title>
      </div>

      <Paper withBorder radius="md" p="sm">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
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
          empty={t('users.noMatch')}
        />
        {result.isSuccess && result.data.list.length > 0 && <UsersTable users={result.data.list} />}
      </Paper>

      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('users.total', { count: total })}
          </Text>
          {pageCount > 1 && <Pagination total={pageCount} value={page + 1} onChange={(value) => setPage(value - 1)} />}
        </Group>
      )}
    </Stack>
  );
}

function UsersTable({ users }: { users: TPlatformUser[] }) {
  const { t } = useTranslation('superadmin');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.lastSignIn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.uid}>
              <Table.Td>
                {/* The link is the row's keyboard stop: Tab reaches each user, Enter opens them. */}
                <Anchor component={Link} to={`/superadmin/users/${user.uid}`} size="sm">
                  {user.email}
                </Anchor>
                {user.isSuperadmin && (
                  <Badge ml="xs" size="xs" variant="outline">
                    {t('users.superadmin')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.fullName || '-'}</Text>
                <Text size="xs" c="dimmed" lang="en">
                  {user.fullNameEn}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.neverSignedIn')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
