import { Badge, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { superadmin } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useAdsVersion } from '../masters/ads-panel.tsx';
import { adsQuery } from '../masters/masters.api.ts';

/**
 * The ads list on the super-administrator's home (spec clinic §7 config/ads-version/increment):
 * what the clinics are shown now, at which version, and the button that makes every browser
 * fetch the list again after the ads store changed (confirmed first: every client asks anew).
 */
export function AdsVersionCard() {
  const { t, i18n } = useTranslation('superadmin');
  const queryClient = useQueryClient();
  const version = useAdsVersion();
  const ads = useQuery(adsQuery(version));
  const increment = useMutation({
    mutationFn: () => callApi(superadmin.incrementAdsVersion, {}),
    onSuccess: async (moved) => {
      await queryClient.invalidateQueries({ queryKey: ['masters', 'configValue', 'all'] });
      showToast('success', t('ads.moved', { version: moved.version }));
    },
    onError: (error) => showErrorToast(error),
  });

  const askToIncrement = () =>
    void dialogs.confirm({
      title: t('ads.confirmTitle'),
      message: t('ads.confirmText'),
      confirmLabel: t('ads.increment'),
      cancelLabel: t('users.cancel'),
      onConfirm: () => increment.mutate(),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" mb="xs" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <Icon name="star" size={22} />
          <Title order={3} size="h5">
            {t('ads.title')}
          </Title>
        </Group>
        <Badge variant="light" data-testid="ads-version">
          {version > 0 ? t('ads.version', { version }) : t('state.loading')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('ads.hint')}
      </Text>
      {ads.isSuccess && ads.data.length === 0 && (
        <Text size="sm" mb="sm">
          {t('ads.empty')}
        </Text>
      )}
      {ads.isSuccess && ads.data.length > 0 && (
        <List size="sm" mb="sm" spacing={2}>
          {ads.data.map((ad) => (
            <List.Item key={ad.id}>{(i18n.language === 'en' && ad.titleEn) || ad.titleTh}</List.Item>
          ))}
        </List>
      )}
      <Button variant="light" onClick={askToIncrement} loading={increment.isPending} disabled={version === 0}>
        {t('ads.increment')}
      </Button>
    </Card>
  );
}
