import { Button, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { Icon } from '../../ui/icon.tsx';
import { StatusScreen } from '../../ui/status-screen.tsx';

export function ClinicPickerSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="lg" padding="lg">
          <Group wrap="nowrap" mb="md">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="45%" />
            </Stack>
          </Group>
          <Skeleton height={64} radius="md" mb="xs" />
          <Skeleton height={64} radius="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

type EmptyProps = { onRefresh: () => void; isRefreshing: boolean };

export function NoClinics({ onRefresh, isRefreshing }: EmptyProps) {
  const { t } = useTranslation('clinics');
  return (
    <StatusScreen
      icon="building"
      title={t('empty.title')}
      description={t('empty.description')}
      actions={
        <Button leftSection={<Icon name="refresh" size={18} />} loading={isRefreshing} onClick={onRefresh}>
          {t('empty.refresh')}
        </Button>
      }
    />
  );
}

type ErrorProps = { error: unknown; onRetry: () => void; isRetrying: boolean };

export function ClinicsLoadError({ error, onRetry, isRetrying }: ErrorProps) {
  const { t, i18n } = useTranslation('clinics');
  return (
    <StatusScreen
      icon="alert"
      color="red"
      title={t('error.title')}
      description={errorMessage(error, i18n)}
      actions={
        <Button loading={isRetrying} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
