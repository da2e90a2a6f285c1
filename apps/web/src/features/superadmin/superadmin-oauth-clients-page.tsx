import { Anchor, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { fetchOAuthClients, oauthClientsKey, setOAuthClientStatus } from '../oauth/oauth.api.ts';
import { QueryStates } from '../../ui/query-states.tsx';

/**
 * /superadmin/oauth-clients: the third-party applications registered on the platform, how many
 * people gave each consent, and disabling one (its codes and tokens stop working at once).
 */
export function SuperadminOAuthClientsPage() {
  const { t } = useTranslation('superadmin');
  const queryClient = useQueryClient();
  const clients = useQuery({ queryKey: oauthClientsKey, queryFn: ({ signal }) => fetchOAuthClients(signal) });
  const change = useMutation({
    mutationFn: ({ clientId, disabled }: { clientId: string; disabled: boolean }) =>
      setOAuthClientStatus(clientId, disabled),
    onSuccess: async (updated) => {
      showToast('success', t(updated.disabledAt ? 'oauthClients.disabledToast' : 'oauthClients.enabledToast'));
      await queryClient.invalidateQueries({ queryKey: oauthClientsKey });
    },
    onError: (error) => showErrorToast(error),
  });

  const askToDisable = (clientId: string, name: string) =>
    void dialogs.confirm({
      title: t('oauthClients.disableTitle'),
      message: t('oauthClients.disableText', { name }),
      confirmLabel: t('oauthClients.disable'),
      cancelLabel: t('users.cancel'),
      isDanger: true,
      onConfirm: () => change.mutate({ clientId, disabled: true }),
    });

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <div>
        <Anchor component={Link} to="/superadmin" size="sm">
          {t('nav.home')}
        </Anchor>
        <Title order={1} size="h2">
          {t('oauthClients.title')}
        </Title>
      </div>
      <Paper withBorder radius="md">
        <QueryStates
          query={clients}
          loadingLabel={t('state.loading')}
          errorTitle={t('state.error')}
          retryLabel={t('state.retry')}
          isEmpty={clients.data?.list.length === 0}
          empty={t('oauthClients.empty')}
        />
        {clients.isSuccess && clients.data.list.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('oauthClients.name')}</Table.Th>
                  <Table.Th>{t('oauthClients.redirects')}</Table.Th>
                  <Table.Th ta="right">{t('oauthClients.users')}</Table.Th>
                  <Table.Th>{t('users.columns.status')}</Table.Th>
                  <Table.Th>{t('oauthClients.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.data.list.map((client) => (
                  <Table.Tr key={client.client_id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {client.client_name}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {client.client_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ wordBreak: 'break-all' }}>
                        {client.redirect_uris.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{client.connectedUsers}</Table.Td>
                    <Table.Td>
                      {client.disabledAt ? (
                        <Badge color="red" variant="light">
                          {t('oauthClients.disabledSince', { date: formatDateTime(client.disabledAt) })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          {t('users.status.active')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {client.disabledAt ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => change.mutate({ clientId: client.client_id, disabled: false })}
                        >
                          {t('oauthClients.enable')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => askToDisable(client.client_id, client.client_name)}
                        >
                          {t('oauthClients.disable')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
