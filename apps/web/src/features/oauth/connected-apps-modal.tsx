import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { connectedAppsKey, fetchConnectedApps, withdrawConsent } from './oauth.api.ts';

/**
 * The applications this account signed in to with Yim, and what each may read. Withdrawing
 * consent ends the application's access at once (its tokens are revoked on the server).
 */
export function ConnectedAppsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('oauth');
  const queryClient = useQueryClient();
  const apps = useQuery({ queryKey: connectedAppsKey, queryFn: fetchConnectedApps, enabled: opened });
  const withdraw = useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      showToast('success', t('connectedApps.withdrawn'));
      await queryClient.invalidateQueries({ queryKey: connectedAppsKey });
    },
  });

  function confirmWithdraw(clientId: string, name: string) {
    void dialogs.confirm({
      title: t('connectedApps.confirmTitle'),
      message: t('connectedApps.confirmText', { client: name }),
      confirmLabel: t('connectedApps.withdraw'),
      cancelLabel: t('cancel'),
      isDanger: true,
      onConfirm: () => withdraw.mutate(clientId),
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('connectedApps.title')} centered size="lg">
      {apps.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : apps.isError ? (
        <Alert color="red" icon={<Icon name="alert" />}>
          {t('connectedApps.loadError')}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => void apps.refetch()}>
            {t('connectedApps.retry')}
          </Button>
        </Alert>
      ) : apps.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('connectedApps.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {apps.data.list.map((app) => (
            <Group key={app.client_id} justify="space-between" wrap="nowrap" gap="md">
              <Stack gap={2} miw={0}>
                <Text fw={600} truncate>
                  {app.client_name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {app.scope.map((scope) => t(`scope.${scope}`, { defaultValue: scope })).join(', ')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('connectedApps.since', { date: formatDate(app.grantedAt, 'long') })}
                </Text>
              </Stack>
              <Button
                variant="light"
                color="red"
                loading={withdraw.isPending && withdraw.variables === app.client_id}
                onClick={() => confirmWithdraw(app.client_id, app.client_name)}
              >
                {t('connectedApps.withdraw')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
