import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading, error and empty states every report screen shows the same way. */
export function ReportStates({
  isPending,
  isError,
  isEmpty,
  emptyText,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** What the report has none of, when it is not receipts. */
  emptyText?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('reports');
  if (isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (isError)
    return (
      <Alert color="red" title={t('loadError')}>
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  if (isEmpty)
    return (
      <Text c="dimmed" ta="center" p="xl">
        {emptyText ?? t('empty')}
      </Text>
    );
  return null;
}
