import { Group, Paper, Progress, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import type { BranchRef } from '../patients/patients.api.ts';
import { mediaUsageQuery } from './media.api.ts';
import { formatFileSize } from './media-kind.ts';

/** Used share of the quota from which the bar turns orange, then red. */
const WARN_AT = 80;
const FULL_AT = 95;

/** The branch's file storage: bytes kept (the bin included) against the quota, and the plan's end. */
export function StorageUsage({ branch }: { branch: BranchRef }) {
  const { t } = useTranslation('media');
  const usage = useQuery(mediaUsageQuery(branch));
  if (usage.isPending) return <Skeleton h={64} radius="md" />;
  if (usage.isError) return null;
  const { usedBytes, quotaBytes, fileStoreExpiration } = usage.data;
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  // Expired as of when the usage was read (the render itself stays pure).
  const isExpired = fileStoreExpiration !== null && new Date(fileStoreExpiration).getTime() < usage.dataUpdatedAt;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="storage-usage">
      <Group justify="space-between" wrap="wrap" gap="xs" mb={6}>
        <Text size="sm" fw={500}>
          {t('manager.usage', { used: formatFileSize(usedBytes), quota: formatFileSize(quotaBytes) })}
        </Text>
        <Text size="sm" c={isExpired ? 'red' : 'dimmed'}>
          {fileStoreExpiration
            ? t(isExpired ? 'manager.expired' : 'manager.expires', { date: formatDate(fileStoreExpiration) })
            : t('manager.noPlan')}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= FULL_AT ? 'red' : percent >= WARN_AT ? 'orange' : 'blue'}
        size="lg"
        aria-label={t('manager.usageLabel')}
      />
    </Paper>
  );
}
