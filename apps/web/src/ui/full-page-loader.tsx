import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FullPageLoaderProps = { label?: string };

export function FullPageLoader({ label }: FullPageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="yim" />
        <Text c="dimmed" fz="sm">
          {label ?? t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}
