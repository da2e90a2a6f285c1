import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announceUpdate, dismissUpdate, reloadPage, useAvailableUpdate } from '../../lib/app-update.ts';
import { versionQuery } from './shell.api.ts';

/** How often the server's version is asked again while a tab stays open (also on focus and reconnect). */
export const VERSION_CHECK_MS = 10 * 60 * 1000;

/** Announces an update when the server's version differs from the one this page was loaded with. */
function useServerVersionWatch(): void {
  const version = useQuery({
    ...versionQuery(),
    staleTime: VERSION_CHECK_MS,
    refetchInterval: VERSION_CHECK_MS,
    refetchOnWindowFocus: true,
  }).data?.version;
  const first = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!version) return;
    if (first.current === undefined) first.current = version;
    else if (version !== first.current) announceUpdate(reloadPage);
  }, [version]);
}

/**
 * "Update available" (issue 11): asks before reloading into a new version, never reloads by
 * itself. Top right, below the header: the toasts are at the top centre and the cookie notice at
 * the foot.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  useServerVersionWatch();
  const update = useAvailableUpdate();
  if (!update) return null;
  return (
    <Paper
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      aria-describedby="update-prompt-text"
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      pos="fixed"
      top={72}
      right={12}
      w={340}
      maw="calc(100vw - 24px)"
      style={{ zIndex: 390 }}
    >
      <Text id="update-prompt-title" fw={700} size="sm">
        {t('update.title')}
      </Text>
      <Text id="update-prompt-text" size="sm" mt={4}>
        {t('update.text')}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={dismissUpdate}>
          {t('update.later')}
        </Button>
        <Button size="xs" onClick={update.apply}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
