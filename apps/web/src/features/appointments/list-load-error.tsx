import { Alert, Button, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A calendar's or a list's appointments failed to load: says so, with a retry. */
export function ListLoadError({ onRetry, m }: { onRetry: () => void; m?: MantineSpacing }) {
  const { t } = useTranslation('appointments');
  return (
    <Alert color="red" m={m} title={t('state.error')} role="alert">
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </Alert>
  );
}
