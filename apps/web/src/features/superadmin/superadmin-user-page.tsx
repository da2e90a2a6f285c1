import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlatformUserDetail } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { AccountStatusBadge } from './account-status-badge.tsx';
import { setUserStatus, superadminKeys, userDetailQuery } from './superadmin.api.ts';

/**
 * /superadmin/users/{id}: one account (spec clinic §7 users/{id}): its status, sessions and last
 * sign-in, its memberships in every clinic, and disabling (after a confirmation: every session
 * of the user ends at once) or enabling it again.
 */
export function SuperadminUserPage() {
  const { t } = useTranslation('superadmin');
  const { id = '' } = useParams();
  const user = useQuery(userDetailQuery(id));

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }} maw={1100}>
      <div>
        <Anchor component={Link} to="/superadmin/users" size="sm">
          {t('users.title')}
        </Anchor>
        <Title order={1} size="h2">
          {user.data?.email ?? t('users.detailTitle')}
        </Title>
      </div>
      <QueryStates
        query={user}
        loadingLabel={t('state.loading')}
        errorTitle={t('state.error')}
        retryLabel={t('state.retry')}
      />
      {user.isSuccess && <UserDetail user={user.data} />}
    </Stack>
  );
}

function UserDetail({ user }: { user: TPlatformUserDetail }) {
  const { t } = useTranslation('superadmin');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: 'active' | 'disabled') => setUserStatus(user.uid, { status }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(superadminKeys.user(user.uid), updated);
      await queryClient.invalidateQueries({ queryKey: superadminKeys.users });
      showToast('success', t(updated.status === 'disabled' ? 'users.disabledToast' : 'users.enabledToast'));
    },
    onError: (error) => showErrorToast(error),
  });

  const askToDisable = () =>
    void dialogs.confirm({
      title: t('users.disableTitle'),
      message: t('users.disableText', { email: user.email }),
      confirmLabel: t('users.disable'),
      cancelLabel: t('users.cancel'),
      isDanger: true,
      onConfirm: () => change.mutate('disabled'),
    });

  const facts: [string, ReactNode][] = [
    [t('users.columns.name'), `${user.fullName || '-'} / ${user.fullNameEn || '-'}`],
    [t('users.columns.status'), <AccountStatusBadge key="status" status={user.status} />],
    [t('users.mobile'), user.mobile || '-'],
    [t('users.createdAt'), formatDateTime(user.createdAt)],
    [t('users.columns.lastSignIn'), user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('users.neverSignedIn')],
    [t('users.openSessions'), String(user.openSessions)],
  ];
  if (user.disabledAt) facts.push([t('users.disabledAt'), formatDateTime(user.disabledAt)]);

  return (
    <>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" miw={140}>
                {label}
              </Text>
              <Text size="sm" component="div" data-testid={`fact-${label}`}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <Group mt="md">
          {user.status === 'disabled' ? (
            <Button onClick={() => change.mutate('active')} loading={change.isPending}>
              {t('users.enable')}
            </Button>
          ) : (
            user.status !== 'deleted' && (
              <Button color="red" variant="light" onClick={askToDisable} loading={change.isPending}>
                {t('users.disable')}
              </Button>
            )
          )}
          {user.isSuperadmin && <Badge variant="outline">{t('users.superadmin')}</Badge>}
        </Group>
      </Card>

      <section aria-labelledby="user-memberships">
        <Title order={2} size="h4" id="user-memberships" mb="sm">
          {t('users.memberships')}
        </Title>
        <Card withBorder radius="md" p={0}>
          {user.memberships.length === 0 ? (
            <Text c="dimmed" p="md" size="sm">
              {t('users.noMemberships')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.clinic')}</Table.Th>
                    <Table.Th>{t('users.branch')}</Table.Th>
                    <Table.Th>{t('users.roles')}</Table.Th>
                    <Table.Th>{t('users.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {user.memberships.map((m) => (
                    <Table.Tr key={`${m.clinicUrl}/${m.branchUrl}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/superadmin/clinics/${m.clinicId}`} size="sm">
                          {m.clinicName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{m.branchName}</Table.Td>
                      <Table.Td>{m.roleIds.map((r) => t(`common:roles.${r}`)).join(', ')}</Table.Td>
                      <Table.Td>
                        {m.deletedAt
                          ? t('users.membershipEnded', { date: formatDateTime(m.deletedAt) })
                          : t('users.member')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </section>
    </>
  );
}
