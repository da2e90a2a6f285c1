import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './media-kind.ts';
import { percentOf, type UploadItem } from './upload-queue.ts';

const COLORS = { waiting: 'gray', uploading: 'blue', done: 'teal', failed: 'red' } as const;

function statusText(item: UploadItem, t: (key: string) => string): string {
  switch (item.status) {
    case 'waiting':
      return t('upload.waiting');
    case 'uploading':
      return `${percentOf(item)}%`;
    case 'done':
      return t('upload.done');
    case 'failed':
      return item.error ?? t('upload.failed');
  }
}

/** One row per file being uploaded: its name, size, a progress bar and how it ended. */
export function UploadProgressList({ items, onClear }: { items: readonly UploadItem[]; onClear?: () => void }) {
  const { t } = useTranslation('media');
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs" data-testid="upload-progress">
        {items.map((item) => (
          <div key={item.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {item.name}{' '}
                <Text span c="dimmed" size="xs">
                  ({formatFileSize(item.size)})
                </Text>
              </Text>
              <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'} ta="right" style={{ flexShrink: 0 }}>
                {statusText(item, t)}
              </Text>
            </Group>
            <Progress
              value={percentOf(item)}
              color={COLORS[item.status]}
              size="sm"
              animated={item.status === 'uploading'}
              aria-label={t('upload.progressLabel', { name: item.name })}
            />
          </div>
        ))}
        {onClear && items.some((item) => item.status === 'done') && (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-xs" onClick={onClear}>
              {t('upload.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
